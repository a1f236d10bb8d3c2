import { UsersRound } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { can } from '@common/entitlements';
import { Badge } from '@client/components/ui/badge';
import { useCurrentUser } from '@client/lib/session';
import { CollaborationLock } from '@client/components/plan-lock/collaboration-lock';
import { LinkButton } from '@client/components/ui/link-button';
import { useStoryCollaborators } from '../../api/get-story-collaborators';
import { countLabel, invitedCollaborators } from '../story-format';
import { Panel } from '@client/components/ui/panel';

const SHOWN = 5;

/**
 * Who writes the story: the creator and the first collaborators with their roles, and the way to
 * manage them. An owner whose plan does not invite people (collaboration: Worldsmith and up) sees
 * the lock with the plans that do and a link to them.
 */
export function CollaboratorsSummary({ story }: { story: StoryDetail }) {
  const { user } = useCurrentUser();
  const locked =
    story.abilities.manageCollaborators && user ? !can(user.subscriptionTier, 'collaboration') : false;
  // Only the owner and collaborators may see the list (abilities.readDrafts marks a member).
  const member = story.abilities.readDrafts;
  const collaborators = useStoryCollaborators(story.id, member);
  const list = collaborators.data ?? [];
  const hidden = Math.max(0, list.length - SHOWN);
  return (
    <Panel
      size="lg"
      title="Collaborators"
      action={
        <LinkButton
          to={story.abilities.manageCollaborators ? `/collaborators?story=${story.id}` : '/collaborators'}
          variant="ghost"
          size="sm"
        >
          <UsersRound aria-hidden="true" className="size-4" />
          {story.abilities.manageCollaborators ? 'Manage' : 'View all'}
        </LinkButton>
      }
    >
      <ul className="space-y-2 text-sm">
        <li className="flex items-center justify-between gap-3">
          <span className="truncate font-medium text-ink">{story.creatorUsername || 'Unknown'}</span>
          <Badge tone="accent">Owner</Badge>
        </li>
        {list.slice(0, SHOWN).map((c) => (
          <li key={c.id} className="flex items-center justify-between gap-3">
            <span className="truncate text-ink">{c.username}</span>
            <Badge>{c.role}</Badge>
          </li>
        ))}
      </ul>
      {collaborators.isPending ? (
        <p className="mt-2 text-sm text-ink-muted">Loading collaborators...</p>
      ) : null}
      {collaborators.isError ? (
        <p className="mt-2 text-sm text-ink-muted">Collaborators could not be loaded.</p>
      ) : null}
      {collaborators.isSuccess && list.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">
          {locked
            ? 'No collaborators yet.'
            : 'No collaborators yet. Invite writers, editors or beta readers from the Collaborators screen.'}
        </p>
      ) : null}
      {locked && user ? (
        <div className="mt-3">
          <CollaborationLock tier={user.subscriptionTier} compact />
        </div>
      ) : null}
      {!member ? (
        <p className="mt-3 text-sm text-ink-muted">
          {invitedCollaborators(story) === 0
            ? 'No collaborators yet.'
            : `and ${countLabel(invitedCollaborators(story), 'collaborator')}.`}
        </p>
      ) : null}
      {hidden > 0 ? <p className="mt-2 text-sm text-ink-muted">and {hidden} more</p> : null}
    </Panel>
  );
}
