import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { chapterCreateSchema } from '@common/schemas/chapter';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';

type Values = z.input<typeof chapterCreateSchema>;

type Props = {
  /** The field's label, e.g. "New chapter title" or "Rename Chapter 2". */
  label: string;
  defaultTitle?: string;
  placeholder?: string;
  submitLabel: string;
  /** Saves the trimmed title; a rejection keeps the text and shows the server's message. */
  onSubmit: (title: string) => Promise<unknown>;
  /** Shown as a Cancel button when given (rename); adding has none. */
  onCancel?: () => void;
  autoFocus?: boolean;
};

/**
 * A one-field form for a chapter title, validated with the shared chapterCreateSchema, used to
 * add a chapter and to rename one. Escape cancels a rename.
 */
export function ChapterTitleForm({
  label,
  defaultTitle = '',
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: Props) {
  const { register, handleSubmit, reset, setError, formState } = useForm<
    Values,
    unknown,
    z.output<typeof chapterCreateSchema>
  >({
    resolver: zodResolver(chapterCreateSchema),
    defaultValues: { title: defaultTitle },
  });
  const submit = handleSubmit(async ({ title }) => {
    try {
      await onSubmit(title);
      if (!onCancel) reset({ title: '' });
    } catch (err) {
      setError('title', { message: err instanceof Error ? err.message : 'Could not save the title' });
    }
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onCancel) {
          e.preventDefault();
          onCancel();
        }
      }}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <TextField
        label={label}
        placeholder={placeholder}
        autoComplete="off"
        autoFocus={autoFocus}
        error={formState.errors.title?.message}
        className="min-w-0 flex-1 [&_label]:sr-only"
        {...register('title')}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          busy={formState.isSubmitting}
          disabled={formState.isSubmitting}
          className="sm:mt-0"
        >
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
