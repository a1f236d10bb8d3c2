import { Check, Clock, DoorOpen, LogIn, MailOpen, UserPlus } from 'lucide-react';
import type { GroupCard } from '@common/schemas/groups';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { useCurrentUser } from '@client/lib/session';
import { joinGroup, useGroupAction } from '../api/membership';

type Props = {
  group: GroupCard;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * Join Group (SPEC section 2) and its variants by the group's privacy and the caller's standing:
 * Join Group (Public), Request to Join (Private), Accept Invitation, Requested, or View Group for
 * members. Guests are sent to sign in (SPEC section 6: joining acts only when signed in). On
 * success every group query reloads; a failure is only logged (SPEC section 8).
 */
export function JoinButton({ group, size = 'sm', className }: Props) {
  const { user } = useCurrentUser();
  const join = useGroupAction(joinGroup);
  const { viewer } = group;
  const run = () =>
    join.mutate([group.id], {
      onError: (err) => console.error('Join group failed', err),
    });

  if (!user) {
    return (
      <LinkButton to="/login" size={size} variant="secondary" className={className}>
        <LogIn aria-hidden="true" className="size-4" />
        Join Group<span className="sr-only"> {group.name} (sign in first)</span>
      </LinkButton>
    );
  }
  if (viewer.role) {
    return (
      <LinkButton to={`/community/groups/${group.id}`} size={size} variant="secondary" className={className}>
        <Check aria-hidden="true" className="size-4" />
        View Group<span className="sr-only"> {group.name}</span>
      </LinkButton>
    );
  }
  if (viewer.invited) {
    return (
      <Button size={size} onClick={run} busy={join.isPending} className={className}>
        <MailOpen aria-hidden="true" className="size-4" />
        Accept Invitation<span className="sr-only"> to {group.name}</span>
      </Button>
    );
  }
  if (group.privacyLevel === 'Private') {
    return viewer.requested ? (
      <Button size={size} variant="secondary" disabled className={className}>
        <Clock aria-hidden="true" className="size-4" />
        Requested
      </Button>
    ) : (
      <Button size={size} onClick={run} busy={join.isPending} className={className}>
        <DoorOpen aria-hidden="true" className="size-4" />
        Request to Join<span className="sr-only"> {group.name}</span>
      </Button>
    );
  }
  return (
    <Button size={size} onClick={run} busy={join.isPending} className={className}>
      <UserPlus aria-hidden="true" className="size-4" />
      Join Group<span className="sr-only"> {group.name}</span>
    </Button>
  );
}
