import type { ReactNode } from 'react';
import type { StoryDetail } from '@common/schemas/story';
import { relativeTime } from '@common/relative-time';
import { countLabel, formatDate, invitedCollaborators } from '../story-format';

/** One term and its value in the details grid. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

type Props = { story: StoryDetail; now: number };

/**
 * The derived details of SPEC section 3 (creator, world, sessions, last session, collaborators)
 * beside the story's counts and dates. Collaborators are the invited people, owner left out, as
 * the Collaborators panel beside it counts them.
 */
export function StoryDetailsList({ story, now }: Props) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
      <Detail term="Creator">{story.creatorUsername || 'Unknown'}</Detail>
      <Detail term="World">{story.worldName ?? 'None'}</Detail>
      <Detail term="Status">{story.status}</Detail>
      <Detail term="Chapters">{countLabel(story.chapterCount, 'chapter')}</Detail>
      <Detail term="Words">{countLabel(story.wordCount, 'word')}</Detail>
      <Detail term="Views">{countLabel(story.viewCount, 'view')}</Detail>
      <Detail term="Sessions">{countLabel(story.sessionCount, 'session')}</Detail>
      <Detail term="Last session">
        {story.lastSessionDate ? (
          <time dateTime={story.lastSessionDate}>{formatDate(story.lastSessionDate)}</time>
        ) : (
          'Never'
        )}
      </Detail>
      <Detail term="Collaborators">
        {invitedCollaborators(story) === 0
          ? 'None yet'
          : countLabel(invitedCollaborators(story), 'person', 'people')}
      </Detail>
      <Detail term="Created">
        <time dateTime={story.createdAt}>{formatDate(story.createdAt)}</time>
      </Detail>
      <Detail term="Updated">
        <time dateTime={story.updatedAt} title={formatDate(story.updatedAt)}>
          {relativeTime(story.updatedAt, now)}
        </time>
      </Detail>
      <Detail term="Visibility">
        {story.publishedAt ? `Published ${formatDate(story.publishedAt)}` : story.privacyLevel}
      </Detail>
    </dl>
  );
}
