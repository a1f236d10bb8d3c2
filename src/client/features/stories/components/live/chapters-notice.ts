import type { QueryClient } from '@tanstack/react-query';
import type { ChapterSummary } from '@common/schemas/chapter';
import { storyKeys } from '../../api/story-keys';
import { storeChapterSummary } from '../../api/update-chapter';

/**
 * What the story's room says when its chapters changed (a stateless message): with `chapter`,
 * one chapter was saved (its words, title or status) and this is its summary as stored;
 * without, the list itself changed (a chapter added, deleted, moved, or a version kept).
 */
type ChaptersNotice = { type: 'chapters'; chapter?: ChapterSummary };

function parse(payload: string): ChaptersNotice | undefined {
  try {
    const notice = JSON.parse(payload) as Partial<ChaptersNotice> | null;
    return notice?.type === 'chapters' ? (notice as ChaptersNotice) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Applies a chapters notice to the cache: a saved chapter's summary goes into the cached chapter
 * list in place (no request; a summary older than the one cached, which a slower notice can
 * carry, is ignored); any other change has the list and what hangs below it read again.
 */
export function applyChaptersNotice(queryClient: QueryClient, storyId: string, payload: string): void {
  const notice = parse(payload);
  if (!notice) return;
  const { chapter } = notice;
  if (!chapter) {
    void queryClient.invalidateQueries({ queryKey: storyKeys.chapters(storyId) });
    return;
  }
  const cached = queryClient
    .getQueryData<ChapterSummary[]>(storyKeys.chapters(storyId))
    ?.find((c) => c.id === chapter.id);
  if (cached && Date.parse(cached.updatedAt) > Date.parse(chapter.updatedAt)) return;
  storeChapterSummary(queryClient, chapter);
}
