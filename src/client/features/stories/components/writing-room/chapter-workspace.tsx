import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Chapter } from '@common/schemas/chapter';
import { ApiError } from '@client/lib/api';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { useChapter } from '../../api/get-chapter';
import { storyKeys } from '../../api/story-keys';
import { ChapterSession, type ChapterRights, type LiveSessionProps } from './chapter-session';
import { useOfflineCopyDelivered } from '../live/offline-copy';

type Props = {
  storyId: string;
  chapterId: string;
  rights: ChapterRights;
  /** Shown above a chapter the caller may not change. */
  readOnlyNote: string;
  live?: LiveSessionProps;
  /** The live room could not connect and saves over HTTP: send this browser's copy first. */
  fallback?: boolean;
};

/**
 * Loads one chapter's body and opens it. "Reload chapter" after a conflict puts the other
 * version into the cache and remounts the session (a new `generation`), so the editor starts
 * from it with a fresh autosave state. When the live room fell back to HTTP, the browser's
 * offline copy of the chapter is sent first (offline-copy.ts), so the editor opens with it.
 */
export function ChapterWorkspace({
  storyId,
  chapterId,
  rights,
  readOnlyNote,
  live,
  fallback = false,
}: Props) {
  const queryClient = useQueryClient();
  const copyDelivered = useOfflineCopyDelivered(storyId, chapterId, fallback && rights.write);
  const chapter = useChapter(storyId, copyDelivered ? chapterId : undefined);
  const [generation, setGeneration] = useState(0);

  if (chapter.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner label="Loading chapter..." />
      </div>
    );
  }
  if (chapter.isError) {
    const missing = chapter.error instanceof ApiError && chapter.error.status === 404;
    return (
      <div className="p-5 sm:p-10">
        <LoadError
          message={
            missing
              ? 'This chapter no longer exists. Pick another one from the list.'
              : `Failed to load the chapter: ${chapter.error.message}`
          }
          onRetry={() => void chapter.refetch()}
          retrying={chapter.isFetching}
        />
      </div>
    );
  }

  const reload = (theirs: Chapter) => {
    queryClient.setQueryData(storyKeys.chapter(storyId, chapterId), theirs);
    setGeneration((g) => g + 1);
  };
  return (
    <ChapterSession
      key={generation}
      storyId={storyId}
      chapter={chapter.data}
      rights={rights}
      readOnlyNote={readOnlyNote}
      onReload={reload}
      live={live}
    />
  );
}
