import { Check, Clock, DoorOpen, LogIn, MailOpen, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { GroupCard, JoinResult } from '@common/schemas/groups';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { outcomeClassName, useOutcomeFocus } from '@client/components/ui/use-outcome-focus';
import { useCurrentUser } from '@client/lib/session';
import { joinGroup, useGroupAction } from '../api/membership';

type Props = {
  group: GroupCard;
  size?: 'sm' | 'md';
  className?: string;
  /**
   * Takes what happened ('You joined …') when the caller shows it, because this button goes away
   * on success (the group page shows Leave instead). Without it the button shows the outcome
   * under itself and moves the focus there.
   */
  onJoined?: (message: string) => void;
};

/** What a join did, as read out: joined (or an invitation accepted), or a request sent. */
export const joinedMessage = (result: JoinResult, groupName: string) =>
  result.status === 'joined'
    ? `You joined ${groupName}.`
    : `Request to join ${groupName} sent. An admin or moderator will let you in.`;

/**
 * Join Group (SPEC section 2) and its variants by the group's privacy and the caller's standing:
 * Join Group (Public), Request to Join (Private), Accept Invitation, Requested, or View Group for
 * members. Guests are sent to sign in (SPEC section 6: joining acts only when signed in). On
 * success every group query reloads, then the focus moves to what happened (read out as a
 * status), never to the page; a failure is only logged (SPEC section 8).
 */
export function JoinButton({ group, size = 'sm', className, onJoined }: Props) {
  const { focusTarget, message, done } = useOutcomeFocus<HTMLParagraphElement>();
  const control = <JoinControl group={group} size={size} className={className} onJoined={onJoined ?? done} />;
  if (!message) return control;
  return (
    <>
      {control}
      <p ref={focusTarget} tabIndex={-1} role="status" className={`mt-2 ${outcomeClassName}`}>
        {message}
      </p>
    </>
  );
}

function JoinControl({
  group,
  size,
  className,
  onJoined,
}: Required<Pick<Props, 'group' | 'size' | 'onJoined'>> & { className?: string }): ReactNode {
  const { user } = useCurrentUser();
  const join = useGroupAction(joinGroup);
  const { viewer } = group;
  // mutateAsync, not mutate's callbacks: those are dropped when this button unmounts on success.
  const run = () =>
    join.mutateAsync([group.id]).then(
      (result) => onJoined(joinedMessage(result, group.name)),
      (err: unknown) => console.error('Join group failed', err),
    );

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
      <Button size={size} onClick={() => void run()} busy={join.isPending} className={className}>
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
      <Button size={size} onClick={() => void run()} busy={join.isPending} className={className}>
        <DoorOpen aria-hidden="true" className="size-4" />
        Request to Join<span className="sr-only"> {group.name}</span>
      </Button>
    );
  }
  return (
    <Button size={size} onClick={() => void run()} busy={join.isPending} className={className}>
      <UserPlus aria-hidden="true" className="size-4" />
      Join Group<span className="sr-only"> {group.name}</span>
    </Button>
  );
}
