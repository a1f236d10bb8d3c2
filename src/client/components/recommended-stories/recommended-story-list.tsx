import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import type { RecommendedStory } from '@common/schemas/dashboard';
import { StarRating } from '@client/components/star-rating/star-rating';
import { LoadError } from '@client/components/ui/load-error';
import { formatNumber } from '@common/number-format';

type Props = {
  /** What the list is of, for the loading and error messages ("recommendations"). */
  what: string;
  stories: RecommendedStory[] | undefined;
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  /** Shown when the list loaded empty. */
  empty: string;
};

/**
 * A short list of recommended stories as cards (genre, title, author, rating, views), with its
 * loading placeholders, its error and retry, and its empty message. Used by the dashboard's
 * Recommended for You and the story page's Readers of this story also read.
 */
export function RecommendedStoryList({ what, stories, pending, error, onRetry, retrying, empty }: Props) {
  if (pending)
    return (
      <div
        role="status"
        aria-label={`Loading ${what}...`}
        className="grid animate-pulse gap-3 sm:grid-cols-3"
      >
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 rounded-xl border border-line bg-surface-muted" />
        ))}
      </div>
    );
  if (error)
    return (
      <LoadError message={`Failed to load ${what}: ${error.message}`} onRetry={onRetry} retrying={retrying} />
    );
  if (!stories || stories.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-ink-muted">
        {empty}
      </p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {stories.map((story) => (
        <li key={story.id} className="flex">
          <Link
            to={`/library/${story.id}`}
            className="flex w-full flex-col rounded-xl border border-line p-4 hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            <span className="text-xs font-semibold tracking-wide text-accent uppercase">{story.genre}</span>
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
  );
}
