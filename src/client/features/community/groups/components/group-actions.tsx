import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DoorOpen, LogOut, Pencil, X } from 'lucide-react';
import type { GroupDetail } from '@common/schemas/groups';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LinkButton } from '@client/components/ui/link-button';
import { useOutcomeFocus } from '@client/components/ui/use-outcome-focus';
import { leaveGroup, useGroupAction } from '../api/membership';
import { JoinButton } from './join-button';

/** An outcome on the page's dark header: its own text colour, with the app's focus ring. */
const HERO_OUTCOME =
  'w-fit rounded-sm text-sm font-semibold text-on-hero focus:outline-none focus-visible:ring-2 focus-visible:ring-on-hero focus-visible:ring-offset-2 focus-visible:ring-offset-hero';

/**
 * The group page's actions: Join / Request / Accept, Withdraw request, Leave (with the last-admin
 * 409 shown), Edit for admins. The button pressed goes away once it has worked, so the focus moves
 * to what happened ('You joined …', 'You left …'), shown here and read out as a status.
 */
export function GroupActions({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const leave = useGroupAction(leaveGroup);
  const [confirming, setConfirming] = useState(false);
  const { focusTarget, message, done } = useOutcomeFocus<HTMLParagraphElement>();
  const { abilities, viewer } = group;

  const doLeave = (what: string) =>
    leave.mutate([group.id], {
      onSuccess: (after) => {
        setConfirming(false);
        if (!after) navigate('/community?tab=groups');
        else done(what);
      },
      onError: () => setConfirming(false),
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {abilities.leave ? null : <JoinButton group={group} size="md" onJoined={done} />}
        {viewer.requested && !viewer.role ? (
          <Button
            variant="secondary"
            onClick={() => doLeave(`Request to join ${group.name} withdrawn.`)}
            busy={leave.isPending}
          >
            <DoorOpen aria-hidden="true" className="size-4" />
            Withdraw request
          </Button>
        ) : null}
        {viewer.invited && !viewer.role ? (
          <Button
            variant="secondary"
            onClick={() => doLeave(`Invitation to ${group.name} declined.`)}
            busy={leave.isPending}
          >
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
      {message ? (
        <p ref={focusTarget} tabIndex={-1} role="status" className={HERO_OUTCOME}>
          {message}
        </p>
      ) : null}
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
        onConfirm={() => doLeave(`You left ${group.name}.`)}
        busy={leave.isPending}
        tone="danger"
      />
    </div>
  );
}
