import type { SessionUser } from '../../auth/session';
import { lockedChapter, lockOf, opensLock } from '../library/library.policy';
import type { StoriesRepository } from '../stories/stories.repository';
import type { ChapterStore } from './chapters.repository';

/**
 * An outsider (neither owner nor collaborator) reads a published chapter through the creator API
 * as in the library: an exclusive story's chapters past its first published one need a plan with
 * exclusive content (issue 25), decided by library.policy.ts, the one decision on locked chapters.
 * Throws 403 EXCLUSIVE_CONTENT otherwise.
 */
export async function assertOutsiderReads(
  repos: { stories: Pick<StoriesRepository, 'findDetail'>; chapters: Pick<ChapterStore, 'listSummaries'> },
  caller: Pick<SessionUser, 'subscriptionTier'>,
  storyId: string,
  chapterId: string,
): Promise<void> {
  const story = (await repos.stories.findDetail(storyId))?.story;
  if (!story?.exclusive) return;
  const [first] = await repos.chapters.listSummaries(storyId, false);
  const lock = lockOf(
    { id: chapterId, status: 'published', scheduledAt: null },
    { exclusive: true, firstPublishedId: first?.id ?? null },
  );
  if (lock && !opensLock(caller, false, lock)) throw lockedChapter(lock);
}
