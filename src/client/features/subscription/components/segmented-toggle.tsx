import type { ReactNode } from 'react';

type Option<T extends string> = {
  value: T;
  label: string;
  /** e.g. the 'Save 20%' badge. */ extra?: ReactNode;
};

type Props<T extends string> = {
  /** Names the group for assistive technology, e.g. "Plan type". */
  label: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
};

/**
 * A two-or-more way switch drawn as one pill: each choice is a toggle button (aria-pressed) in a
 * named group, so a screen reader hears "Yearly, toggle button, pressed" in "Billing period".
 */
export function SegmentedToggle<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-full border border-line bg-surface p-1 shadow-sm"
    >
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={[
              'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors',
              'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
              active
                ? 'bg-accent text-on-accent shadow-sm'
                : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
            ].join(' ')}
          >
            {option.label}
            {option.extra}
          </button>
        );
      })}
    </div>
  );
}
