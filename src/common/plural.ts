/**
 * Counts beside nouns ("1 view", "2 views", "1,204 words"), chosen by the language's plural rules
 * (Intl.PluralRules) rather than by `count === 1`, so a screen never reads '1 views'. English
 * only for now: the app's text is English, and every noun here has a regular or a given plural.
 */
import { formatCompactNumber, formatNumber } from './number-format';

// Made on first use (as in number-format.ts): not while the page's code loads.
let rules: Intl.PluralRules | undefined;

/**
 * The noun alone in the form the count asks for: `pluralNoun(1, 'story', 'stories')` is 'story',
 * `pluralNoun(0, 'story', 'stories')` is 'stories'. Without `plural`, an 's' is added.
 */
export function pluralNoun(count: number, singular: string, plural = `${singular}s`): string {
  return (rules ??= new Intl.PluralRules('en-US')).select(count) === 'one' ? singular : plural;
}

/**
 * The count, grouped in thousands, and its noun: `countLabel(1, 'view')` is '1 view',
 * `countLabel(12408, 'word')` is '12,408 words', `countLabel(2, 'person', 'people')` is '2 people'.
 */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${pluralNoun(count, singular, plural)}`;
}

/** As `countLabel`, with the short number of tight cards: `compactCountLabel(1200, 'view')` is '1.2K views'. */
export function compactCountLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCompactNumber(count)} ${pluralNoun(count, singular, plural)}`;
}
