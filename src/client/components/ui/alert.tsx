import type { ReactNode, Ref } from 'react';
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
  /** With `tabIndex={-1}`: the outcome of an action the focus moves to (see useOutcomeFocus). */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
  /** False for a box that is not itself read out (a part inside it is, e.g. a focused status). */
  live?: boolean;
};

/** A message box for form outcomes: failures, confirmations and notes. */
export function Alert({ tone, children, className, ref, tabIndex, live = true }: Props) {
  const { icon: Icon, className: toneClass } = TONES[tone];
  return (
    <div
      ref={ref}
      tabIndex={tabIndex}
      role={!live ? undefined : tone === 'error' ? 'alert' : 'status'}
      className={[
        'flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm',
        'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent',
        toneClass,
        className ?? '',
      ].join(' ')}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
