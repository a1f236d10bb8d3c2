import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTHOR_REVIEW_TEXT_MAX,
  authorReviewInputSchema,
  type AuthorReview,
  type AuthorReviewInput,
} from '@common/schemas/social';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useDeleteAuthorReview } from '../api/delete-author-review';
import { useSaveAuthorReview } from '../api/save-author-review';
import { ScoreInput } from './score-input';

type Props = {
  username: string;
  /** The caller's existing review (edit mode), or null to write a new one. */
  mine: AuthorReview | null;
  /** Called after a successful save or delete, and by Cancel; the parent closes the form. */
  onClose: () => void;
};

const CRITERIA = [
  ['writingQuality', 'Writing quality'],
  ['creativity', 'Creativity'],
  ['collaboration', 'Collaboration'],
  ['overallRating', 'Overall'],
] as const;

/**
 * Write or edit the caller's one review of this author: four 1..5 scores and a text, validated
 * with the shared schema. A failed save keeps everything typed and says why.
 */
export function AuthorReviewForm({ username, mine, onClose }: Props) {
  const save = useSaveAuthorReview(username);
  const remove = useDeleteAuthorReview(username);
  const form = useForm<AuthorReviewInput>({
    resolver: zodResolver(authorReviewInputSchema),
    defaultValues: mine
      ? {
          writingQuality: mine.writingQuality ?? undefined,
          creativity: mine.creativity ?? undefined,
          collaboration: mine.collaboration ?? undefined,
          overallRating: mine.overallRating,
          reviewText: mine.reviewText,
        }
      : { reviewText: '' },
  });
  const text = useWatch({ control: form.control, name: 'reviewText' }) ?? '';
  const errors = form.formState.errors;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button that opened the form is gone: keyboard focus continues at the form's heading.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onClose();
    } catch {
      // The error is shown from save.error; the form keeps what was typed.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-lg font-semibold text-ink focus:outline-none"
      >
        {mine ? 'Your review' : `Review ${username}`}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {CRITERIA.map(([name, label]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <ScoreInput
                label={label}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </div>
      <TextareaField
        className="mt-4"
        label="Your review"
        rows={4}
        length={text.length}
        limit={AUTHOR_REVIEW_TEXT_MAX}
        error={errors.reviewText?.message}
        {...form.register('reviewText')}
      />
      {save.isError ? (
        <Alert tone="error" className="mt-4">
          Failed to save your review: {save.error.message}
        </Alert>
      ) : null}
      {remove.isError ? (
        <Alert tone="error" className="mt-4">
          Failed to delete your review: {remove.error.message}
        </Alert>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        {mine ? (
          <Button
            variant="secondary"
            busy={remove.isPending}
            disabled={remove.isPending || save.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onClose })}
          >
            Delete review
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose} disabled={save.isPending || remove.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : mine ? 'Update review' : 'Post review'}
        </Button>
      </div>
    </form>
  );
}
