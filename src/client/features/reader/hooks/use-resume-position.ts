import { useEffect, useState, type RefObject } from 'react';
import type { ReadingProgress } from '@common/schemas/reading';
import { scrollToChapterPosition } from './chapter-position';

type Options = {
  chapterId: string;
  /** The reader's saved place (from the server, so it follows them across devices); null if none. */
  progress: ReadingProgress | null | undefined;
  articleRef: RefObject<HTMLElement | null>;
  /** True once the chapter's text is on the page. */
  contentReady: boolean;
};

/**
 * Brings the reader back to where they stopped when they open the chapter they were reading,
 * once per chapter. Resolves to true when the reader may start reporting progress (after the
 * jump, so an early report never overwrites the saved place with the top of the chapter).
 */
export function useResumePosition({ chapterId, progress, articleRef, contentReady }: Options): boolean {
  const [resumedFor, setResumedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!contentReady || progress === undefined || resumedFor === chapterId) return;
    const article = articleRef.current;
    const position = progress?.currentChapterId === chapterId ? progress.positionInChapter : 0;
    if (article && position > 0 && position < 1) {
      // After layout, so the chapter's full height is known.
      const frame = window.requestAnimationFrame(() => {
        scrollToChapterPosition(article, position);
        setResumedFor(chapterId);
      });
      return () => window.cancelAnimationFrame(frame);
    }
    setResumedFor(chapterId);
  }, [chapterId, progress, articleRef, contentReady, resumedFor]);

  return resumedFor === chapterId;
}
