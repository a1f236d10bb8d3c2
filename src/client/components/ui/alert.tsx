import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';

const TONES = {
  error: { icon: CircleAlert, className: 'border-danger/40 bg-danger/10 text-danger' },
  success: { icon: CircleCheck, className: 'border-success/40 bg-success/10 text-success' },
  info: { icon: Info, className: 'border-line bg-surface-muted text-ink' },
} as const;

type Props = {
  /** error is announced at once (role="alert"); success and info politely (role="status"). */
  tone: keyof typeof TONES;
  /** The message; may include links or a button. */
  children: ReactNode;
  className?: string;
};

/** A message box for form outcomes: failures, confirmations and notes. */
export function Alert({ tone, children, className }: Props) {
  const { icon: Icon, className: toneClass } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[
        'flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm',
        toneClass,
        className ?? '',
      ].join(' ')}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
