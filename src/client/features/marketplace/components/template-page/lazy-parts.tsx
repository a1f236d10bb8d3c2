import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@client/components/ui/spinner';

/*
 * Parts of the template page most visitors never see load when shown: the review form (zod and
 * the review schema; holders only), the owner's panel (its delete dialog; the creator only), the
 * exclusive switch (the template-management calls; admins and the creator only), the purchase
 * confirmation (Radix Dialog; after Buy Now) and what shows when the template does not come (not
 * found, or the error). A signed-out visitor's first load of the page carries none of them.
 */
const ReviewFormModule = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));
const OwnerPanelModule = lazy(() => import('./owner-panel').then((m) => ({ default: m.OwnerPanel })));
const ExclusiveToggleModule = lazy(() =>
  import('./exclusive-toggle').then((m) => ({ default: m.ExclusiveToggle })),
);

export function ReviewForm(props: ComponentProps<typeof ReviewFormModule>) {
  return (
    <Suspense
      fallback={
        <div className="mb-5 flex min-h-32 items-center justify-center rounded-xl border border-line bg-surface-muted">
          <Spinner label="Loading the review form..." />
        </div>
      }
    >
      <ReviewFormModule {...props} />
    </Suspense>
  );
}

export function OwnerPanel(props: ComponentProps<typeof OwnerPanelModule>) {
  return (
    <Suspense fallback={null}>
      <OwnerPanelModule {...props} />
    </Suspense>
  );
}
const LoadFailureModule = lazy(() => import('./load-failure').then((m) => ({ default: m.LoadFailure })));

export function LoadFailure(props: ComponentProps<typeof LoadFailureModule>) {
  return (
    <Suspense fallback={<Spinner label="Loading template..." />}>
      <LoadFailureModule {...props} />
    </Suspense>
  );
}

/** Loads only for those it may show to (an admin or the creator); the part itself decides the rest. */
export function ExclusiveToggle(props: ComponentProps<typeof ExclusiveToggleModule>) {
  const viewer = props.template.viewer;
  if (!viewer?.canSetExclusive && !viewer?.isOwner) return null;
  return (
    <Suspense fallback={null}>
      <ExclusiveToggleModule {...props} />
    </Suspense>
  );
}

export { LazyConfirmDialog as ConfirmDialog } from '@client/components/ui/lazy-confirm-dialog';
