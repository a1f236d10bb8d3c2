import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useCurrentUser } from '@client/lib/session';
import { useMyInvitations } from '../api/membership';
import { JoinButton } from './join-button';
import { countLabel } from '@common/plural';

/** Invitations waiting for the signed-in user, each with Accept Invitation; nothing when there are none. */
export function InvitationsBanner() {
  const { user } = useCurrentUser();
  const invitations = useMyInvitations(Boolean(user));
  const items = invitations.data ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-label="Your group invitations"
      className="rounded-2xl border border-accent/40 bg-accent/5 p-4 sm:p-5"
    >
      <h3 className="flex items-center gap-2 font-semibold text-ink">
        <Mail aria-hidden="true" className="size-4 text-accent" />
        {items.length === 1 ? 'You have an invitation' : `You have ${countLabel(items.length, 'invitation')}`}
      </h3>
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
            <JoinButton group={inv.group} />
          </li>
        ))}
      </ul>
    </section>
  );
}
