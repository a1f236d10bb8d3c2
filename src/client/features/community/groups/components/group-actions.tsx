import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DoorOpen, LogOut, Pencil, X } from 'lucide-react';
import type { GroupDetail } from '@common/schemas/groups';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LinkButton } from '@client/components/ui/link-button';
import { leaveGroup, useGroupAction } from '../api/membership';
import { JoinButton } from './join-button';

/** The group page's actions: Join / Request / Accept, Withdraw request, Leave (with the last-admin 409 shown), Edit for admins. */
export function GroupActions({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const leave = useGroupAction(leaveGroup);
  const [confirming, setConfirming] = useState(false);
  const { abilities, viewer } = group;

  const doLeave = () =>
    leave.mutate([group.id], {
      onSuccess: (after) => {
        setConfirming(false);
        if (!after) navigate('/community?tab=groups');
      },
      onError: () => setConfirming(false),
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {abilities.leave ? null : <JoinButton group={group} size="md" />}
        {viewer.requested && !viewer.role ? (
          <Button variant="secondary" onClick={() => leave.mutate([group.id])} busy={leave.isPending}>
            <DoorOpen aria-hidden="true" className="size-4" />
            Withdraw request
          </Button>
        ) : null}
        {viewer.invited && !viewer.role ? (
          <Button variant="secondary" onClick={() => doLeave()} busy={leave.isPending}>
            <X aria-hidden="true" className="size-4" />
            Decline invitation
          </Button>
        ) : null}
        {abilities.administer ? (
          <LinkButton to={`/community/groups/${group.id}/edit`} variant="secondary">
            <Pencil aria-hidden="true" className="size-4" />
            Edit group
          </LinkButton>
        ) : null}
        {abilities.leave ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <LogOut aria-hidden="true" className="size-4" />
            Leave group
          </Button>
        ) : null}
      </div>
      {leave.error ? <Alert tone="error">{leave.error.message}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Leave ${group.name}?`}
        description={
          group.privacyLevel === 'Public'
            ? 'You can join again at any time.'
            : 'To come back you will need to be approved or invited again.'
        }
        confirmLabel="Leave group"
        onConfirm={doLeave}
        busy={leave.isPending}
        tone="danger"
      />
    </div>
  );
}
