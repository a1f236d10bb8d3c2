import { PenLine } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { LinkButton } from '@client/components/ui/link-button';
import { countLabel, formatDate } from '../story-format';
import { Panel } from '@client/components/ui/panel';

/** Writing sessions: how many there were, when the last one was, and the way into the writing room. */
export function SessionsPanel({ story }: { story: StoryDetail }) {
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
      <LinkButton to={`/stories/${story.id}/session`} variant="secondary" size="sm" className="mt-4">
        <PenLine aria-hidden="true" className="size-4" />
        {story.abilities.editChapters ? 'Open the writing room' : 'Read in the writing room'}
      </LinkButton>
    </Panel>
  );
}
