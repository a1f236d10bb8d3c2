/** Query keys of the reader account screen; all under 'reader-account' so sign-out drops them. */
export const readerAccountKeys = {
  all: ['reader-account'] as const,
  stats: () => [...readerAccountKeys.all, 'stats'] as const,
  activity: () => [...readerAccountKeys.all, 'activity'] as const,
  bookmarks: () => [...readerAccountKeys.all, 'bookmarks'] as const,
  history: () => [...readerAccountKeys.all, 'history'] as const,
  reviews: () => [...readerAccountKeys.all, 'reviews'] as const,
  mutedAuthors: () => [...readerAccountKeys.all, 'muted-authors'] as const,
};
