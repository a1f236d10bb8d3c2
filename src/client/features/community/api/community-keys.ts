/** Query keys of the Community Hub (stories, templates, events, leaderboards). */
export const communityKeys = {
  all: ['community'] as const,
  stories: (genre: string | undefined, limit: number) =>
    ['community', 'stories', genre ?? 'All', limit] as const,
  storiesInfinite: (genre: string | undefined, exclusive = false) =>
    ['community', 'stories', 'infinite', genre ?? 'All', exclusive ? 'exclusive' : 'any'] as const,
  templates: (limit: number) => ['community', 'templates', limit] as const,
  events: ['community', 'events'] as const,
  eventList: (scope: string, type: string | undefined, limit: number) =>
    ['community', 'events', 'list', scope, type ?? 'All', limit] as const,
  event: (id: string) => ['community', 'events', 'detail', id] as const,
  leaderboard: (period: string, limit: number) => ['community', 'leaderboard', period, limit] as const,
};
