import { RecommendedStoryList } from '@client/components/recommended-stories/recommended-story-list';
import { useAlsoRead } from '../api/get-also-read';

/** Readers of this story also read: three stories from the recommendation job's neighbours. */
export function AlsoReadSection({ storyId }: { storyId: string }) {
  const query = useAlsoRead(storyId);
  return (
    <section aria-labelledby="also-read-heading">
      <h2 id="also-read-heading" className="mb-4 font-display text-2xl font-semibold text-ink">
        Readers of this story also read
      </h2>
      <RecommendedStoryList
        what="stories readers also read"
        stories={query.data?.items}
        pending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        empty="Nothing to suggest yet: as more people read this story, their other reads show here."
      />
    </section>
  );
}
