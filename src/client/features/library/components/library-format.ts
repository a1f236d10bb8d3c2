import { countLabel } from '@common/plural';
import { formatNumber } from '@common/number-format';

// Made on first use, not while the story page's code loads (see common/number-format.ts).
let day: Intl.DateTimeFormat | undefined;
const dayFormat = () =>
  (day ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }));

/** "12,345" */
export const formatCount = formatNumber;

/** "1 chapter", "12 chapters" (the shared plural rules). */
export const plural = (value: number, noun: string): string => countLabel(value, noun);

/** "March 4, 2026" (the UTC calendar day, as the server stores dates). */
export const formatDay = (iso: string): string => dayFormat().format(new Date(iso));

/** A description split into paragraphs on blank lines (as the sample stories do). */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The reader's URL of a chapter. */
export const chapterPath = (storyId: string, chapterId: string): string =>
  `/library/${encodeURIComponent(storyId)}/chapters/${encodeURIComponent(chapterId)}`;
