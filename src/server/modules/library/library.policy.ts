import { can, type Feature } from '@common/entitlements';
import { earlyAccessText } from '@common/early-access';
import { exclusivePlans, exclusiveText } from '@common/exclusive-content';
import { UPGRADE_URL } from '@common/entitlement-refusals';
import { AppError, notFound } from '../../errors';

/**
 * Who may see what in the public library. One rule carries everything: a story is in the
 * library when it is published (SPEC section 4: privacy Public with a publication status), and
 * only its published chapters are. Everything else (missing, Private, merely Public but not
 * published, a draft chapter) answers 404 exactly like a missing id, for guests, other readers,
 * admins and the story's own author alike: the author works on it through the creator API.
 *
 * Bookmarks, ratings, reviews, comments, progress and views all exist only on stories the caller
 * can see here. Repositories filter lists with the same rule in SQL (`publishedStory` in
 * library.repository.ts); keep the two in step.
 */

/** The columns that decide whether a story is in the library. */
export type StoryVisibility = {
  id: string;
  createdBy: string;
  privacyLevel: string;
  publicationStatus: string | null;
};

export const isPublished = (story: Pick<StoryVisibility, 'privacyLevel' | 'publicationStatus'>): boolean =>
  story.privacyLevel === 'Public' && story.publicationStatus !== null;

/** The story when it is in the library; 404 'Story not found' (SPEC section 8) otherwise. */
export function requirePublished<T extends StoryVisibility>(story: T | undefined): T {
  if (!story || !isPublished(story)) throw notFound('Story not found');
  return story;
}

/** Readers see published chapters only; anything else is 404 'Chapter not found'. */
export function requirePublishedChapter<T extends { status: string }>(chapter: T | undefined): T {
  if (!chapter || chapter.status !== 'published') throw notFound('Chapter not found');
  return chapter;
}

/**
 * Locked chapters (issue 25): the one decision on who reads a chapter that is listed for everyone
 * but not open to everyone. Two things lock one:
 * - early access: a scheduled chapter inside its story's early-access window (not yet published;
 *   outside the window it is a draft, 404), opened by the plan feature earlyAccess;
 * - an exclusive story: every published chapter after the first (the first, the story page and
 *   its reviews are the storefront), opened by exclusiveContent.
 * The story's members (owner, collaborators) read both. Anyone else gets 403 with the lock's code
 * (EARLY_ACCESS with the public date, EXCLUSIVE_CONTENT with the plans) and the upgrade link,
 * never the text. Paths that send text without asking per chapter (feeds, the served HTML, the
 * creator API, exports) ask `lockOf` or filter with its SQL twin (`chapterOpenToAllSql`).
 */
export type ChapterLock = { kind: 'earlyAccess'; publicAt: Date } | { kind: 'exclusive' };

/** The plan feature that opens each kind of lock. */
const OPENED_BY: Record<ChapterLock['kind'], Feature> = {
  earlyAccess: 'earlyAccess',
  exclusive: 'exclusiveContent',
};

/**
 * The lock on a chapter listed for readers, null when it is open to all. `firstPublishedId` is the
 * story's first published chapter in reading order (null when none is).
 */
export function lockOf(
  chapter: { id: string; status: string; scheduledAt: Date | null },
  story: { exclusive: boolean; firstPublishedId: string | null },
): ChapterLock | null {
  if (chapter.status !== 'published') return { kind: 'earlyAccess', publicAt: chapter.scheduledAt! };
  if (story.exclusive && chapter.id !== story.firstPublishedId) return { kind: 'exclusive' };
  return null;
}

/** Whether the caller reads behind a lock: a member of the story, or a plan that opens it. */
export const opensLock = (
  caller: { subscriptionTier: string } | null,
  member: boolean,
  lock: ChapterLock,
): boolean => member || (caller !== null && can(caller.subscriptionTier, OPENED_BY[lock.kind]));

/** The 403 for a caller the lock keeps out: its code, the sentence the list shows, the upgrade link. */
export function lockedChapter(lock: ChapterLock): AppError {
  if (lock.kind === 'earlyAccess')
    return new AppError(403, 'EARLY_ACCESS', earlyAccessText(lock.publicAt.toISOString()), {
      publicAt: lock.publicAt.toISOString(),
      upgradeUrl: UPGRADE_URL,
    });
  return new AppError(403, 'EXCLUSIVE_CONTENT', `${exclusiveText()}. Upgrade at ${UPGRADE_URL}.`, {
    plans: exclusivePlans(),
    upgradeUrl: UPGRADE_URL,
  });
}

/** Whether the caller wrote the story (they may not rate or review it). */
export const isAuthor = (story: Pick<StoryVisibility, 'createdBy'>, userId: string | undefined): boolean =>
  userId !== undefined && story.createdBy === userId;

/** Readers see averages to one decimal. */
export const oneDecimal = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 10) / 10;
