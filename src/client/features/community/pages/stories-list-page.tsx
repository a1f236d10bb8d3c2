import { useSearchParams } from 'react-router';
import { BookOpen } from 'lucide-react';
import { COMMUNITY_CATEGORIES } from '@common/constants';
import { EmptyState } from '@client/components/ui/empty-state';
import { PageHeader } from '@client/components/ui/page-header';
import { PagedCardList } from '@client/components/ui/paged-card-list';
import { SelectField } from '@client/components/ui/select-field';
import { useAllCommunityStories } from '../api/get-community-stories';
import { BackToCommunity } from '../components/back-to-community';
import { CATEGORY_OPTIONS } from '../components/community-filters';
import { StoryCard } from '../components/story-card';

/** 'See all' stories (/community/stories): every published story of the category, 20 a page. */
export default function StoriesListPage() {
  const [params, setParams] = useSearchParams();
  const genre = COMMUNITY_CATEGORIES.find((c) => c === params.get('category'));
  const query = useAllCommunityStories(genre);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Discover Stories"
        description="Every published story of the community."
        icon={BookOpen}
        eyebrow={<BackToCommunity tab="discover" label="Back to the Community Hub" />}
      />
      <SelectField
        label="Category"
        layout="inline"
        options={CATEGORY_OPTIONS.map((c) => ({ value: c, label: c }))}
        value={genre ?? 'All'}
        onChange={(e) =>
          setParams(e.target.value === 'All' ? {} : { category: e.target.value }, { replace: true })
        }
        className="mb-6 sm:w-56"
      />
      <PagedCardList
        query={query}
        noun="stories"
        label="Stories"
        filtered={Boolean(genre)}
        empty={<EmptyState icon={BookOpen} title="No stories yet" />}
        filteredEmpty={<EmptyState icon={BookOpen} title={`No ${genre ?? ''} stories yet`} />}
        renderItem={(s) => <StoryCard story={s} />}
      />
    </div>
  );
}
