import { UPGRADE_URL } from '@common/entitlement-refusals';
import { importChapterLimit } from '@common/import-plans';
import { AppError } from '../../errors';
import { authorizeStory, type StoryRelation } from '../stories/stories.policy';

/**
 * Who may import a manuscript. Into a new story: any signed-in writer (it becomes theirs). As new
 * chapters of a story: whoever may add chapters to it (owner and co-authors, stories.policy.ts);
 * someone who may not read the story gets 404, a reader or editor without that right 403.
 */
export function authorizeChapterImport(relation: StoryRelation | undefined): StoryRelation {
  return authorizeStory(relation, 'manageChapters');
}

/**
 * One import writes at most the caller's plan's chapters (src/common/import-plans.ts): more is a
 * 403 UPGRADE_REQUIRED, checked before anything is stored.
 */
export function authorizeImportSize(tier: string, chapters: number): void {
  const limit = importChapterLimit(tier);
  if (chapters <= limit) return;
  throw new AppError(
    403,
    'UPGRADE_REQUIRED',
    `Your ${tier} plan imports at most ${limit} chapters at a time. Merge chapters, import the manuscript in parts, or upgrade at ${UPGRADE_URL}.`,
    { upgradeUrl: UPGRADE_URL },
  );
}
