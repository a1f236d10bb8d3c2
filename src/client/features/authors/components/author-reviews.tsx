import { useState } from 'react';
import { MessageSquareQuote, PenLine } from 'lucide-react';
import type { AuthorProfile, AuthorReview } from '@common/schemas/social';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { StarRating } from '@client/components/star-rating/star-rating';
import { useAuthorReviews } from '../api/get-author-reviews';
import { AuthorReviewForm } from './author-review-form';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Reviews of the author, newest first, with the caller's own review form when they may write one. */
export function AuthorReviews({ author }: { author: AuthorProfile }) {
  const query = useAuthorReviews(author.username);
  const mayReview = author.viewer !== null && !author.viewer.isSelf;
  const mine = query.data?.pages[0]?.mine ?? null;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const [writing, setWriting] = useState(false);

  return (
    <section aria-labelledby="author-reviews">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="author-reviews" className="font-display text-xl font-semibold text-ink">
          Reviews of {author.username}
        </h2>
        {mayReview && query.isSuccess && !writing ? (
          <Button variant="secondary" size="sm" onClick={() => setWriting(true)}>
            <PenLine aria-hidden="true" className="size-4" />
            {mine ? 'Edit your review' : 'Write a review'}
          </Button>
        ) : null}
      </div>
      <div className="mt-4 flex flex-col gap-4">
        {mayReview && writing ? (
          <AuthorReviewForm username={author.username} mine={mine} onClose={() => setWriting(false)} />
        ) : null}
        {query.isPending ? (
          <Spinner label="Loading reviews..." />
        ) : query.isError && !query.data ? (
          <LoadError
            message={`Failed to load reviews: ${query.error.message}`}
            onRetry={() => void query.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-ink-muted">
            <MessageSquareQuote aria-hidden="true" className="mx-auto mb-2 size-6 text-accent" />
            No reviews yet.
          </p>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            {query.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  busy={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? 'Loading more...' : 'More reviews'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function ReviewCard({ review }: { review: AuthorReview }) {
  const scores = [
    ['Writing', review.writingQuality],
    ['Creativity', review.creativity],
    ['Collaboration', review.collaboration],
  ] as const;
  return (
    <article className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-surface-muted font-display text-sm text-ink"
        >
          {review.reviewerName.charAt(0).toUpperCase()}
        </span>
        <span className="font-semibold text-ink">{review.reviewerName}</span>
        {review.isOwn ? <Badge tone="accent">You</Badge> : null}
        <time dateTime={review.reviewDate} className="text-sm text-ink-muted">
          {date.format(new Date(review.reviewDate))}
        </time>
        <StarRating value={review.overallRating} className="sm:ml-auto" />
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-ink">{review.reviewText}</p>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        {scores.map(([label, value]) =>
          value === null ? null : (
            <div key={label} className="flex gap-1">
              <dt>{label}</dt>
              <dd className="font-semibold text-ink">{value}/5</dd>
            </div>
          ),
        )}
      </dl>
    </article>
  );
}
