import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@client/lib/api';

/**
 * The app's one QueryClient, shared by the React tree and the route guards (loaders run outside
 * React). Client errors (4xx) are answers, not glitches, so they are never retried; network and
 * server failures are retried twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
