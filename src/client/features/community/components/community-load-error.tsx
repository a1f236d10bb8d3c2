import { RotateCw } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';

/** SPEC section 2: a community tab that failed shows 'Failed to load data' with the message. */
export function CommunityLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert tone="error">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold">Failed to load data</p>
          <p className="break-words">{error.message}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={onRetry}
          busy={retrying}
          disabled={retrying}
          className="shrink-0 self-start sm:self-auto"
        >
          {retrying ? null : <RotateCw aria-hidden="true" className="size-4" />}
          Try again
        </Button>
      </div>
    </Alert>
  );
}
