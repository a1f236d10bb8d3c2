import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-styles';

export type ButtonProps = ComponentProps<'button'> & {
  /** Visual weight: one primary action per form; secondary and ghost for the rest. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner before the label (the label itself should say what is happening). */
  busy?: boolean;
  /** Stretches the button to the width of its container. */
  block?: boolean;
};

/** The shared button. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  block = false,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-busy={busy || undefined}
      className={buttonClassName(
        variant,
        size,
        [block ? 'w-full' : '', className ?? ''].filter(Boolean).join(' '),
      )}
      {...props}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
