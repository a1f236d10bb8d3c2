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

/**
 * 'See all' stories (/community/stories): every published story of the category, 20 a page; the
 * exclusive filter (issue 25) keeps exclusive stories only.
 */
export default function StoriesListPage() {
  const [params, setParams] = useSearchParams();
  const genre = COMMUNITY_CATEGORIES.find((c) => c === params.get('category'));
  const exclusive = params.get('exclusive') === 'true';
  const query = useAllCommunityStories(genre, exclusive);
  /** Sets one filter in the address, keeping the other. */
  const setFilter = (name: 'category' | 'exclusive', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
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
      <PagedCardList
        query={query}
        noun="stories"
        label="Stories"
        filtered={Boolean(genre) || exclusive}
        empty={<EmptyState icon={BookOpen} title="No stories yet" />}
        filteredEmpty={
          <EmptyState
            icon={BookOpen}
            title={`No ${exclusive ? 'exclusive ' : ''}${genre ?? ''} stories yet`.replace(/ +/g, ' ')}
          />
        }
        renderItem={(s) => <StoryCard story={s} />}
      />
    </div>
  );
}
