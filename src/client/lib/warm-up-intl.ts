/**
 * The browser loads its locale data (ICU) the first time a page builds an Intl formatter, which
 * takes tens of milliseconds on a slow phone. Left to itself that happens inside a screen's
 * render or while a screen's code loads, and lengthens that task; this builds the app's common
 * formatters in tasks of their own (each after a yield), while the page waits for its screen's
 * code and data anyway, so those later tasks find the data loaded.
 */
import { formatNumber } from '@common/number-format';
import { pluralNoun } from '@common/plural';
import { yieldToMain } from './yield-to-main';

// The shared number and plural formatters are built here for good; a date format loads the
// calendar and time zone data the screens' own date formats then find.
const WARM_UPS: (() => unknown)[] = [
  () => formatNumber(1000),
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(0),
  () => pluralNoun(1, 'story', 'stories'),
];

export async function warmUpIntl(): Promise<void> {
  if (typeof Intl === 'undefined') return;
  for (const warmUp of WARM_UPS) {
    await yieldToMain();
    warmUp();
  }
}
