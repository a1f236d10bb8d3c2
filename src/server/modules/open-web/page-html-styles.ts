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
export const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold px-6 py-3 text-base';
export const H2 = 'font-display text-2xl font-semibold text-ink';
/** Where an icon sits in the app's page (icons are not text, so an empty box of their size). */
export const ICON = (size: string) => `<span aria-hidden="true" class="${size} shrink-0"></span>`;
export const DAY = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
