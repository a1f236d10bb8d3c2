import { Link } from 'react-router';
import { BookOpen, Compass } from 'lucide-react';
import type { ContinueReadingItem } from '@common/schemas/dashboard';
import { relativeTimeForLists } from '@common/relative-time';
import { LinkButton } from '@client/components/ui/link-button';
import { StarRating } from '@client/components/star-rating/star-rating';
import { Panel } from '@client/components/ui/panel';
import { ProgressBar } from '@client/components/ui/progress-bar';

type Props = { items: ContinueReadingItem[]; now: number };

/**
 * Continue Reading: the first 3 stories in progress with a progress bar, rating (4.5 when
 * unrated), and when they were last read. Each leads to the story's library page (the spec's
 * /community link predates the library).
 */
export function ContinueReadingPanel({ items, now }: Props) {
  return (
    <Panel title="Continue Reading" icon={BookOpen}>
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line px-4 py-8 text-center">
          <p className="text-ink-muted">No reading progress yet</p>
          <LinkButton to="/community" size="sm" className="mt-4">
            <Compass aria-hidden="true" className="size-4" />
            Discover Stories
          </LinkButton>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => {
            const percent = Math.round(item.progressPercentage);
            return (
              <li key={item.storyId}>
                <Link
                  to={`/library/${item.storyId}`}
                  className="block rounded-xl border border-line px-4 py-3 hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
                >
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <span className="min-w-0 font-semibold break-words text-ink">{item.title}</span>
                    <StarRating value={item.rating} />
                  </span>
                  <span className="mt-0.5 block text-sm text-ink-muted">
                    by {item.authorUsername} · {item.genre} · chapter {item.currentChapter}
                  </span>
                  <span className="mt-2 flex items-center gap-3">
                    <ProgressBar percent={item.progressPercentage} label={`Progress in ${item.title}`} />
                    <span className="w-10 shrink-0 text-right text-sm font-semibold text-ink">
                      {percent}%
                    </span>
                  </span>
                  <span className="mt-1 block text-xs text-ink-muted">
                    Last read{' '}
                    <time dateTime={item.lastReadAt}>
                      {relativeTimeForLists(item.lastReadAt, now, { midSentence: true })}
                    </time>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
