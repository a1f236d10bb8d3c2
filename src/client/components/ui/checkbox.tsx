import { useId, type ComponentProps, type ReactNode } from 'react';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  /** The label beside the box; may contain links (they stay separately focusable). */
  label: ReactNode;
  /** Validation message under the box; marks it invalid and is read with it. */
  error?: string;
};

/** A checkbox with its label and message; spreads react-hook-form's `register()` result as-is. */
export function Checkbox({ label, error, className, ...input }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-line accent-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface"
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-5 text-ink">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
