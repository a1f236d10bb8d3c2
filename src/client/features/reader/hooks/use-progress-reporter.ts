import { useEffect, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReadingProgress } from '@common/schemas/reading';
import { MAX_ACTIVE_SECONDS_PER_REPORT } from '@common/constants';
import type { LibraryStory } from '@common/schemas/library';
import { reportProgress } from '../api/report-progress';
import { readerKeys } from '../api/reader-keys';
import { chapterPosition } from './chapter-position';

/** How often progress is reported while reading. */
export const REPORT_EVERY_MS = 15_000;
/** Without a scroll, key, touch or pointer move for this long, the reader counts as away. */
export const IDLE_AFTER_MS = 60_000;

type Options = {
  storyId: string;
  chapterId: string;
  /** The chapter's text; its position in the window is the reader's position. */
  articleRef: RefObject<HTMLElement | null>;
  /** Signed-in readers only, and only once the saved position has been restored. */
  enabled: boolean;
};

const ACTIVITY_EVENTS = ['scroll', 'keydown', 'pointerdown', 'pointermove', 'touchstart', 'wheel'] as const;

/**
 * Reports the reader's place in the chapter: shortly after it opens, every 15 seconds while
 * something changed, and when they leave (another chapter, another page, a hidden or closed tab,
 * sent with keepalive). Reading time counts only seconds when the tab is visible and the reader
 * did something within the last minute; unsent seconds are kept when a report fails.
 */
export function useProgressReporter({ storyId, chapterId, articleRef, enabled }: Options) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    let activeSeconds = 0;
    let lastSentPosition: number | null = null;
    let lastActivity = Date.now();

    // Measured while the chapter is on screen: when leaving, the element may already be gone.
    let position: number | null = null;
    const measure = () => {
      if (articleRef.current) position = chapterPosition(articleRef.current);
    };
    const markActive = () => {
      lastActivity = Date.now();
      measure();
    };
    const tick = window.setInterval(() => {
      measure();
      if (document.visibilityState === 'visible' && Date.now() - lastActivity < IDLE_AFTER_MS)
        activeSeconds += 1;
    }, 1000);

    const send = (keepalive: boolean) => {
      if (position === null) return;
      const positionInChapter = position;
      const seconds = Math.min(MAX_ACTIVE_SECONDS_PER_REPORT, activeSeconds);
      if (positionInChapter === lastSentPosition && seconds < 1) return;
      activeSeconds -= seconds;
      lastSentPosition = positionInChapter;
      void reportProgress(storyId, { chapterId, positionInChapter, activeSeconds: seconds }, keepalive).then(
        (saved) => {
          if (saved === 'queued') return;
          if (!saved) {
            activeSeconds += seconds;
            lastSentPosition = null;
            return;
          }
          remember(saved);
        },
      );
    };
    const remember = (progress: ReadingProgress) => {
      queryClient.setQueryData<LibraryStory>(readerKeys.story(storyId), (story) =>
        story?.viewer ? { ...story, viewer: { ...story.viewer, progress } } : story,
      );
      void queryClient.invalidateQueries({ queryKey: ['me', 'reading'] });
    };

    measure();
    const first = window.setTimeout(() => send(false), 2000);
    const every = window.setInterval(() => send(false), REPORT_EVERY_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    const onPageHide = () => send(true);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, markActive, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      send(true);
      window.clearInterval(tick);
      window.clearInterval(every);
      window.clearTimeout(first);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, markActive);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [storyId, chapterId, articleRef, enabled, queryClient]);
}
