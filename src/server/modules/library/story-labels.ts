import { sql } from 'drizzle-orm';
import type { StoryLabels, TagRef } from '@common/schemas/story-labels';
import { stories } from '../../db/schema/stories';
import { storyTags, tags } from '../../db/schema/tags';

/**
 * A story's tags as a JSON list of {name, slug} in the author's order, read with the story row
 * (a correlated subquery on story_tags' primary key: one index range per story shown).
 */
export const storyTagsJson = sql<
  TagRef[]
>`coalesce((select json_agg(json_build_object('name', ${tags.name}, 'slug', ${tags.slug}) order by ${storyTags.position}) from ${storyTags} join ${tags} on ${tags.id} = ${storyTags.tagId} where ${storyTags.storyId} = ${stories.id}), '[]'::json)`;

/** The select list of a story's labels (issue 25): tags, content rating, content warnings, language. */
export const storyLabelColumns = {
  tags: storyTagsJson,
  contentRating: stories.contentRating,
  contentWarnings: stories.contentWarnings,
  language: stories.language,
};

/** The labels part of a story read, from a row selected with storyLabelColumns. */
export const toStoryLabels = (row: {
  tags: TagRef[] | null;
  contentRating: string;
  contentWarnings: string[] | null;
  language: string;
}): StoryLabels => ({
  tags: row.tags ?? [],
  contentRating: row.contentRating,
  contentWarnings: row.contentWarnings ?? [],
  language: row.language,
});
