/**
 * What a story is labelled with besides its genre (issue 25): freeform tags, one content rating
 * and content warnings from a fixed list. The database CHECKs, the zod schemas and the screens
 * read these lists, so each value is defined once.
 */

/** Content ratings, mildest first; a story without one is General. */
export const CONTENT_RATINGS = ['General', 'Teen', 'Mature', 'Explicit'] as const;
export type ContentRating = (typeof CONTENT_RATINGS)[number];
export const DEFAULT_CONTENT_RATING: ContentRating = 'General';

/** The fixed list of content warnings an author may set (stored as these exact words). */
export const CONTENT_WARNINGS = [
  'Violence',
  'Graphic violence',
  'Sexual content',
  'Self-harm',
  'Suicide',
  'Substance use',
  'Abuse',
  'Death of a major character',
  'Strong language',
] as const;
export type ContentWarning = (typeof CONTENT_WARNINGS)[number];

/**
 * The languages a story can be written in (ISO 639-1 codes, each with its own name), English
 * first as the default. The story form, the language filter, the database CHECK and the book
 * exports' metadata read this list. A short fixed list keeps the filter an equality on an index.
 */
export const STORY_LANGUAGES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  ar: 'العربية',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
} as const;
export type StoryLanguage = keyof typeof STORY_LANGUAGES;
export const STORY_LANGUAGE_CODES = Object.keys(STORY_LANGUAGES) as [StoryLanguage, ...StoryLanguage[]];
export const DEFAULT_STORY_LANGUAGE: StoryLanguage = 'en';
/** A language's own name ('Español'), or the code itself for one not in the list. */
export const languageName = (code: string): string => STORY_LANGUAGES[code as StoryLanguage] ?? code;

/** Tags per story, and characters per tag. */
export const MAX_STORY_TAGS = 20;
export const MAX_TAG_LENGTH = 50;

/** The spelling kept for a new tag: trimmed, runs of whitespace become one space. */
export const normaliseTagName = (name: string): string => name.trim().replace(/\s+/gu, ' ');

/**
 * What two spellings of one tag share: normalised and lower-cased ("Found  Family" and
 * "found family" are the same tag). Unique in the tags table.
 */
export const tagKey = (name: string): string => normaliseTagName(name).toLocaleLowerCase('en-US');

/**
 * The tag's address in /tags/:slug: letters and digits of any script, other runs become '-'.
 * Not unique by itself ("C++" and "C" both give "c"); the server adds a suffix when taken.
 */
export const tagSlugBase = (name: string): string =>
  tagKey(name)
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'tag';

/** The client's address of a tag page. */
export const tagPath = (slug: string): string => `/tags/${encodeURIComponent(slug)}`;
