import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { can } from '@common/entitlements';
import { ApiError } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/session';
import { useServerContentHandoff } from '@client/app/server-content';
import { LoadError } from '@client/components/ui/load-error';
import { AuthorBrandFooter, AuthorBrandTop } from '@client/components/author-brand/author-brand';
import { useWhiteLabelPage } from '@client/app/site-chrome';
import { PageLoading } from '@client/components/ui/spinner';
import type { FirstDataLoader } from '@client/app/server-content';
import { libraryStoryQuery, useLibraryStory } from '../api/get-library-story';
import { useRecordView } from '../api/record-view';
import { ChapterList } from '../components/chapter-list';
import { AlsoReadSection } from '../components/also-read-section';
import { CommentsSection } from '../components/comments-section';
import { LibraryNotFound } from '../components/library-not-found';
import { loadOfflineSaver, OfflinePanel } from '../components/offline-panel';
import { RatingPanel } from '../components/rating-panel';
import { ReviewsSection } from '../components/reviews-section';
import { StoryDescription } from '../components/story-description';
import { StoryHero } from '../components/story-hero';

// The tip form carries its schema (zod); signed-out readers never download it (page-speed e2e).
const TipForm = lazy(() =>
  import('@client/components/tip-form/tip-form').then((m) => ({ default: m.TipForm })),
);

/** The story, read before the page first renders over the server's copy (router.tsx). */
export const loadFirstData: FirstDataLoader = (queryClient, { storyId = '' }) =>
  queryClient.prefetchQuery({ ...libraryStoryQuery(storyId), retry: false });

/**
 * /library/:storyId, the public page of a published story: cover, title, author, figures,
 * Start or Continue Reading, bookmark, the reader's rating, the description, the chapters,
 * reviews and comments. Guests may read everything; signing in adds the reader's own state.
 * Anything not published shows the not-found page (the API answers 404 for all of it).
 */
export default function LibraryStoryPage() {
  const { storyId = '' } = useParams();
  const { user, isLoading: userLoading } = useCurrentUser();
  const story = useLibraryStory(storyId);
  useRecordView(storyId, story.isSuccess);
  useWhiteLabelPage(story.data?.brand, story.data?.author.username);
  // The server's copy of this page (open-web page-html.ts) stays until the story, its
  // not-found page or its error is here: no spinner in between.
  const loading = story.isPending || userLoading;
  useServerContentHandoff(!loading);
  // The offline panel's body loads while the story is still being read (see offline-panel.tsx).
  const maySaveOffline = Boolean(user && can(user.subscriptionTier, 'offlineDownloads'));
  useEffect(() => {
    if (maySaveOffline) void loadOfflineSaver();
  }, [maySaveOffline]);

  if (loading) return <PageLoading />;
  if (story.isError) {
    if (story.error instanceof ApiError && story.error.status === 404) return <LibraryNotFound />;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <title>Story · Inkforge</title>
        <h1 className="mb-6 font-display text-3xl font-bold text-ink">Story</h1>
        <LoadError
          message={`Failed to load the story: ${story.error.message}`}
          onRetry={() => void story.refetch()}
          retrying={story.isFetching}
        />
      </div>
    );
  }

  const data = story.data;
  const signedIn = Boolean(user);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      {data.brand ? (
        <div className="mb-8">
          <AuthorBrandTop brand={data.brand} username={data.author.username} compact />
        </div>
      ) : null}
      <StoryHero story={data} signedIn={signedIn} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-12">
          <StoryDescription text={data.description} />
          <ChapterList story={data} />
          <ReviewsSection story={data} />
          <AlsoReadSection storyId={data.id} />
          <CommentsSection storyId={data.id} signedIn={signedIn} />
        </div>
        <aside className="order-first space-y-6 lg:order-none">
          <RatingPanel story={data} />
          <OfflinePanel story={data} tier={user?.subscriptionTier ?? null} />
          {user && user.username !== data.author.username ? (
            <Suspense fallback={null}>
              <TipForm username={data.author.username} storyId={data.id} />
            </Suspense>
          ) : null}
        </aside>
      </div>
      {data.brand ? (
        <div className="mt-12">
          <AuthorBrandFooter brand={data.brand} />
        </div>
      ) : null}
    </div>
  );
}
