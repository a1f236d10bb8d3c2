import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BookmarkCheck } from 'lucide-react';
import { ApiError } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/session';
import { isSavedOffline, useOnline } from '@client/lib/offline-reading';
import { LoadError } from '@client/components/ui/load-error';
import { AuthorBrandFooter, AuthorBrandTop } from '@client/components/author-brand/author-brand';
import { pageTitle, useWhiteLabelPage } from '@client/app/site-chrome';
import { PageLoading } from '@client/components/ui/spinner';
import { useReaderChapter } from '../api/get-reader-chapter';
import { useReaderStory } from '../api/get-reader-story';
import { useRecordView } from '../api/record-view';
import { ChapterArticle } from '../components/chapter-article';
import { ChapterPager } from '../components/chapter-pager';
import { ReaderLocked, ReaderNotFound } from '../components/reader-not-found';
import { ReaderToolbar } from '../components/reader-toolbar';
import { useProgressReporter } from '../hooks/use-progress-reporter';
import { useReaderSettings } from '../hooks/use-reader-settings';
import { useResumePosition } from '../hooks/use-resume-position';
import '../reader-themes.css';

/**
 * /library/:storyId/chapters/:chapterId, the reader: one published chapter in comfortable type
 * with contents, previous and next, and reading settings. Signed-in readers come back to where
 * they stopped (the saved place is on the server, so another device resumes too) and their
 * progress and active reading time are reported as they read.
 */
export default function ReaderPage() {
  const { storyId = '', chapterId = '' } = useParams();
  const { user, isLoading: userLoading } = useCurrentUser();
  const story = useReaderStory(storyId);
  const chapter = useReaderChapter(storyId, chapterId);
  const { settings, update } = useReaderSettings();
  const articleRef = useRef<HTMLElement>(null);
  // The chapter the reader was opened on: only there is "continue where you were" offered.
  const [entryChapter] = useState(chapterId);
  useRecordView(storyId, chapterId, story.isSuccess && chapter.isSuccess);
  const brand = story.data?.brand ?? null;
  const whiteLabel = useWhiteLabelPage(brand, story.data?.author.username);

  const progress = story.data ? (story.data.viewer?.progress ?? null) : undefined;
  const ready = useResumePosition({ chapterId, progress, articleRef, contentReady: chapter.isSuccess });
  // Offline, the session cannot be asked: a story saved for offline reading still reports its
  // progress, which waits in the offline queue until the connection returns.
  const offline = !useOnline();
  const savedOffline = isSavedOffline(storyId);
  useProgressReporter({
    storyId,
    chapterId,
    articleRef,
    enabled: (Boolean(user) || (offline && savedOffline)) && ready && chapter.isSuccess,
  });

  if (chapter.isPending || story.isPending || (userLoading && !offline)) return <PageLoading />;
  const failed = chapter.error ?? story.error;
  if (failed) {
    if (failed instanceof ApiError && failed.status === 404) return <ReaderNotFound storyId={storyId} />;
    if (failed instanceof ApiError && failed.code === 'EARLY_ACCESS')
      return (
        <ReaderLocked
          storyId={storyId}
          title="Early Access"
          message={failed.message}
          hint="Plans with early access read it now."
        />
      );
    if (failed instanceof ApiError && failed.code === 'EXCLUSIVE_CONTENT')
      return <ReaderLocked storyId={storyId} title="Exclusive Chapter" message={failed.message} />;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <title>Chapter · Inkforge</title>
        <h1 className="mb-6 font-display text-3xl font-bold text-ink">Chapter</h1>
        <LoadError
          message={`Failed to load the chapter: ${failed.message}`}
          onRetry={() => void Promise.all([chapter.refetch(), story.refetch()])}
          retrying={chapter.isFetching || story.isFetching}
        />
      </div>
    );
  }

  const data = chapter.data!;
  const toc = story.data!.chapters;
  const savedChapter = toc.find((entry) => entry.id === progress?.currentChapterId);
  const offerResume =
    chapterId === entryChapter &&
    savedChapter &&
    savedChapter.id !== chapterId &&
    (progress?.progressPercentage ?? 0) < 100;

  return (
    <div data-reader-theme={settings.theme} className="bg-canvas text-ink">
      <title>
        {pageTitle(`${data.title || `Chapter ${data.position}`} · ${data.storyTitle}`, whiteLabel)}
      </title>
      <ReaderToolbar
        storyId={storyId}
        storyTitle={data.storyTitle}
        chapters={toc}
        chapterId={chapterId}
        settings={settings}
        onSettingsChange={update}
      />
      {brand ? (
        <div className="mx-auto w-full max-w-3xl px-5 pt-4">
          <AuthorBrandTop brand={brand} username={data.authorUsername} compact />
        </div>
      ) : null}
      {offerResume ? (
        <p
          role="status"
          className="mx-auto mt-4 flex max-w-2xl items-center gap-2 rounded-xl border border-line bg-surface-muted px-4 py-2.5 text-sm"
        >
          <BookmarkCheck aria-hidden="true" className="size-4 shrink-0 text-accent" />
          <span>
            You were reading chapter {savedChapter.position}.{' '}
            <Link
              to={`/library/${encodeURIComponent(storyId)}/chapters/${encodeURIComponent(savedChapter.id)}`}
              className="font-semibold text-accent underline underline-offset-2"
            >
              Continue there
            </Link>
          </span>
        </p>
      ) : null}
      {offline ? (
        <p
          role="status"
          className="mx-auto mt-4 max-w-2xl rounded-xl border border-line bg-surface-muted px-4 py-2.5 text-sm"
        >
          You are offline, reading your saved copy. Your place is sent when you are back online.
        </p>
      ) : null}
      <ChapterArticle key={data.id} ref={articleRef} chapter={data} settings={settings} />
      <div className="mx-auto w-full max-w-3xl px-5 pb-16">
        {user === null ? (
          <p className="mb-6 rounded-xl border border-line bg-surface-muted px-4 py-3 text-center text-sm">
            <Link to="/login" className="font-semibold text-accent underline underline-offset-2">
              Sign in
            </Link>{' '}
            to save your place and pick up on any device.
          </p>
        ) : null}
        <ChapterPager chapter={data} />
        {brand ? (
          <div className="mt-10">
            <AuthorBrandFooter brand={brand} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
