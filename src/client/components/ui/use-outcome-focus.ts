import { useCallback, useEffect, useState } from 'react';

/**
 * After a one-click action whose button goes away (Join, Buy, Register, Confirm, Create), the
 * focus would fall to <body> and a screen reader would hear nothing. `done(message)` records what
 * happened; once the page shows it, the element given `ref={focusTarget}` (the visible outcome, rendered with
 * tabIndex -1 and role="status") takes the focus, so it is read out and keyboard users go on from
 * there.
 *
 * @example
 * const { focusTarget, message, done } = useOutcomeFocus<HTMLParagraphElement>();
 * join.mutate(id, { onSuccess: () => done('You are registered.') });
 * {message ? <p ref={focusTarget} tabIndex={-1} role="status">{message}</p> : null}
 */
export function useOutcomeFocus<T extends HTMLElement>() {
  // A callback ref kept in state: the effect runs again once the outcome's element is mounted.
  const [node, focusTarget] = useState<T | null>(null);
  const [outcome, setOutcome] = useState<{ message: string; at: number } | null>(null);
  useEffect(() => {
    if (outcome) node?.focus();
  }, [outcome, node]);
  const done = useCallback((message: string) => setOutcome({ message, at: Date.now() }), []);
  const clear = useCallback(() => setOutcome(null), []);
  return { focusTarget, message: outcome?.message ?? null, done, clear };
}

/** The classes of a focusable outcome message: visible text with the app's focus ring. */
export const outcomeClassName =
  'rounded-sm text-sm font-semibold text-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface';
