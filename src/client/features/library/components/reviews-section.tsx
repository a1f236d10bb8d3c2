import { useState } from 'react';
import { MessageSquareQuote, Pencil } from 'lucide-react';
import type { LibraryStory } from '@common/schemas/library';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { useReviews } from '../api/get-reviews';
import { useDeleteReview } from '../api/save-review';
import { plural } from './library-format';
import { ReviewCard } from './review-card';
import { DeleteWithConfirmButton, ReviewForm } from './lazy-forms';

type Props = { story: LibraryStory };

/** Reviews: the caller's own (write, edit, delete) above everyone's, newest first, with Load more. */
export function ReviewsSection({ story }: Props) {
  const reviews = useReviews(story.id);
  const remove = useDeleteReview(story.id);
  const [editing, setEditing] = useState(false);
  const [now] = useState(() => Date.now());
  const viewer = story.viewer;
  const own = viewer?.review ?? null;
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.items).filter((review) => !review.isOwn) ?? [];

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-heading" className="font-display text-2xl font-semibold text-ink">
          Reviews
        </h2>
        {first && first.totalCount > 0 ? (
          <p className="text-sm text-ink-muted">
            {plural(first.totalCount, 'review')}
            {first.averageOverall !== null ? ` · ${first.averageOverall.toFixed(1)} average` : ''}
          </p>
        ) : null}
      </div>

      {viewer && !viewer.isAuthor ? (
        own && !editing ? (
          <ReviewCard
            review={own}
            now={now}
            actions={
              <>
                <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit review
                </Button>
                <DeleteWithConfirmButton
                  noun="review"
                  consequence="Your review of this story will be removed. This cannot be undone."
                  onDelete={() => remove.mutateAsync()}
                  onDeleted={() => setEditing(false)}
                />
              </>
            }
          />
        ) : (
          <ReviewForm
            storyId={story.id}
            review={own}
            cancellable={own !== null}
            onDone={() => setEditing(false)}
          />
        )
      ) : null}

      {reviews.isPending ? (
        <Spinner label="Loading reviews..." />
      ) : reviews.isError && !reviews.data ? (
        <LoadError
          message={`Failed to load reviews: ${reviews.error.message}`}
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isFetching}
        />
      ) : items.length === 0 && !own ? (
        <EmptyState
          icon={MessageSquareQuote}
          title="No reviews yet"
          description={
            viewer?.isAuthor
              ? 'Reviews from readers will appear here.'
              : 'Be the first to tell others what you thought.'
          }
        />
      ) : (
        <div className="space-y-4">
          {items.map((review) => (
            <ReviewCard key={review.id} review={review} now={now} />
          ))}
          {reviews.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void reviews.fetchNextPage()}
              busy={reviews.isFetchingNextPage}
              disabled={reviews.isFetchingNextPage}
            >
              Load more reviews
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
