import { useId, type ComponentProps, type ReactNode } from 'react';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  /** Visible label; it is also the input's accessible name. */
  label: string;
  /** Validation message under the field; marks the input invalid and is read with it. */
  error?: string;
  /** Help text under the field, read with the input (hidden while an error shows). */
  hint?: ReactNode;
  /** Rendered inside the input's box at the end, e.g. a show/hide toggle. */
  trailing?: ReactNode;
};

/**
 * A labelled text input with its help text and validation message wired up through
 * `aria-describedby`. Spreads react-hook-form's `register()` result as-is (ref included).
 */
export function TextField({ label, error, hint, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={[
            'block w-full rounded-lg border bg-surface px-3 py-2.5 text-base text-ink shadow-sm',
            'placeholder:text-ink-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent',
            'focus-visible:ring-offset-2 focus-visible:ring-offset-surface disabled:opacity-60',
            error ? 'border-danger' : 'border-line',
            trailing ? 'pr-11' : '',
          ].join(' ')}
          {...input}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
