import type { z } from 'zod';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMENT_TEXT_MAX, commentInputSchema, type CommentInput } from '@common/schemas/comments';
import { Button } from '@client/components/ui/button';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { TextareaField } from '@client/components/ui/textarea-field';
import { usePostComment } from '../api/post-comment';

type Props = {
  storyId: string;
  /** Set for a reply: the comment being answered. */
  parentCommentId?: string;
  /** The field's label, e.g. "Add a comment" or "Reply to aria". */
  label: string;
  /** Called after a successful post (the form has emptied itself). */
  onPosted?: () => void;
  /** Shows Cancel (replies). */
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** A comment or reply box validated with the shared schema; a failed post keeps the text. */
export function CommentForm({ storyId, parentCommentId, label, onPosted, onCancel, autoFocus }: Props) {
  const post = usePostComment(storyId);
  const form = useForm<CommentInput, unknown, z.output<typeof commentInputSchema>>({
    resolver: zodResolver(commentInputSchema),
    defaultValues: { commentText: '', parentCommentId: parentCommentId ?? null },
  });
  const text = useWatch({ control: form.control, name: 'commentText' });
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      await post.mutateAsync(values);
      form.reset({ commentText: '', parentCommentId: parentCommentId ?? null });
      onPosted?.();
    } catch {
      // The error shows below the field; the text stays.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextareaField
        label={label}
        hideLabel={parentCommentId !== undefined}
        rows={parentCommentId ? 2 : 3}
        placeholder={parentCommentId ? 'Write a reply...' : 'Share your thoughts on this story...'}
        autoFocus={autoFocus}
        length={text.length}
        limit={COMMENT_TEXT_MAX}
        error={form.formState.errors.commentText?.message}
        {...form.register('commentText')}
      />
      <SaveErrorAlert error={post.error} fallback="Your comment could not be posted. Please try again." />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={submitting} disabled={submitting}>
          {submitting ? 'Posting...' : parentCommentId ? 'Post reply' : 'Post comment'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
