import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryStates, queryStatusOf, type QueryStatus } from './query-states';

const query = (over: Partial<Parameters<typeof queryStatusOf>[0]>) => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  isFetching: false,
  refetch: () => undefined,
  ...over,
});

describe('queryStatusOf', () => {
  it('is loading until the first answer, failed only with nothing to show, ready otherwise', () => {
    expect(queryStatusOf(query({ isPending: true })).status).toBe('loading');
    const failed = queryStatusOf(query({ isError: true, error: new Error('Down'), isFetching: true }));
    expect(failed).toMatchObject({ status: 'error', message: 'Down', retrying: true });
    // A failed refetch or next page keeps what was loaded on screen.
    expect(
      queryStatusOf(query({ isError: true, error: new Error('Down'), data: { items: [] } })).status,
    ).toBe('ready');
    expect(queryStatusOf(query({ data: { items: [] } })).status).toBe('ready');
  });
});

describe('QueryStates', () => {
  const draw = (state: QueryStatus, count = 0, filtered = false) =>
    renderToStaticMarkup(
      createElement(QueryStates, {
        state,
        loading: 'LOADING',
        errorTitle: 'Failed to load data',
        count,
        filtered,
        empty: 'EMPTY',
        noMatches: 'NO MATCHES',
        children: 'ITEMS',
      }),
    );

  it('draws loading, the failure with its message and Try again, empty, no matches and the items', () => {
    expect(draw({ status: 'loading' })).toBe('LOADING');
    const failed = draw({ status: 'error', message: 'Network down', retrying: false, onRetry: () => {} });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Failed to load data');
    expect(failed).toContain('Network down');
    expect(failed).toContain('Try again');
    expect(draw({ status: 'ready' })).toBe('EMPTY');
    expect(draw({ status: 'ready' }, 0, true)).toBe('NO MATCHES');
    expect(draw({ status: 'ready' }, 3, true)).toBe('ITEMS');
  });
});
