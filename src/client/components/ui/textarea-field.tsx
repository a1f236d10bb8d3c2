import { useId, type ComponentProps, type ReactNode } from 'react';
import { controlClassName, labelClassName } from './field-styles';
import { formatNumber } from '@common/number-format';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  /** Visible label; it is also the textarea's accessible name. */
  label: string;
  /** Validation message under the field; marks it invalid and is read with it. */
  error?: string;
  /** Help text under the field, read with it (hidden while an error shows). */
  hint?: ReactNode;
  /**
   * With `limit`, shows "length / limit characters" under the field (red once over the limit).
   * The caller passes the live length (e.g. from useWatch), since a registered field is uncontrolled.
   */
  length?: number;
  /** The most characters the schema accepts; shown beside the count. No native maxLength, so a long paste is never cut silently. */
  limit?: number;
  /** Hides the visible label when a surrounding heading already names the field (it stays the accessible name). */
  hideLabel?: boolean;
};

/**
 * A labelled, vertically resizable textarea with help text, validation message and an optional
 * character count, all wired through `aria-describedby`. Spreads react-hook-form's `register()`.
 */
export function TextareaField({
  label,
  error,
  hint,
  length,
  limit,
  hideLabel,
  className,
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const countId = `${id}-count`;
  const message = error ?? hint;
  const showCount = limit !== undefined && length !== undefined;
  const over = showCount && length > limit;
  const describedBy =
    [message ? messageId : '', showCount ? countId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClassName}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClassName(Boolean(error), 'resize-y leading-relaxed')}
        {...textarea}
      />
      {message || showCount ? (
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
          {message ? (
            <p id={messageId} className={error ? 'text-danger' : 'text-ink-muted'}>
              {message}
            </p>
          ) : (
            <span />
          )}
          {showCount ? (
            <p
              id={countId}
              className={[
                'shrink-0 tabular-nums',
                over ? 'font-semibold text-danger' : 'text-ink-muted',
              ].join(' ')}
            >
              {formatNumber(length)} / {formatNumber(limit)}
              <span className="sr-only"> characters</span>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
