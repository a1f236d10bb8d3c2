import type { LibrarySearchQuery } from '@common/schemas/library';

/** Query keys of the dashboard; a stat refresh writes into the mode's own key. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  creator: () => [...dashboardKeys.all, 'creator'] as const,
  reader: () => [...dashboardKeys.all, 'reader'] as const,
  recommendations: (limit: number) => [...dashboardKeys.all, 'recommendations', limit] as const,
  discover: (filters: Pick<LibrarySearchQuery, 'q' | 'genre'>) =>
    [...dashboardKeys.all, 'discover', filters] as const,
};
