import { useId, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { controlClassName, labelClassName } from './field-styles';

/** One choice of a SelectField: `value` is what the form stores, `label` what people read. */
export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  /** Visible label; it is also the select's accessible name. */
  label: string;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Validation message under the field; marks the select invalid and is read with it. */
  error?: string;
  /** Help text under the field (hidden while an error shows). */
  hint?: ReactNode;
  /**
   * stacked: label above the box (forms). inline: the label sits inside the box before the
   * value ("Privacy  All"), for compact filter bars where a bare "All" would say nothing.
   */
  layout?: 'stacked' | 'inline';
};

const chevron = (
  <ChevronDown
    aria-hidden="true"
    className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
  />
);

/**
 * A labelled native select (the platform's own picker is the most usable one on phones).
 * Spreads react-hook-form's `register()` result as-is, or takes value/onChange directly.
 */
export function SelectField({
  label,
  options,
  error,
  hint,
  layout = 'stacked',
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const control = (extra: string) => (
    <select
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={message ? messageId : undefined}
      className={extra}
      {...select}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );

  if (layout === 'inline') {
    return (
      <div
        className={[
          'relative flex items-center rounded-lg border border-line bg-surface shadow-sm',
          'focus-within:ring-2 focus-within:ring-accent focus-within:ring-offset-2 focus-within:ring-offset-surface',
          className ?? '',
        ].join(' ')}
      >
        <label
          htmlFor={id}
          className="shrink-0 py-2.5 pl-3 text-sm font-medium whitespace-nowrap text-ink-muted"
        >
          {label}
        </label>
        {control(
          'min-w-0 flex-1 cursor-pointer appearance-none rounded-lg bg-transparent py-2.5 pr-9 pl-2 text-base font-medium text-ink focus:outline-none',
        )}
        {chevron}
      </div>
    );
  }

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        {control(controlClassName(Boolean(error), 'appearance-none pr-10'))}
        {chevron}
      </div>
      {message ? (
        <p id={messageId} className={['mt-1.5 text-sm', error ? 'text-danger' : 'text-ink-muted'].join(' ')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
