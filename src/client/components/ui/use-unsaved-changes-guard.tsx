import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** The question SPEC section 2 asks before unsaved edits are thrown away. */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Are you sure you want to leave?';

type Guard = {
  /** Render it anywhere in the form's tree: the "leave without saving?" question. */
  dialog: ReactNode;
  /**
   * Lets the next navigation through unasked; call it in an event handler (e.g. after a
   * successful save or delete) right before navigating away on purpose.
   */
  allowLeaving: () => void;
};

/**
 * Warns before work is lost while `dirty` is true: leaving inside the app (Cancel, a nav link,
 * Back) asks in a dialog; closing or reloading the tab gets the browser's own warning.
 * Changing only the query or hash of the same page is not leaving.
 */
export function useUnsavedChangesGuard(dirty: boolean): Guard {
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description={UNSAVED_CHANGES_MESSAGE}
      cancelLabel="Stay on this page"
      confirmLabel="Leave"
      tone="danger"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
  return { dialog, allowLeaving };
}
