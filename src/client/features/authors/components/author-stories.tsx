import { Link } from 'react-router';
import { BookOpen, Eye, FileText } from 'lucide-react';
import type { AuthorStory } from '@common/schemas/social';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { StarRating } from '@client/components/star-rating/star-rating';
import { useAuthorStories } from '../api/get-author-stories';
import { countLabel } from '@common/plural';

/** The author's published stories, newest first, each leading to its library page. */
export function AuthorStories({ username }: { username: string }) {
  const query = useAuthorStories(username);
  return (
    <section aria-labelledby="author-stories">
      <h2 id="author-stories" className="font-display text-xl font-semibold text-ink">
        Published stories
      </h2>
      <div className="mt-4">
        {query.isPending ? (
          <Spinner label="Loading stories..." />
        ) : query.isError && !query.data ? (
          <LoadError
            message={`Failed to load stories: ${query.error.message}`}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.pages[0]?.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-ink-muted">
            {username} has not published a story yet.
          </p>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2">
              {query.data.pages
                .flatMap((p) => p.items)
                .map((story) => (
                  <li key={story.id} className="flex">
                    <StoryCard story={story} />
                  </li>
                ))}
            </ul>
            {query.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  busy={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? 'Loading more...' : 'More stories'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function StoryCard({ story }: { story: AuthorStory }) {
  return (
    <Link
      to={`/library/${story.id}`}
      className="flex w-full flex-col rounded-2xl border border-line bg-surface p-4 shadow-sm transition-shadow hover:shadow-md focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="solid">{story.genre}</Badge>
        <Badge>{story.status}</Badge>
      </div>
      <h3 className="mt-2 font-display text-lg leading-snug font-semibold break-words text-ink">
        {story.title}
      </h3>
      {story.description ? (
        <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{story.description}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-3 text-sm text-ink-muted">
        <StarRating value={story.rating} />
        <span className="inline-flex items-center gap-1">
          <BookOpen aria-hidden="true" className="size-4" />
          {countLabel(story.chapterCount, 'chapter')}
        </span>
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-4" />
          {countLabel(story.viewCount, 'view')}
        </span>
        <span className="inline-flex items-center gap-1">
          <FileText aria-hidden="true" className="size-4" />
          {countLabel(story.wordCount, 'word')}
        </span>
      </div>
    </Link>
  );
}
