/**
 * Class names shared by everything that looks like a button, whether it is a <button> or a
 * router <Link>. Colours come only from theme tokens (styles.css). `aria-disabled` looks like
 * `disabled`: a form's submit button uses it to stay focusable and to let Enter reach the form,
 * which then says what is missing.
 */
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const VARIANTS = {
  primary: 'bg-accent text-on-accent shadow-sm hover:bg-accent-strong',
  secondary: 'border border-line bg-surface text-ink hover:bg-surface-muted',
  ghost: 'text-ink hover:bg-surface-muted',
  /** Light button for the dark hero bands. */
  onHero:
    'bg-on-hero text-hero-deep shadow-sm hover:bg-hero-accent focus-visible:ring-hero-accent focus-visible:ring-offset-hero',
  /** Outlined button for the dark hero bands. */
  onHeroOutline:
    'border border-on-hero-muted/60 text-on-hero hover:bg-on-hero/10 focus-visible:ring-hero-accent focus-visible:ring-offset-hero',
} as const;

const SIZES = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** The classes of a button of the given look; `extra` is appended last. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return [BASE, VARIANTS[variant], SIZES[size], extra].filter(Boolean).join(' ');
}
