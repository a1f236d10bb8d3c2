import type { ReactNode } from 'react';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';

type RequestQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/**
 * A request page before its data: the spinner while loading, or the failure (404 for a request
 * that is not the caller's) with the way back and Try again. Null once there is data.
 */
export function requestLoadState(query: RequestQuery, back: ReactNode): ReactNode | null {
  if (query.isPending) return <Spinner label="Loading the request" />;
  if (!query.isError) return null;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      {back}
      <LoadError
        message={`Failed to load the request: ${query.error?.message ?? ''}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    </div>
  );
}
