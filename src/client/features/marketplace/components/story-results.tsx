import { useSearchParams } from 'react-router';
import type { MARKETPLACE_GENRES } from '@common/constants';
import { AdvancedFiltersPanel } from '@client/components/advanced-filters/advanced-filters-panel';
import { filtersOf } from '@client/components/advanced-filters/filter-values';
import { useMarketplaceStories } from '../api/get-marketplace-stories';
import { isFiltered, type MarketplaceView } from './marketplace-options';
import { MarketplaceResults, resultsOf } from './marketplace-results';
import { MarketStoryCard } from './market-story-card';

type Props = { view: MarketplaceView; onClearFilters: () => void };

/**
 * The Completed Books (status Complete) and Ongoing Stories (status Active) lists, 50 a page,
 * with the library's advanced filters (issue 25: locked, naming the plans, for other plans) kept
 * in the address beside the tab, chip and search.
 */
export function StoryResults({ view, onClearFilters }: Props) {
  const [params, setParams] = useSearchParams();
  const advanced = filtersOf(params);
  const advancedOn = Object.keys(advanced).length > 0;
  const ongoing = view.tab === 'ongoing';
  const query = useMarketplaceStories(
    {
      status: ongoing ? 'Active' : 'Complete',
      genre: view.category as (typeof MARKETPLACE_GENRES)[number] | undefined,
      q: view.q,
      sort: view.sort === 'price_asc' || view.sort === 'price_desc' ? 'popular' : view.sort,
    },
    advanced,
  );
  /** Puts these advanced filters (or a preset's) in the address, replacing the previous ones. */
  const applyAdvanced = (values: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const key of Object.keys(advanced)) next.delete(key);
    for (const [key, value] of Object.entries(values)) next.set(key, value);
    setParams(next, { preventScrollReset: true });
  };
  const { state, more } = resultsOf(query);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <AdvancedFiltersPanel applied={advanced} onApply={applyAdvanced} />
      <MarketplaceResults
        tab={view.tab}
        state={state}
        filtered={isFiltered(view) || advancedOn}
        onClearFilters={onClearFilters}
        more={more}
      >
        {items.map((story) => (
          <li key={story.id} className="flex">
            <MarketStoryCard story={story} ongoing={ongoing} />
          </li>
        ))}
      </MarketplaceResults>
    </>
  );
}
