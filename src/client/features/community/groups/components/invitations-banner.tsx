import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { outcomeClassName, useOutcomeFocus } from '@client/components/ui/use-outcome-focus';
import { useCurrentUser } from '@client/lib/session';
import { useMyInvitations } from '../api/membership';
import { JoinButton } from './join-button';
import { countLabel } from '@common/plural';

/**
 * Invitations waiting for the signed-in user, each with Accept Invitation; nothing when there are
 * none. An accepted invitation leaves the list, so the focus moves to 'You joined …' here.
 */
export function InvitationsBanner() {
  const { user } = useCurrentUser();
  const invitations = useMyInvitations(Boolean(user));
  const { focusTarget, message, done } = useOutcomeFocus<HTMLParagraphElement>();
  const items = invitations.data ?? [];
  if (items.length === 0 && !message) return null;
  return (
    <section
      aria-label="Your group invitations"
      className="rounded-2xl border border-accent/40 bg-accent/5 p-4 sm:p-5"
    >
      <h3 className="flex items-center gap-2 font-semibold text-ink">
        <Mail aria-hidden="true" className="size-4 text-accent" />
        {items.length === 0
          ? 'No invitations left'
          : items.length === 1
            ? 'You have an invitation'
            : `You have ${countLabel(items.length, 'invitation')}`}
      </h3>
      {message ? (
        <p ref={focusTarget} tabIndex={-1} role="status" className={`mt-2 ${outcomeClassName}`}>
          {message}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {items.map((inv) => (
            <li
              key={inv.group.id}
              className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="text-sm text-ink">
                <Link to={`/community/groups/${inv.group.id}`} className="font-semibold hover:underline">
                  {inv.group.name}
                </Link>
                {inv.invitedBy ? <span className="text-ink-muted"> · invited by {inv.invitedBy}</span> : null}
              </p>
              <JoinButton group={inv.group} onJoined={done} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
