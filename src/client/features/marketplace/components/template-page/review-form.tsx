import { useState } from 'react';
import { Star } from 'lucide-react';
import { templateReviewInputSchema } from '@common/schemas/template-acquisitions';
import { countLabel } from '@common/plural';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useAddTemplateReview } from '../../api/template-reviews';

/** A holder's review of the template: 1 to 5 stars and an optional text, checked by the input schema. */
export function ReviewForm({ templateId }: { templateId: string }) {
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
