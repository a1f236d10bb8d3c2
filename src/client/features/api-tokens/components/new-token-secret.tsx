import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { CreatedApiToken } from '@common/schemas/api-tokens';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';

/**
 * The secret of a token just created, shown this once, with a copy button. It replaces the form
 * whose Create button had the focus, so the focus moves to its first line, which is read out
 * (not the secret itself: that is for copying).
 */
export function NewTokenSecret({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const title = useRef<HTMLParagraphElement>(null);
  useEffect(() => title.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Alert tone="success" live={false}>
      <div className="flex flex-col gap-3">
        <p
          ref={title}
          tabIndex={-1}
          role="status"
          className="w-fit rounded-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface"
        >
          Token &lsquo;{token.name}&rsquo; created. Copy it now: it will not be shown again.
        </p>
        <code
          className="block break-all rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm text-ink"
          data-testid="new-token-secret"
        >
          {token.secret}
        </code>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? 'Copied' : 'Copy token'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone}>
            Done
          </Button>
        </div>
        <span aria-live="polite" className="sr-only">
          {copied ? 'Token copied to the clipboard' : ''}
        </span>
      </div>
    </Alert>
  );
}
