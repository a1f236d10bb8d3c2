import { notFound } from '../errors';
import { storyAbilities, type StoryRelation } from '../modules/stories/stories.policy';

/**
 * A chapter's version history (list, view, save, restore) belongs to the people who write the
 * story: its owner and collaborators. Anyone else, even a reader of a public story, gets the
 * same 404 as for a missing chapter, so neither drafts nor their existence leak.
 */
export function authorizeChapterHistory(relation: StoryRelation | undefined): StoryRelation {
  if (!relation || !storyAbilities(relation).editChapters) throw notFound('Chapter not found');
  return relation;
}
