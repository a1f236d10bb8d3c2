import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@client/lib/api';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { LockedPreview } from './locked-preview';

type Props<T> = {
  tier: string | undefined;
  allowed: boolean;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/** The locked preview, loading, not found, a failure with Retry, or the numbers. */
export function AnalyticsStates<T>({ tier, allowed, query, children }: Props<T>) {
  if (!tier) return null;
  if (!allowed) return <LockedPreview tier={tier} />;
  if (query.isPending) return <Spinner label="Loading analytics" />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return <p className="text-ink">This story was not found among yours.</p>;
  if (query.error || query.data === undefined)
    return (
      <LoadError
        message={`Failed to load analytics: ${query.error?.message ?? ''}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <div className="space-y-6">{children(query.data)}</div>;
}
