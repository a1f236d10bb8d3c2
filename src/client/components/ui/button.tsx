import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';

const VARIANTS = {
  primary: 'bg-accent text-on-accent hover:bg-accent-strong shadow-sm',
  secondary: 'border border-line bg-surface text-ink hover:bg-surface-muted',
  ghost: 'text-ink hover:bg-surface-muted',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  /** Visual weight: one primary action per form; secondary and ghost for the rest. */
  variant?: keyof typeof VARIANTS;
  /** Shows a spinner before the label (the label itself should say what is happening). */
  busy?: boolean;
  /** Stretches the button to the width of its container. */
  block?: boolean;
};

/** The shared button. Defaults to type="button" so it never submits a form by accident. */
export function Button({ variant = 'primary', busy = false, block = false, className, children, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-busy={busy || undefined}
      className={[
        'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors',
        'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
        'disabled:cursor-not-allowed disabled:opacity-50',
        VARIANTS[variant],
        block ? 'w-full' : '',
        className ?? '',
      ].join(' ')}
      {...props}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
