import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The query string as last asked for, shared by every useSearchParam on the page. React Router's
 * functional setSearchParams starts from the params of the render that made it, so two updates
 * in one tick (or a debounced one from an older render) would undo each other; starting from
 * this instead keeps them all. It follows the address whenever the address changes.
 */
let latestParams: URLSearchParams | null = null;

/**
 * One query-string parameter as state (e.g. a list filter), so filters survive a reload and
 * Back. Setting '' removes the parameter; updates replace the history entry instead of adding one.
 * Several parameters may be set in one go (e.g. "Clear filters") without losing any change.
 */
export function useSearchParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';

  useEffect(() => {
    latestParams = params;
  }, [params]);

  const setValue = useCallback(
    (next: string) => {
      const updated = new URLSearchParams(latestParams ?? params);
      if (next) updated.set(name, next);
      else updated.delete(name);
      latestParams = updated;
      setParams(updated, { replace: true });
    },
    [name, params, setParams],
  );
  return [value, setValue];
}

type DebouncedSearch = {
  /** What the search box shows, updated on every keystroke. */
  draft: string;
  /** The search box's change handler. */
  setDraft: (value: string) => void;
  /** The trimmed term in the URL, written once typing pauses: query with this one. */
  value: string;
  /** Empties the box and the URL parameter at once (e.g. "Clear filters"). */
  clear: () => void;
};

/**
 * A search box backed by a query-string parameter: the box answers every keystroke, the URL
 * (and so the server query) follows once typing has paused for `delayMs`. If the URL changes
 * from outside (Back, a link), the box follows it.
 */
export function useDebouncedSearchParam(name: string, delayMs = 300): DebouncedSearch {
  const [value, setValue] = useSearchParam(name);
  const [draft, setDraftState] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== draft.trim()) setDraftState(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const setDraft = useCallback(
    (next: string) => {
      setDraftState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setValue(next.trim()), delayMs);
    },
    [delayMs, setValue],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setDraftState('');
    setValue('');
  }, [setValue]);
  return { draft, setDraft, value, clear };
}
