import { Link } from 'react-router';
import { Feather, ScrollText } from 'lucide-react';
import type { DashboardStory } from '@common/schemas/dashboard';
import { relativeTimeForLists } from '@common/relative-time';
import { Badge } from '@client/components/ui/badge';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { countLabel } from '@common/plural';

type Props = { stories: DashboardStory[]; now: number };

/** My Active Stories: the first 3 Active stories, each opening its detail page; View all goes to /stories. */
export function ActiveStoriesPanel({ stories, now }: Props) {
  return (
    <Panel
      title="My Active Stories"
      icon={ScrollText}
      action={
        <Link
          to="/stories"
          className="rounded text-sm font-semibold text-accent hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          View all
        </Link>
      }
    >
      {stories.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line px-4 py-8 text-center">
          <p className="text-ink-muted">
            No active stories. Set a story to Active when you start writing it.
          </p>
          <LinkButton to="/stories/create" size="sm" className="mt-4">
            <Feather aria-hidden="true" className="size-4" />
            New Story
          </LinkButton>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {stories.map((story) => (
            <li key={story.id}>
              <Link
                to={`/stories/${story.id}`}
                className="flex flex-col gap-1 rounded-xl border border-line px-4 py-3 hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink">{story.title}</span>
                  <span className="text-sm text-ink-muted">
                    {countLabel(story.chapterCount, 'chapter')} · {countLabel(story.wordCount, 'word')} ·
                    updated {relativeTimeForLists(story.updatedAt, now, { midSentence: true })}
                  </span>
                </span>
                <span className="flex shrink-0 gap-1.5">
                  <Badge>{story.genre}</Badge>
                  <Badge tone="accent">{story.status}</Badge>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
