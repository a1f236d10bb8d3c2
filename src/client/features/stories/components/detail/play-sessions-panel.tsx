import { Dices } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { countLabel } from '@common/plural';
import { Link } from 'react-router';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { useStoryPlaySessionsSummary } from '../../api/get-story-play-sessions';

/** The story's play sessions (live tables): the latest few and the way to all of them. */
export function PlaySessionsPanel({ story }: { story: StoryDetail }) {
  const sessions = useStoryPlaySessionsSummary(story.id);
  const items = sessions.data ?? [];
  return (
    <Panel size="lg" title="Play sessions">
      {sessions.isError ? (
        <p className="text-sm text-danger">Failed to load the play sessions: {sessions.error.message}</p>
      ) : sessions.isPending ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-muted">No play sessions yet. Run a game at a live table.</p>
      ) : (
        <ul aria-label="Play sessions" className="divide-y divide-line text-sm">
          {items.slice(0, 5).map((s) => (
            <li key={s.id} className="py-2">
              <Link to={`/stories/${story.id}/play/${s.id}`} className="font-medium text-ink hover:underline">
                {s.title}
              </Link>
              <p className="text-ink-muted">
                {s.status} · {countLabel(s.entryCount, 'entry', 'entries')}
              </p>
            </li>
          ))}
        </ul>
      )}
      <LinkButton to={`/stories/${story.id}/play`} variant="secondary" size="sm" className="mt-4">
        <Dices aria-hidden="true" className="size-4" />
        All play sessions
      </LinkButton>
    </Panel>
  );
}
