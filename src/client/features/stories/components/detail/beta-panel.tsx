import { Link } from 'react-router';
import { BookOpenCheck } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { useMyBeta } from '@client/components/beta/beta-api';

/**
 * The story's beta reads (owner and collaborators), linked to their pages where readers are
 * invited and approved, comments read and the beta read ended; the owner opens a new one here.
 */
export function BetaPanel({ story }: { story: StoryDetail }) {
  const mine = useMyBeta();
  const reads = (mine.data?.asAuthor ?? []).filter((r) => r.storyId === story.id);
  return (
    <Panel title="Beta reading" icon={BookOpenCheck}>
      <p className="mb-3 text-sm text-ink-muted">
        Share draft chapters with beta readers, ask them questions and read their comments beside the text.
      </p>
      {mine.isError ? (
        <p className="mb-3 text-sm text-danger">{`Failed to load beta reads: ${mine.error.message}`}</p>
      ) : null}
      {reads.length > 0 ? (
        <ul className="mb-3 space-y-1 text-sm" aria-label="Beta reads of this story">
          {reads.map((r) => (
            <li key={r.id}>
              <Link to={`/beta/${r.id}`} className="text-ink underline underline-offset-2">
                {`Beta read of ${new Date(r.createdAt).toLocaleDateString()}`}
              </Link>
              <span className="text-ink-muted">{r.state === 'open' ? ' · open' : ' · ended'}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {story.isOwner ? (
        <LinkButton to={`/stories/${story.id}/beta`} variant="secondary" size="sm">
          Open a beta read
        </LinkButton>
      ) : null}
    </Panel>
  );
}
