import type { Theme } from './constants';

/**
 * Author branding (issue 27, item 4; Master Weaver): the accent colour an author picks is drawn
 * as a background with text on it in every theme a reader may be using. Each theme has a light
 * and a dark text colour (its ink and its on-accent, from src/client/styles.css; a test checks
 * they match), and branded pages write the accent's text in whichever of the two reads best. An
 * accent is accepted only if, in every theme, that text keeps WCAG AA (4.5:1); otherwise the
 * refusal names the first theme where it does not.
 */
export const BRAND_MIN_CONTRAST = 4.5;

/** The theme's two text colours: ink (on canvas) and on-accent (on the theme's own accent). */
export const THEME_TEXT_COLOURS: Readonly<Record<Theme, { label: string; ink: string; onAccent: string }>> = {
  classic: { label: 'Classic', ink: '#2a1c12', onAccent: '#fff8ee' },
  fantasy: { label: 'Fantasy', ink: '#17261a', onAccent: '#f4fbef' },
  scifi: { label: 'Sci-Fi', ink: '#e4edf9', onAccent: '#04131f' },
  horror: { label: 'Horror', ink: '#efe4df', onAccent: '#1c0605' },
  romance: { label: 'Romance', ink: '#3a1521', onAccent: '#fff6f8' },
  mystery: { label: 'Mystery', ink: '#e8e4d8', onAccent: '#1a1306' },
  forgeGothic: { label: 'Forge Gothic', ink: '#ede5db', onAccent: '#1a0b03' },
};

export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The theme's text colour that reads best on the accent, and its contrast. */
export function textOnAccent(accent: string, theme: Theme): { colour: string; ratio: number } {
  const { ink, onAccent } = THEME_TEXT_COLOURS[theme];
  const withInk = contrastRatio(accent, ink);
  const withOnAccent = contrastRatio(accent, onAccent);
  return withInk >= withOnAccent
    ? { colour: ink, ratio: withInk }
    : { colour: onAccent, ratio: withOnAccent };
}

/** Why the accent is refused (the first theme where its text fails AA), or null when it passes everywhere. */
export function accentRefusal(accent: string): string | null {
  const colour = accent.toLowerCase();
  for (const theme of Object.keys(THEME_TEXT_COLOURS) as Theme[]) {
    const { ratio } = textOnAccent(colour, theme);
    if (ratio < BRAND_MIN_CONTRAST) {
      const shown = (Math.floor(ratio * 100) / 100).toFixed(2);
      return `The accent ${colour} is refused: text on it in the ${THEME_TEXT_COLOURS[theme].label} theme has a contrast of ${shown}:1, below the 4.5:1 WCAG AA needs. Pick a darker or lighter colour.`;
    }
  }
  return null;
}
