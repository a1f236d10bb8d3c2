import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Hash, Tags } from 'lucide-react';
import { tagPath } from '@common/story-labels';
import { ApiError } from '@client/lib/api';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { PageHeader } from '@client/components/ui/page-header';
import { PagedCardList } from '@client/components/ui/paged-card-list';
import { useTagStories } from '../api/get-tag-stories';
import { TagStoryCard } from '../components/tag-story-card';

/**
 * /tags/:slug: the published stories carrying a tag, newest published first, a page at a time.
 * A merged tag's address moves to the tag it was merged into (the server answers with it).
 */
export default function TagPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const query = useTagStories(slug);
  const tag = query.data?.pages[0]?.tag;

  useEffect(() => {
    if (tag && tag.slug !== slug) void navigate(tagPath(tag.slug), { replace: true });
  }, [tag, slug, navigate]);

  const missing = query.isError && query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={tag ? tag.name : missing ? 'Tag not found' : 'Tag'}
        description={tag ? `Published stories tagged ${tag.name}, newest first.` : undefined}
        icon={Hash}
        eyebrow={<p className="text-sm font-semibold tracking-wide text-accent uppercase">Tag</p>}
      />
      <div>
        {missing ? (
          <EmptyState
            icon={Tags}
            title="Tag not found"
            description="No story carries this tag. It may have been renamed or merged."
            action={<LinkButton to="/community/stories">Discover stories</LinkButton>}
          />
        ) : (
          <PagedCardList
            query={query}
            noun="stories"
            label={tag ? `Stories tagged ${tag.name}` : 'Stories'}
            filtered={false}
            empty={
              <EmptyState
                icon={Tags}
                title="No published stories yet"
                description="No published story carries this tag yet. Stories appear here once their authors publish them."
                action={<LinkButton to="/community/stories">Discover stories</LinkButton>}
              />
            }
            filteredEmpty={null}
            renderItem={(story) => <TagStoryCard story={story} />}
          />
        )}
      </div>
    </div>
  );
}
