import { useId } from 'react';
import { Palette } from 'lucide-react';
import { isTheme, useTheme } from '../theme';

/**
 * A compact theme picker (the full one with previews belongs to the profile settings). When a
 * screen forces its own theme the choice is still saved, and the picker says so.
 */
export function ThemeSelect() {
  const { theme, setTheme, themes, isOverridden } = useTheme();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <Palette aria-hidden="true" className="size-4 text-accent" />
        Theme
      </label>
      <select
        id={id}
        value={theme}
        onChange={(event) => isTheme(event.target.value) && setTheme(event.target.value)}
        aria-describedby={isOverridden ? `${id}-note` : undefined}
        className="w-48 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        {themes.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {isOverridden ? (
        <p id={`${id}-note`} className="max-w-48 text-xs text-ink-muted">
          This page always uses Classic; your choice applies everywhere else.
        </p>
      ) : null}
    </div>
  );
}
