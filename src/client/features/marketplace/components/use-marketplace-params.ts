import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADVANCED_FILTER_KEYS } from '@common/advanced-filters';
import { nextMarketplaceParams, parseMarketplaceParams, type MarketplaceTab } from './marketplace-options';

const SEARCH_DELAY_MS = 350;

/**
 * The marketplace view kept in the address, so Back, reload and a shared link show the same list.
 * A tab, chip, price or sort change is a new history entry (Back undoes it); typing in the search
 * box updates the box at once and replaces the address once typing pauses.
 */
export function useMarketplaceParams() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseMarketplaceParams(params), [params]);
  const [draft, setDraft] = useState(view.q ?? '');
  const [seenQ, setSeenQ] = useState(view.q ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The address changed from outside (Back, a link): the box follows it.
  if ((view.q ?? '') !== seenQ) {
    setSeenQ(view.q ?? '');
    if ((view.q ?? '') !== draft.trim()) setDraft(view.q ?? '');
  }

  const change = useCallback(
    (patch: Parameters<typeof nextMarketplaceParams>[1], replace = false) => {
      const next = nextMarketplaceParams(latest.current, patch);
      latest.current = next;
      setParams(next, { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const setSearch = useCallback(
    (value: string) => {
      setDraft(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => change({ q: value.trim() }, true), SEARCH_DELAY_MS);
    },
    [change],
  );

  return {
    view,
    search: draft,
    setSearch,
    setTab: (tab: MarketplaceTab) => change({ tab }),
    setCategory: (category: string) => change({ category }),
    setPrice: (price: string) => change({ price }),
    setSort: (sort: string) => change({ sort }),
    clearFilters: () => {
      clearTimeout(timer.current);
      setDraft('');
      // One address change: the chip, the search, the price and the story tabs' advanced filters.
      const next = nextMarketplaceParams(latest.current, { category: '', q: '', price: '' });
      for (const key of ADVANCED_FILTER_KEYS) next.delete(key);
      latest.current = next;
      setParams(next, { preventScrollReset: true });
    },
  };
}
