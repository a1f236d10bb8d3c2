import type { MARKETPLACE_GENRES } from '@common/constants';
import { useMarketplaceStories } from '../api/get-marketplace-stories';
import { isFiltered, type MarketplaceView } from './marketplace-options';
import { MarketplaceResults, resultsOf } from './marketplace-results';
import { MarketStoryCard } from './market-story-card';

type Props = { view: MarketplaceView; onClearFilters: () => void };

/** The Completed Books (status Complete) and Ongoing Stories (status Active) lists, 50 a page. */
export function StoryResults({ view, onClearFilters }: Props) {
  const ongoing = view.tab === 'ongoing';
  const query = useMarketplaceStories({
    status: ongoing ? 'Active' : 'Complete',
    genre: view.category as (typeof MARKETPLACE_GENRES)[number] | undefined,
    q: view.q,
    sort: view.sort === 'price_asc' || view.sort === 'price_desc' ? 'popular' : view.sort,
  });
  const { state, more } = resultsOf(query);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <MarketplaceResults
      tab={view.tab}
      state={state}
      filtered={isFiltered(view)}
      onClearFilters={onClearFilters}
      more={more}
    >
      {items.map((story) => (
        <li key={story.id} className="flex">
          <MarketStoryCard story={story} ongoing={ongoing} />
        </li>
      ))}
    </MarketplaceResults>
  );
}
