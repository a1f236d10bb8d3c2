import { Check } from 'lucide-react';
import { useTheme } from '@client/app/theme';

/**
 * The seven themes (SPEC section 9) as a radio group; a choice applies at once and is saved in
 * this browser by the app's theme provider.
 */
export function ThemePicker() {
  const { theme, setTheme, themes, isOverridden } = useTheme();
  return (
    <fieldset>
      <legend className="sr-only">Theme</legend>
      {isOverridden ? (
        <p className="mb-3 text-sm text-ink-muted">
          This screen uses its own theme; your choice applies elsewhere.
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {themes.map((option) => {
          const selected = option.id === theme;
          return (
            <label
              key={option.id}
              data-theme={option.id}
              className={[
                'relative flex cursor-pointer items-start gap-3 rounded-xl border bg-surface p-3 text-ink transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
                selected ? 'border-accent ring-1 ring-accent' : 'border-line hover:border-accent/60',
              ].join(' ')}
            >
              <input
                type="radio"
                name="theme"
                value={option.id}
                checked={selected}
                onChange={() => setTheme(option.id)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="flex shrink-0 overflow-hidden rounded-lg border border-line"
              >
                <span className="size-6 bg-surface" />
                <span className="size-6 bg-accent" />
                <span className="size-6 bg-hero" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{option.label}</span>
                <span className="block text-xs text-ink-muted">{option.description}</span>
              </span>
              {selected ? <Check aria-hidden="true" className="size-4 shrink-0 text-accent" /> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
