import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/** Where a list's query is, as QueryStates draws it (a plain object, so tests need no query). */
export type QueryStatus =
  | { status: 'loading' }
  | { status: 'error'; message: string; retrying: boolean; onRetry: () => void }
  | { status: 'ready' };

/** The part of a TanStack query (plain or infinite) that QueryStates reads. */
type QueryLike = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * A query's status: loading until its first answer; failed only while it has nothing to show (a
 * failed next page or background refetch keeps the loaded items on screen); ready otherwise.
 */
export function queryStatusOf(query: QueryLike): QueryStatus {
  if (query.isPending) return { status: 'loading' };
  if (query.isError && query.data === undefined) {
    return {
      status: 'error',
      message: query.error?.message ?? '',
      retrying: query.isFetching,
      onRetry: () => void query.refetch(),
    };
  }
  return { status: 'ready' };
}

type Props = {
  state: QueryStatus;
  /** Drawn while loading: a skeleton of the cards or a spinner, announcing what loads. */
  loading: ReactNode;
  /** The first line of the failure box, e.g. 'Failed to load data'; the error's message follows. */
  errorTitle: string;
  /** How many items the list shows once ready; 0 draws `empty` or `noMatches`. */
  count: number;
  /** Filters (search, category, price) narrow the list: nothing shown means none matched. */
  filtered?: boolean;
  /** Nothing there at all: what is missing and the way forward. */
  empty: ReactNode;
  /** Nothing matched the filters (defaults to `empty`). */
  noMatches?: ReactNode;
  /** The items. */
  children: ReactNode;
};

/**
 * The four states every list of the hub and the marketplace has, in one place: loading, a failure
 * with its message and Try again (announced as an alert), empty, and empty because of the
 * filters; the items otherwise.
 */
export function QueryStates({
  state,
  loading,
  errorTitle,
  count,
  filtered,
  empty,
  noMatches,
  children,
}: Props) {
  if (state.status === 'loading') return loading;
  if (state.status === 'error') {
    return (
      <LoadError
        title={errorTitle}
        message={state.message}
        onRetry={state.onRetry}
        retrying={state.retrying}
      />
    );
  }
  if (count === 0) return filtered && noMatches !== undefined ? noMatches : empty;
  return children;
}
