import { useState } from 'react';
import { MessageSquareText, Star } from 'lucide-react';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { templateReviewInputSchema } from '@common/schemas/template-acquisitions';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useAddTemplateReview, useTemplateReviews } from '../../api/template-reviews';
import { countLabel } from '@common/plural';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * Reviews of the template (SPEC reviews with target type Template). Only someone who downloaded or
 * bought it may write one, once; the creator may not review their own.
 */
export function TemplateReviews({ template }: { template: TemplateDetail }) {
  const reviews = useTemplateReviews(template.id);
  const items = reviews.data?.items ?? [];
  const reviewed = items.some((r) => r.isOwn);
  const mayReview = Boolean(template.viewer?.owned && !template.viewer.isOwner && !reviewed);
  return (
    <Panel title="Reviews" icon={MessageSquareText}>
      {mayReview ? <ReviewForm templateId={template.id} /> : null}
      {reviews.isPending ? (
        <p className="text-sm text-ink-muted">Loading reviews...</p>
      ) : reviews.isError ? (
        <p className="text-sm text-danger">{`Failed to load reviews: ${reviews.error.message}`}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No reviews yet.
          {template.viewer?.owned || template.viewer?.isOwner
            ? ''
            : ' People who download or buy the template can review it.'}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((r) => (
            <li key={r.id} className="py-3 first:pt-0 last:pb-0">
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <span className="font-semibold text-ink">{r.reviewerName}</span>
                <span
                  className="inline-flex items-center gap-0.5 text-ink"
                  aria-label={`Rated ${r.overallRating} out of 5`}
                >
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star
                      key={i}
                      aria-hidden="true"
                      className={[
                        'size-3.5',
                        i < r.overallRating ? 'fill-highlight text-highlight' : 'text-line',
                      ].join(' ')}
                    />
                  ))}
                </span>
                <time dateTime={r.reviewDate} className="text-ink-muted">
                  {dateFormat.format(new Date(r.reviewDate))}
                </time>
              </p>
              {r.reviewText ? (
                <p className="mt-1 text-sm whitespace-pre-line text-ink">{r.reviewText}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ReviewForm({ templateId }: { templateId: string }) {
  const add = useAddTemplateReview(templateId);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mb-5 space-y-3 rounded-xl border border-line bg-surface-muted p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = templateReviewInputSchema.safeParse({
          overallRating: rating || undefined,
          reviewText: text,
        });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check your review');
        setError(null);
        add.mutate(parsed.data);
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-ink">Your rating</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={rating === n}
              aria-label={countLabel(n, 'star')}
              onClick={() => setRating(n)}
              className="rounded p-0.5 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            >
              <Star
                aria-hidden="true"
                className={['size-6', n <= rating ? 'fill-highlight text-highlight' : 'text-ink-muted'].join(
                  ' ',
                )}
              />
            </button>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label="Your review"
        rows={3}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {add.isError ? <Alert tone="error">{add.error.message}</Alert> : null}
      <Button type="submit" size="sm" busy={add.isPending} disabled={add.isPending}>
        Post review
      </Button>
    </form>
  );
}
