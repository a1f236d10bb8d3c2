import { useLocation } from 'react-router';
import { Bookmark, BookmarkCheck, BookOpen, RotateCcw } from 'lucide-react';
import type { LibraryStory } from '@common/schemas/library';
import { loginPathFor } from '@client/lib/redirect-target';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { useSetBookmark } from '../api/set-bookmark';
import { chapterPath } from './library-format';

type Props = {
  story: LibraryStory;
  /** Whether someone is signed in (guests get a sign-in link instead of the bookmark toggle). */
  signedIn: boolean;
};

/** The main call to action: where to start or continue reading, given the reader's saved progress. */
function readingTarget(story: LibraryStory) {
  const first = story.chapters[0];
  if (!first) return null;
  const progress = story.viewer?.progress;
  const current = story.chapters.find((chapter) => chapter.id === progress?.currentChapterId);
  if (!progress || !current)
    return { label: 'Start Reading', detail: null, chapterId: first.id, again: false };
  if (progress.progressPercentage >= 100)
    return { label: 'Read Again', detail: 'Finished', chapterId: first.id, again: true };
  return {
    label: 'Continue Reading',
    detail: `Chapter ${current.position} · ${Math.floor(progress.progressPercentage)}% read`,
    chapterId: current.id,
    again: false,
  };
}

/** Start or Continue Reading, and the bookmark toggle. */
export function ReadingActions({ story, signedIn }: Props) {
  const { pathname } = useLocation();
  const bookmark = useSetBookmark(story.id);
  const target = readingTarget(story);
  const bookmarked = story.viewer?.bookmarked ?? false;

  return (
    <div className="flex flex-wrap items-center gap-3">
      {target ? (
        <LinkButton to={chapterPath(story.id, target.chapterId)} size="lg">
          {target.again ? (
            <RotateCcw aria-hidden="true" className="size-5" />
          ) : (
            <BookOpen aria-hidden="true" className="size-5" />
          )}
          {target.label}
        </LinkButton>
      ) : (
        <p className="rounded-lg border border-dashed border-line px-4 py-3 text-sm text-ink-muted">
          No chapters published yet.
        </p>
      )}
      {signedIn ? (
        <Button
          variant="secondary"
          size="lg"
          aria-pressed={bookmarked}
          onClick={() => bookmark.mutate(!bookmarked)}
          disabled={bookmark.isPending}
        >
          {bookmarked ? (
            <BookmarkCheck aria-hidden="true" className="size-5 text-accent" />
          ) : (
            <Bookmark aria-hidden="true" className="size-5" />
          )}
          {bookmarked ? 'Bookmarked' : 'Bookmark'}
        </Button>
      ) : (
        <LinkButton to={loginPathFor(pathname)} variant="secondary" size="lg">
          <Bookmark aria-hidden="true" className="size-5" />
          Sign in to bookmark
        </LinkButton>
      )}
      {target?.detail ? <p className="w-full text-sm text-ink-muted">{target.detail}</p> : null}
      {bookmark.isError ? (
        <p role="alert" className="w-full text-sm text-danger">
          {bookmark.error.message}
        </p>
      ) : null}
    </div>
  );
}
