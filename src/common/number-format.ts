/**
 * The one way the app writes a number for people: grouped in thousands in English ('4,753',
 * '1,405 XP'), since the app's text is English. Every screen and `countLabel` go through here, so
 * no screen shows '4753' where another shows '4,753' (a test keeps other formatters out of the
 * client). `formatCompactNumber` is the short form for tight cards ('1.2K').
 */
// Made on first use, not when the module loads: building a formatter loads the locale's data,
// which costs tens of milliseconds on a slow phone and would otherwise fall into the page's start.
let integer: Intl.NumberFormat | undefined;
let compact: Intl.NumberFormat | undefined;

/** `formatNumber(12408)` is '12,408'. */
export const formatNumber = (n: number): string => (integer ??= new Intl.NumberFormat('en-US')).format(n);

/** `formatCompactNumber(1200)` is '1.2K'; below 1,000 the same as `formatNumber`. */
export const formatCompactNumber = (n: number): string =>
  (compact ??= new Intl.NumberFormat('en-US', { notation: 'compact' })).format(n);
