/**
 * Query keys of the reader. The story key is the library's own (['library', 'stories', id]):
 * the reader and the story page share that one cache entry for the table of contents and the
 * saved progress, so the two screens never disagree.
 */
export const readerKeys = {
  story: (storyId: string) => ['library', 'stories', storyId] as const,
  chapter: (storyId: string, chapterId: string) =>
    ['library', 'stories', storyId, 'chapters', chapterId] as const,
};

export const storyApi = (storyId: string) => `/api/v1/library/stories/${encodeURIComponent(storyId)}`;
