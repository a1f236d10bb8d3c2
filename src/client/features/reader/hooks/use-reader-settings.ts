import { useCallback, useEffect, useState } from 'react';

export const READER_FONT_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export const READER_WIDTHS = ['narrow', 'medium', 'wide'] as const;
export const READER_THEMES = ['light', 'sepia', 'dark'] as const;

export type ReaderSettings = {
  fontSize: (typeof READER_FONT_SIZES)[number];
  width: (typeof READER_WIDTHS)[number];
  theme: (typeof READER_THEMES)[number];
};

/** Where the settings live in localStorage (this browser only, shared by all stories). */
export const READER_SETTINGS_KEY = 'inkforge-reader-settings';

/** Text size in rem and line length in characters for each choice. */
export const FONT_SIZE_REM: Record<ReaderSettings['fontSize'], number> = {
  sm: 1,
  md: 1.125,
  lg: 1.25,
  xl: 1.4,
};
export const WIDTH_CH: Record<ReaderSettings['width'], number> = { narrow: 52, medium: 64, wide: 78 };

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  (list as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** Light or dark to match the site theme the first time (each site theme declares its color-scheme). */
function defaultTheme(): ReaderSettings['theme'] {
  if (typeof window === 'undefined') return 'light';
  return getComputedStyle(document.documentElement).colorScheme === 'dark' ? 'dark' : 'light';
}

/** The saved settings, each value checked; anything unreadable falls back to the default. */
export function readReaderSettings(): ReaderSettings {
  let saved: Record<string, unknown> = {};
  try {
    saved = JSON.parse(window.localStorage.getItem(READER_SETTINGS_KEY) ?? '{}') ?? {};
  } catch {
    saved = {};
  }
  return {
    fontSize: oneOf(READER_FONT_SIZES, saved.fontSize, 'md'),
    width: oneOf(READER_WIDTHS, saved.width, 'medium'),
    theme: oneOf(READER_THEMES, saved.theme, defaultTheme()),
  };
}

/** Reading settings (font size, line width, reader theme), saved in localStorage and synced across tabs. */
export function useReaderSettings() {
  const [settings, setSettings] = useState<ReaderSettings>(readReaderSettings);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === READER_SETTINGS_KEY) setSettings(readReaderSettings());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const update = useCallback((change: Partial<ReaderSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      try {
        window.localStorage.setItem(READER_SETTINGS_KEY, JSON.stringify(next));
      } catch {
        // Storage may be full or blocked; the choice still applies to this visit.
      }
      return next;
    });
  }, []);

  return { settings, update };
}
