import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ChapterSummary } from '@common/schemas/chapter';
import { storyKeys } from '../../api/story-keys';
import { applyChaptersNotice } from './chapters-notice';

const STORY = '11111111-1111-4111-8111-111111111111';
const summary = (id: string, wordCount: number, updatedAt: string): ChapterSummary => ({
  id,
  storyId: STORY,
  position: 1,
  title: `Chapter ${id}`,
  status: 'draft',
  wordCount,
  updatedAt,
  scheduledAt: null,
});

function cachedList() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(storyKeys.chapters(STORY), [
    summary('a', 10, '2026-01-01T10:00:00.000Z'),
    summary('b', 20, '2026-01-01T10:00:00.000Z'),
  ]);
  return queryClient;
}
const list = (queryClient: QueryClient) =>
  queryClient.getQueryData<ChapterSummary[]>(storyKeys.chapters(STORY));
const stale = (queryClient: QueryClient) =>
  queryClient.getQueryState(storyKeys.chapters(STORY))?.isInvalidated;

describe('the chapters notice of the live room', () => {
  it("puts a saved chapter's word count into the cached list without reading it again", () => {
    const queryClient = cachedList();
    const saved = summary('a', 42, '2026-01-01T10:05:00.000Z');
    applyChaptersNotice(queryClient, STORY, JSON.stringify({ type: 'chapters', chapter: saved }));
    expect(list(queryClient)).toEqual([saved, summary('b', 20, '2026-01-01T10:00:00.000Z')]);
    expect(stale(queryClient)).toBe(false);
  });

  it('ignores a summary older than the one cached', () => {
    const queryClient = cachedList();
    const older = summary('a', 3, '2026-01-01T09:00:00.000Z');
    applyChaptersNotice(queryClient, STORY, JSON.stringify({ type: 'chapters', chapter: older }));
    expect(list(queryClient)?.[0]?.wordCount).toBe(10);
  });

  it('has the list read again when the list itself changed, and ignores other messages', () => {
    const queryClient = cachedList();
    applyChaptersNotice(queryClient, STORY, 'not json');
    applyChaptersNotice(queryClient, STORY, JSON.stringify({ type: 'other' }));
    expect(stale(queryClient)).toBe(false);
    applyChaptersNotice(queryClient, STORY, JSON.stringify({ type: 'chapters' }));
    expect(stale(queryClient)).toBe(true);
  });
});
