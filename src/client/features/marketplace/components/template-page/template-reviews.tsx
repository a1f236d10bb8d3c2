import { MessageSquareText, Star } from 'lucide-react';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { Panel } from '@client/components/ui/panel';
import { useTemplateReviews } from '../../api/template-reviews';
import { ReviewForm } from './lazy-parts';

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
