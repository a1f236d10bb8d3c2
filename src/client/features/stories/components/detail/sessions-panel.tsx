import { PenLine } from 'lucide-react';
import type { StoryDetail, StorySession } from '@common/schemas/story';
import { LinkButton } from '@client/components/ui/link-button';
import { countLabel, formatDate } from '../story-format';
import { Panel } from '@client/components/ui/panel';
import { useStorySessions } from '../../api/get-story-sessions';

/** "1 h 5 min", "12 min", or "under a minute"; open sessions say so. */
function duration(session: StorySession): string {
  if (!session.endedAt) return 'in progress';
  const minutes = Math.round((Date.parse(session.endedAt) - Date.parse(session.sessionDate)) / 60_000);
  if (minutes < 1) return 'under a minute';
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
}

/**
 * Writing sessions: how many there were, when the last one was, the way into the writing room,
 * and for the story's writers each session's date, length, participants and words added.
 */
export function SessionsPanel({ story }: { story: StoryDetail }) {
  const sessions = useStorySessions(story.id, story.abilities.readDrafts);
  return (
    <Panel size="lg" title="Sessions">
      <p className="text-sm text-ink">
        {story.sessionCount === 0
          ? 'No writing sessions yet.'
          : countLabel(story.sessionCount, 'writing session')}
        {story.lastSessionDate ? (
          <span className="text-ink-muted">
            {' '}
            · last on <time dateTime={story.lastSessionDate}>{formatDate(story.lastSessionDate)}</time>
          </span>
        ) : null}
      </p>
      {sessions.data && sessions.data.length > 0 ? (
        <ul aria-label="Writing sessions" className="mt-3 divide-y divide-line text-sm">
          {sessions.data.slice(0, 10).map((session) => (
            <li key={session.id} className="py-2">
              <p className="font-medium text-ink">
                <time dateTime={session.sessionDate}>{formatDate(session.sessionDate)}</time>
                <span className="text-ink-muted">
                  {' · '}
                  {duration(session)}
                  {session.wordsAdded !== null ? ` · ${countLabel(session.wordsAdded, 'word')} added` : ''}
                </span>
              </p>
              <p className="text-ink-muted">
                {session.participants.map((p) => p.username).join(', ') || 'No one joined'}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <LinkButton to={`/stories/${story.id}/session`} variant="secondary" size="sm" className="mt-4">
        <PenLine aria-hidden="true" className="size-4" />
        {story.abilities.writeChapters ? 'Open the writing room' : 'Read in the writing room'}
      </LinkButton>
    </Panel>
  );
}
