import { LoadError } from '@client/components/ui/load-error';

/** SPEC section 2: a community tab that failed shows 'Failed to load data' with the message. */
export const COMMUNITY_LOAD_ERROR = 'Failed to load data';

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
    <LoadError title={COMMUNITY_LOAD_ERROR} message={error.message} onRetry={onRetry} retrying={retrying} />
  );
}
