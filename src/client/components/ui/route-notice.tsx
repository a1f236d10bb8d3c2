import { useState } from 'react';
import { useLocation } from 'react-router';
import { X } from 'lucide-react';
import { Alert } from './alert';

/** What a screen passes in `navigate(to, { state })` to be greeted with a one-off message. */
export type RouteNoticeState = { notice?: string };

/**
 * A one-off message carried in the navigation state (e.g. 'Your account has been deleted.' on
 * /about). It lives only in history state: a reload or a later visit does not show it again.
 */
export function RouteNotice({ className }: { className?: string }) {
  const location = useLocation();
  const notice = (location.state as RouteNoticeState | null)?.notice;
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!notice || dismissed === location.key) return null;
  return (
    <div className={className}>
      <Alert tone="success">
        <div className="flex items-start justify-between gap-3">
          <p>{notice}</p>
          <button
            type="button"
            onClick={() => setDismissed(location.key)}
            aria-label="Dismiss message"
            className="-m-1 rounded p-1 hover:bg-success/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </Alert>
    </div>
  );
}
