import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@client/components/ui/spinner';

/*
 * The review and comment forms (react-hook-form, zod and the input schemas) load only when one is
 * shown, and the delete button of one's own review and the confirm dialog of a deletable comment: a signed-out visitor
 * to a story page never downloads them, which keeps the page's critical-path JavaScript small.
 */
const ReviewFormModule = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));
const CommentFormModule = lazy(() => import('./comment-form').then((m) => ({ default: m.CommentForm })));
// Shown only beside the reader's own review; its confirm dialog (Radix) loads with it.
const DeleteButtonModule = lazy(() =>
  import('@client/components/ui/delete-with-confirm-button').then((m) => ({
    default: m.DeleteWithConfirmButton,
  })),
);

const loading = (label: string) => (
  <div className="flex min-h-32 items-center justify-center rounded-2xl border border-line bg-surface">
    <Spinner label={label} />
  </div>
);

export function ReviewForm(props: ComponentProps<typeof ReviewFormModule>) {
  return (
    <Suspense fallback={loading('Loading the review form...')}>
      <ReviewFormModule {...props} />
    </Suspense>
  );
}

export function CommentForm(props: ComponentProps<typeof CommentFormModule>) {
  return (
    <Suspense fallback={loading('Loading the comment form...')}>
      <CommentFormModule {...props} />
    </Suspense>
  );
}

export function DeleteWithConfirmButton(props: ComponentProps<typeof DeleteButtonModule>) {
  return (
    <Suspense fallback={null}>
      <DeleteButtonModule {...props} />
    </Suspense>
  );
}

/** Rendered only for comments the viewer may delete. */
export { LazyConfirmDialog as ConfirmDialog } from '@client/components/ui/lazy-confirm-dialog';
