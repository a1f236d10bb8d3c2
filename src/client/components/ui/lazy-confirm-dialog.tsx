import { lazy, Suspense, type ComponentProps } from 'react';

// Radix Dialog stays out of a page's first load until a confirmation is shown.
const ConfirmDialogModule = lazy(() =>
  import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** ConfirmDialog whose code (Radix Dialog) loads when it is first rendered; nothing shows meanwhile. */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialogModule>) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModule {...props} />
    </Suspense>
  );
}
