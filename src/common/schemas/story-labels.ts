import { z } from 'zod';
import {
  CONTENT_RATINGS,
  CONTENT_WARNINGS,
  MAX_STORY_TAGS,
  MAX_TAG_LENGTH,
  normaliseTagName,
  STORY_LANGUAGE_CODES,
} from '../story-labels';

export const TAG_MESSAGE = `A tag must have 1 to ${MAX_TAG_LENGTH} characters, with a letter or digit`;
export const TOO_MANY_TAGS = `A story can have at most ${MAX_STORY_TAGS} tags`;
export const UNKNOWN_WARNING = `Choose content warnings from the list: ${CONTENT_WARNINGS.join(', ')}`;

/** One freeform tag as typed: whitespace normalised, 1..50 characters, at least one letter or digit. */
export const tagNameSchema = z
  .string({ error: TAG_MESSAGE })
  .transform(normaliseTagName)
  .pipe(
    z
      .string()
      .min(1, TAG_MESSAGE)
      .max(MAX_TAG_LENGTH, TAG_MESSAGE)
      .regex(/[\p{L}\p{N}]/u, TAG_MESSAGE),
  );

/**
 * The story form's labels (issue 25), without defaults (create fills them in, a PATCH changes
 * only what it sends). Tags that differ only in case or spacing count once, in their first spelling.
 */
export const storyLabelFields = {
  tags: z.array(tagNameSchema, { error: 'Tags must be a list of words' }).max(MAX_STORY_TAGS, TOO_MANY_TAGS),
  contentRating: z.enum(CONTENT_RATINGS, { error: `Choose a content rating: ${CONTENT_RATINGS.join(', ')}` }),
  contentWarnings: z
    .array(z.enum(CONTENT_WARNINGS, { error: UNKNOWN_WARNING }), { error: UNKNOWN_WARNING })
    .max(CONTENT_WARNINGS.length, UNKNOWN_WARNING),
  /** The language the story is written in (ISO 639-1, from STORY_LANGUAGES). */
  language: z.enum(STORY_LANGUAGE_CODES, { error: 'Choose a language from the list' }),
};

/** A tag as stories show it: its canonical spelling and its page's slug. */
export const tagRefSchema = z.object({ name: z.string(), slug: z.string() });
export type TagRef = z.infer<typeof tagRefSchema>;

/** The labels every story read carries: tags in the author's order, rating, warnings, language. */
export const storyLabelsSchema = z.object({
  tags: z.array(tagRefSchema),
  contentRating: z.string(),
  contentWarnings: z.array(z.string()),
  language: z.string(),
});
export type StoryLabels = z.infer<typeof storyLabelsSchema>;
