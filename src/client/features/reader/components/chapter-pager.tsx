import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Undo2 } from 'lucide-react';
import type { LibraryChapter } from '@common/schemas/library';
import { buttonClassName } from '@client/components/ui/button-styles';

type Props = { chapter: LibraryChapter };

const chapterLink = (storyId: string, chapterId: string) =>
  `/library/${encodeURIComponent(storyId)}/chapters/${encodeURIComponent(chapterId)}`;

/** Previous and next chapter; after the last one, the way back to the story page to rate and review. */
export function ChapterPager({ chapter }: Props) {
  return (
    <nav
      aria-label="Chapter navigation"
      className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      {chapter.prevChapterId ? (
        <Link
          to={chapterLink(chapter.storyId, chapter.prevChapterId)}
          rel="prev"
          className={buttonClassName('secondary', 'md')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous chapter
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {chapter.nextChapterId ? (
        <Link
          to={chapterLink(chapter.storyId, chapter.nextChapterId)}
          rel="next"
          className={buttonClassName('primary', 'md')}
        >
          Next chapter
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <Link
          to={`/library/${encodeURIComponent(chapter.storyId)}`}
          className={buttonClassName('primary', 'md')}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          Back to the story: rate and review
        </Link>
      )}
    </nav>
  );
}
