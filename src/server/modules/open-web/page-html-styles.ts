/**
 * The classes the server-drawn pages (page-html.ts) share with the app's components: a badge, a
 * button, a section heading, a cover frame, an icon's box and the date format. The story-page
 * skeleton test compares the two sides, so a change here is made in the components too.
 */
export const COVER_FRAME =
  'mx-auto aspect-[2/3] w-full max-w-44 overflow-hidden rounded-xl border border-line shadow-md sm:max-w-none';
export const BADGE =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold';
export const NEUTRAL = 'border-line bg-surface-muted text-ink';
/** Badge tones (components/ui/badge.tsx): `accent` to draw the eye, `solid` for the strongest emphasis. */
export const ACCENT = 'border-accent/40 bg-accent/10 text-accent';
export const SOLID = 'border-transparent bg-accent text-on-accent';
/** A button's shape (components/ui/button-styles.ts), then its look and size. */
export const BUTTON_BASE = 'inline-flex items-center justify-center gap-2 rounded-lg font-semibold';
export const BUTTON = `${BUTTON_BASE} px-6 py-3 text-base`;
export const BUTTON_MD = 'px-4 py-2.5 text-sm';
export const BUTTON_SM = 'px-3 py-1.5 text-sm';
export const PRIMARY = 'bg-accent text-on-accent shadow-sm';
export const SECONDARY = 'border border-line bg-surface text-ink';
export const GHOST = 'text-ink';
/** The look of a button the app disables too (the others are disabled only until the app takes over). */
export const FADED = 'disabled:cursor-not-allowed disabled:opacity-50';
/** An icon's place: an empty box of its size (icons are not text); `block` where the app's <svg> sits in block flow. */
export const iconBox = (cls: string) => `<span aria-hidden="true" class="${cls}"></span>`;
export const H2 = 'font-display text-2xl font-semibold text-ink';
/** Where an icon sits in the app's page (icons are not text, so an empty box of their size). */
export const ICON = (size: string) => `<span aria-hidden="true" class="${size} shrink-0"></span>`;
export const DAY = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
