import { can } from '@common/entitlements';
import { earlyAccessText } from '@common/early-access';
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
 * Early access (issue 25): a scheduled chapter inside its story's early-access window is listed
 * for everyone, and readable by the story's members (owner, collaborators) and readers whose plan
 * has earlyAccess. Anyone else gets 403 EARLY_ACCESS with its public date and the upgrade link,
 * never its text. Outside the window (or without early access) it is a draft: 404.
 */
export const readsEarly = (caller: { subscriptionTier: string } | null, member: boolean): boolean =>
  member || (caller !== null && can(caller.subscriptionTier, 'earlyAccess'));

export const earlyAccessLocked = (publicAt: Date) =>
  new AppError(403, 'EARLY_ACCESS', earlyAccessText(publicAt.toISOString()), {
    publicAt: publicAt.toISOString(),
    upgradeUrl: UPGRADE_URL,
  });

/** Whether the caller wrote the story (they may not rate or review it). */
export const isAuthor = (story: Pick<StoryVisibility, 'createdBy'>, userId: string | undefined): boolean =>
  userId !== undefined && story.createdBy === userId;

/** Readers see averages to one decimal. */
export const oneDecimal = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 10) / 10;
