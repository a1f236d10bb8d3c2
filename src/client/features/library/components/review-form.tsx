import { useId } from 'react';
import type { z } from 'zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REVIEW_TEXT_MAX,
  storyReviewInputSchema,
  type StoryReview,
  type StoryReviewInput,
} from '@common/schemas/reviews';
import { Button } from '@client/components/ui/button';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useSaveReview } from '../api/save-review';
import { StarRatingInput } from './star-rating-input';

type Props = {
  storyId: string;
  /** The caller's existing review to edit; null writes a new one. */
  review: StoryReview | null;
  /** Called after a successful save, and on Cancel. */
  onDone: () => void;
  /** Shows a Cancel button (editing an existing review). */
  cancellable: boolean;
};

const SCORE_FIELDS = [
  ['overallRating', 'Overall'],
  ['writingQuality', 'Writing quality'],
  ['creativity', 'Creativity'],
  ['collaboration', 'Collaboration (optional)'],
] as const;

/**
 * Write or edit the caller's review: four star scores (collaboration optional) and the text,
 * validated with the shared schema. A failed save keeps everything typed and shows why.
 */
export function ReviewForm({ storyId, review, onDone, cancellable }: Props) {
  const headingId = useId();
  const save = useSaveReview(storyId);
  const form = useForm<StoryReviewInput, unknown, z.output<typeof storyReviewInputSchema>>({
    resolver: zodResolver(storyReviewInputSchema),
    defaultValues: {
      writingQuality: review?.writingQuality ?? undefined,
      creativity: review?.creativity ?? undefined,
      collaboration: review?.collaboration ?? null,
      overallRating: review?.overallRating ?? undefined,
      reviewText: review?.reviewText ?? '',
    },
  });
  const text = useWatch({ control: form.control, name: 'reviewText' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(values).then(onDone, () => undefined);
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h3 id={headingId} className="font-display text-lg font-semibold text-ink">
        {review ? 'Edit your review' : 'Write a review'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {SCORE_FIELDS.map(([name, legend]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <StarRatingInput
                legend={legend}
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </div>
      <TextareaField
        label="Your review"
        rows={5}
        placeholder="What worked for you, and what could be better?"
        length={text.length}
        limit={REVIEW_TEXT_MAX}
        error={errors.reviewText?.message}
        {...form.register('reviewText')}
      />
      <SaveErrorAlert error={save.error} fallback="Your review could not be saved. Please try again." />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={form.formState.isSubmitting} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : review ? 'Save changes' : 'Post review'}
        </Button>
        {cancellable ? (
          <Button variant="ghost" onClick={onDone} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
