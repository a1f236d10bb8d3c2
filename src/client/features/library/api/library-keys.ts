/**
 * Query keys of the library feature. `libraryKeys.story(id)` is the story page (with the
 * caller's own bookmark, rating, review and progress); reviews and comments hang below it, so
 * invalidating the story refreshes everything on its page. The reader feature uses the same
 * story key for its table of contents and resume point, so both screens share one cache entry.
 */
export const libraryKeys = {
  all: ['library'] as const,
  story: (storyId: string) => [...libraryKeys.all, 'stories', storyId] as const,
  reviews: (storyId: string) => [...libraryKeys.story(storyId), 'reviews'] as const,
  comments: (storyId: string) => [...libraryKeys.story(storyId), 'comments'] as const,
  alsoRead: (storyId: string) => [...libraryKeys.story(storyId), 'also-read'] as const,
};

/** The path of a library story's API, with the id encoded. */
export const storyApi = (storyId: string) => `/api/v1/library/stories/${encodeURIComponent(storyId)}`;
