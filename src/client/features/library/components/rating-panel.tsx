import { Link, useLocation } from 'react-router';
import type { LibraryStory } from '@common/schemas/library';
import { loginPathFor } from '@client/lib/redirect-target';
import { useRateStory } from '../api/rate-story';
import { StarRatingInput } from './star-rating-input';

type Props = { story: LibraryStory };

/** "Rate this story": 1..5 stars for signed-in readers; a sign-in link for guests; a note for the author. */
export function RatingPanel({ story }: Props) {
  const { pathname } = useLocation();
  const rate = useRateStory(story.id);
  const viewer = story.viewer;

  return (
    <section
      aria-labelledby="rate-heading"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h2 id="rate-heading" className="font-display text-lg font-semibold text-ink">
        Rate this story
      </h2>
      {!viewer ? (
        <p className="mt-2 text-sm text-ink-muted">
          <Link
            to={loginPathFor(pathname)}
            className="font-semibold text-accent underline-offset-2 hover:underline"
          >
            Sign in
          </Link>{' '}
          to rate, review and comment.
        </p>
      ) : viewer.isAuthor ? (
        <p className="mt-2 text-sm text-ink-muted">This is your story: readers rate it here.</p>
      ) : (
        <div className="mt-2">
          <StarRatingInput
            legend="Your rating"
            hideLegend
            size="lg"
            value={rate.isPending ? (rate.variables ?? viewer.rating) : viewer.rating}
            onChange={(stars) => rate.mutate(stars)}
            disabled={rate.isPending}
          />
          <p role="status" className="mt-1 min-h-5 text-sm text-ink-muted">
            {rate.isSuccess
              ? 'Thanks, your rating is saved.'
              : viewer.rating
                ? `You rated it ${viewer.rating} of 5.`
                : 'Tap a star to rate.'}
          </p>
          {rate.isError ? (
            <p role="alert" className="text-sm text-danger">
              {rate.error.message}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
