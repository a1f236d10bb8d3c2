import { FileQuestion } from 'lucide-react';
import { ApiError } from '@client/lib/api';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';

type Props = { error: Error; onRetry: () => void; retrying: boolean };

/**
 * What the template page shows when the template does not come: 'Template not found' for one the
 * caller may not see (404) or a malformed address (400), otherwise the error with a retry.
 */
export function LoadFailure({ error, onRetry, retrying }: Props) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return (
      <EmptyState
        icon={FileQuestion}
        title="Template not found"
        description="This template does not exist, or it is no longer on the marketplace."
        action={<LinkButton to="/marketplace">Browse the marketplace</LinkButton>}
      />
    );
  return (
    <LoadError
      message={`Failed to load the template: ${error.message}`}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
