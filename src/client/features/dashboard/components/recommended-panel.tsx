import { Link } from 'react-router';
import { Eye, Sparkles } from 'lucide-react';
import type { RecommendedStory } from '@common/schemas/dashboard';
import { StarRating } from '@client/components/star-rating/star-rating';
import { Panel } from '@client/components/ui/panel';
import { formatNumber } from '@common/number-format';

type Props = { stories: RecommendedStory[]; favoriteGenre: string };

/** Recommended: 3 unread published stories, from the reader's favourite genre first. */
export function RecommendedPanel({ stories, favoriteGenre }: Props) {
  return (
    <Panel title="Recommended for You" icon={Sparkles}>
      <p className="-mt-2 mb-3 text-sm text-ink-muted">Because you enjoy {favoriteGenre}</p>
      {stories.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-ink-muted">
          You have read everything we would suggest. Try Discover Stories.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-3">
          {stories.map((story) => (
            <li key={story.id} className="flex">
              <Link
                to={`/library/${story.id}`}
                className="flex w-full flex-col rounded-xl border border-line p-4 hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
              >
                <span className="text-xs font-semibold tracking-wide text-accent uppercase">
                  {story.genre}
                </span>
                <span className="mt-1 font-semibold break-words text-ink">{story.title}</span>
                <span className="text-sm text-ink-muted">by {story.authorUsername}</span>
                <span className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3 text-sm text-ink-muted">
                  <StarRating value={story.rating} />
                  <span className="inline-flex items-center gap-1">
                    <Eye aria-hidden="true" className="size-4" />
                    {formatNumber(story.viewCount)}
                    <span className="sr-only"> views</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
