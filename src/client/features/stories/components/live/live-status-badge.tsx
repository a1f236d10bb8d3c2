import { CloudOff, LoaderCircle, Radio, WifiOff } from 'lucide-react';
import type { LiveStatus } from './live-room';

const LOOK: Record<LiveStatus, { icon: typeof Radio; text: string; className: string; spin?: boolean }> = {
  connecting: { icon: LoaderCircle, text: 'Connecting…', className: 'text-ink-muted', spin: true },
  live: { icon: Radio, text: 'Live', className: 'text-success' },
  reconnecting: { icon: LoaderCircle, text: 'Reconnecting…', className: 'text-ink-muted', spin: true },
  offline: { icon: WifiOff, text: 'Offline (edits kept)', className: 'text-danger' },
  unavailable: { icon: CloudOff, text: 'Saving without live sync', className: 'text-ink-muted' },
};

/** The live room's connection, announced politely: Live, Reconnecting…, Offline (edits kept). */
export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const look = LOOK[status];
  const Icon = look.icon;
  return (
    <p
      role="status"
      aria-live="polite"
      className={`inline-flex items-center gap-1.5 text-sm font-medium whitespace-nowrap ${look.className}`}
    >
      <Icon aria-hidden="true" className={`size-4 ${look.spin ? 'animate-spin' : ''}`} />
      {look.text}
    </p>
  );
}
