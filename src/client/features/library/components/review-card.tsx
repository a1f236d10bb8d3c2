import { Link } from 'react-router';
import type { StoryReview } from '@common/schemas/reviews';
import { relativeTime } from '@common/relative-time';
import { formatDay, paragraphsOf } from './library-format';
import { PersonAvatar, personPath } from './person-avatar';
import { StarDisplay } from './star-display';

type Props = {
  review: StoryReview;
  /** "now" for the relative date, fixed per render of the list. */
  now: number;
  /** Buttons shown under the review (edit, delete) when it is the caller's own. */
  actions?: React.ReactNode;
};

const SCORES = [
  ['writingQuality', 'Writing'],
  ['creativity', 'Creativity'],
  ['collaboration', 'Collaboration'],
] as const;

/** One review: who, when, the overall stars, the sub-scores given, and the text. */
export function ReviewCard({ review, now, actions }: Props) {
  const path = personPath(review.reviewer);
  return (
    <article
      aria-label={`Review by ${review.reviewerName}`}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <header className="flex items-start gap-3">
        <PersonAvatar person={review.reviewer} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">
            {path ? (
              <Link to={path} className="hover:underline">
                {review.reviewerName}
              </Link>
            ) : (
              review.reviewerName
            )}
          </p>
          <p className="text-sm text-ink-muted">
            <time dateTime={review.reviewDate} title={formatDay(review.reviewDate)}>
              {relativeTime(review.reviewDate, now)}
            </time>
          </p>
        </div>
        <p className="flex shrink-0 items-center gap-1.5">
          <StarDisplay value={review.overallRating} />
          <span className="text-sm font-semibold text-ink">
            {review.overallRating}
            <span className="sr-only"> out of 5 stars</span>
          </span>
        </p>
      </header>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
        {SCORES.map(([key, label]) =>
          review[key] === null ? null : (
            <li key={key}>
              {label}: <span className="font-semibold text-ink">{review[key]}</span>/5
            </li>
          ),
        )}
      </ul>
      <div className="mt-3 space-y-3 break-words text-ink">
        {paragraphsOf(review.reviewText).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
