import type { STORY_GENRES } from '@common/constants';

export type StoryGenre = (typeof STORY_GENRES)[number];

/**
 * Hand-written material for one genre of demo stories. Paragraphs may name {hero}, {ally} and
 * {place}; the seed fills them per story, so stories of one genre share a voice but not a cast.
 */
export type GenreProse = {
  titles: readonly string[];
  /** One-sentence blurbs; also use the placeholders. */
  blurbs: readonly string[];
  heroes: readonly string[];
  allies: readonly string[];
  places: readonly string[];
  chapterTitles: readonly string[];
  paragraphs: readonly string[];
};

/**
 * Replaces {hero}, {ally} and {place} in a text, capitalising a name that opens a sentence or a
 * quotation ("a night-shift nurse" becomes "A night-shift nurse").
 */
export function fillIn(text: string, cast: { hero: string; ally: string; place: string }): string {
  const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
  return text
    .replace(/(^|[.!?]\s+|“)\{(hero|ally|place)\}/g, (_m, opener: string, key: keyof typeof cast) => {
      return opener + capitalised(cast[key]);
    })
    .replace(/\{(hero|ally|place)\}/g, (_m, key: keyof typeof cast) => cast[key]);
}
