/**
 * The seven themes of SPEC section 9. The chosen theme lives in localStorage under
 * 'inkforge-theme' and is written to `data-theme` on <html>, which selects a palette in
 * styles.css. public/theme-boot.js applies the same choice before first paint; this provider
 * keeps it in sync afterwards (other tabs included).
 *
 * A screen may force a theme for as long as it is shown (the signed-out landing page is always
 * classic); the user's choice is kept and comes back when the override is lifted.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_THEME, THEMES, type Theme } from '@common/constants';

export const THEME_STORAGE_KEY = 'inkforge-theme';

export type ThemeOption = {
  id: Theme;
  /** Name shown in pickers. */
  label: string;
  /** One line on the mood of the palette. */
  description: string;
  /** Whether the palette is dark, for pickers that want to group or preview. */
  dark: boolean;
};

/** Every theme in the spec's order, classic (the default) first. */
export const THEME_OPTIONS: readonly ThemeOption[] = [
  { id: 'classic', label: 'Classic', description: 'Warm parchment and forge embers', dark: false },
  { id: 'fantasy', label: 'Fantasy', description: 'Enchanted forest green and elven gold', dark: false },
  { id: 'scifi', label: 'Sci-Fi', description: 'Deep space with ion-blue light', dark: true },
  { id: 'horror', label: 'Horror', description: 'Candlelit crypt and dried blood', dark: true },
  { id: 'romance', label: 'Romance', description: 'Blush paper, rose and wine', dark: false },
  { id: 'mystery', label: 'Mystery', description: 'Gaslit fog and lamplight amber', dark: true },
  { id: 'forgeGothic', label: 'Forge Gothic', description: 'Cathedral iron and molten metal', dark: true },
];

export const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value);

/** The saved theme, or classic when nothing (valid) is saved or storage is unavailable. */
export function readStoredTheme(): Theme {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function applyDocumentTheme(theme: Theme) {
  if (document.documentElement.dataset.theme !== theme) document.documentElement.dataset.theme = theme;
}

type ThemeContextValue = {
  /** The user's choice (what the picker shows). */
  theme: Theme;
  /** What is on screen now: the override when one is active, otherwise the choice. */
  activeTheme: Theme;
  /** True while a screen forces its own theme; pickers should say so or hide. */
  isOverridden: boolean;
  /** Saves the choice in this browser and shows it at once (unless overridden). */
  setTheme: (theme: Theme) => void;
  /** Every theme with its label, for pickers. */
  themes: readonly ThemeOption[];
  /** Used by the layout: force a theme for the current screen, or null to lift it. */
  setOverride: (theme: Theme | null) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Holds the theme choice for the whole app; mount once above the router. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [override, setOverride] = useState<Theme | null>(null);
  const activeTheme = override ?? theme;

  // Layout effects, here and in useThemeOverride, so an override lands before the browser paints.
  useLayoutEffect(() => applyDocumentTheme(activeTheme), [activeTheme]);

  // A choice made in another tab shows here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY)
        setThemeState(isTheme(event.newValue) ? event.newValue : DEFAULT_THEME);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode or full storage: the theme still applies for this visit.
    }
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      activeTheme,
      isOverridden: override !== null,
      setTheme,
      themes: THEME_OPTIONS,
      setOverride,
    }),
    [theme, activeTheme, override, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme choice, what is on screen, the list of themes and a setter. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}

/** Forces `theme` while the calling component is mounted and `theme` is not null. */
export function useThemeOverride(theme: Theme | null) {
  const { setOverride } = useTheme();
  useLayoutEffect(() => {
    setOverride(theme);
    return () => setOverride(null);
  }, [theme, setOverride]);
}
