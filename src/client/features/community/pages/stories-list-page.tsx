import { useSearchParams } from 'react-router';
import { BookOpen } from 'lucide-react';
import { COMMUNITY_CATEGORIES } from '@common/constants';
import { EmptyState } from '@client/components/ui/empty-state';
import { PageHeader } from '@client/components/ui/page-header';
import { PagedCardList } from '@client/components/ui/paged-card-list';
import { Checkbox } from '@client/components/ui/checkbox';
import { SelectField } from '@client/components/ui/select-field';
import { useAllCommunityStories } from '../api/get-community-stories';
import { BackToCommunity } from '../components/back-to-community';
import { CATEGORY_OPTIONS } from '../components/community-filters';
import { StoryCard } from '../components/story-card';
import { AdvancedFiltersPanel } from '@client/components/advanced-filters/advanced-filters-panel';
import { filtersOf } from '@client/components/advanced-filters/filter-values';

/**
 * 'See all' stories (/community/stories): every published story of the category, 20 a page; the
 * exclusive filter (issue 25) keeps exclusive stories only; the advanced filters (issue 25, plans
 * with advancedFilters) and their saved presets live in the address too, so a link keeps them.
 */
export default function StoriesListPage() {
  const [params, setParams] = useSearchParams();
  const genre = COMMUNITY_CATEGORIES.find((c) => c === params.get('category'));
  const exclusive = params.get('exclusive') === 'true';
  const advanced = filtersOf(params);
  const advancedOn = Object.keys(advanced).length > 0;
  const query = useAllCommunityStories(genre, exclusive, advanced);
  /** Sets one filter in the address, keeping the other. */
  const setFilter = (name: 'category' | 'exclusive', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  /** Puts these advanced filters (or a preset's) in the address, replacing the previous ones. */
  const applyAdvanced = (values: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const key of Object.keys(filtersOf(params))) next.delete(key);
    for (const [key, value] of Object.entries(values)) {
      if (key === 'genre') next.set('category', value);
      else if (key === 'exclusive') next.set('exclusive', value);
      else next.set(key, value);
    }
    setParams(next);
  };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Discover Stories"
        description="Every published story of the community."
        icon={BookOpen}
        eyebrow={<BackToCommunity tab="discover" label="Back to the Community Hub" />}
      />
      <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <SelectField
          label="Category"
          layout="inline"
          options={CATEGORY_OPTIONS.map((c) => ({ value: c, label: c }))}
          value={genre ?? 'All'}
          onChange={(e) => setFilter('category', e.target.value === 'All' ? null : e.target.value)}
          className="sm:w-56"
        />
        <Checkbox
          label="Exclusive stories only"
          checked={exclusive}
          onChange={(e) => setFilter('exclusive', e.target.checked ? 'true' : null)}
        />
      </div>
      <AdvancedFiltersPanel applied={advanced} onApply={applyAdvanced} />
      <PagedCardList
        query={query}
        noun="stories"
        label="Stories"
        filtered={Boolean(genre) || exclusive || advancedOn}
        empty={<EmptyState icon={BookOpen} title="No stories yet" />}
        filteredEmpty={
          <EmptyState
            icon={BookOpen}
            title={
              advancedOn
                ? 'No stories match these filters'
                : `No ${exclusive ? 'exclusive ' : ''}${genre ?? ''} stories yet`.replace(/ +/g, ' ')
            }
          />
        }
        renderItem={(s) => <StoryCard story={s} />}
      />
    </div>
  );
}
