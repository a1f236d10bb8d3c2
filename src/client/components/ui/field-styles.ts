/**
 * Class names of a form control's box (input, select, textarea), matching TextField, so every
 * field on a form looks alike. Colours come only from theme tokens.
 */
export function controlClassName(invalid: boolean, extra = ''): string {
  return [
    'block w-full rounded-lg border bg-surface px-3 py-2.5 text-base text-ink shadow-sm',
    'placeholder:text-ink-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent',
    'focus-visible:ring-offset-2 focus-visible:ring-offset-surface disabled:opacity-60',
    invalid ? 'border-danger' : 'border-line',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Class names of a field's visible label. */
export const labelClassName = 'mb-1.5 block text-sm font-medium text-ink';
