import { RotateCw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

type Props = {
  /**
   * The whole sentence to show, e.g. "Failed to load characters: {message}" (SPEC section 8), or,
   * with a `title`, the error's own message under it.
   */
  message: string;
  /** A bold first line, e.g. 'Failed to load data' (the hub) or 'Failed to load marketplace items'. */
  title?: string;
  /** Loads again; the button shows a spinner while `retrying`. */
  onRetry: () => void;
  retrying?: boolean;
};

/** A failed load: the message (under its title, if any) and a 'Try again' button, announced as an alert. */
export function LoadError({ message, title, onRetry, retrying = false }: Props) {
  return (
    <Alert tone="error">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {title ? (
          <div className="min-w-0">
            <p className="font-semibold">{title}</p>
            <p className="mt-0.5 break-words">{message}</p>
          </div>
        ) : (
          <p className="break-words">{message}</p>
        )}
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
