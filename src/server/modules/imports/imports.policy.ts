import { authorizeStory, type StoryRelation } from '../stories/stories.policy';

/**
 * Who may import a manuscript. Into a new story: any signed-in writer (it becomes theirs). As new
 * chapters of a story: whoever may add chapters to it (owner and co-authors, stories.policy.ts);
 * someone who may not read the story gets 404, a reader or editor without that right 403.
 */
export function authorizeChapterImport(relation: StoryRelation | undefined): StoryRelation {
  return authorizeStory(relation, 'manageChapters');
}
