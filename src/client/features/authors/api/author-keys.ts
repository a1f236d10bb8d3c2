/** Query keys of author pages; every author mutation invalidates `author(username)`. */
export const authorKeys = {
  all: ['authors'] as const,
  author: (username: string) => [...authorKeys.all, username.toLowerCase()] as const,
  profile: (username: string) => [...authorKeys.author(username), 'profile'] as const,
  stories: (username: string) => [...authorKeys.author(username), 'stories'] as const,
  reviews: (username: string) => [...authorKeys.author(username), 'reviews'] as const,
};

export const authorPath = (username: string) => `/api/v1/authors/${encodeURIComponent(username)}`;
