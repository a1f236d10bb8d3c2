import { notFound } from '../../errors';

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

/** Whether the caller wrote the story (they may not rate or review it). */
export const isAuthor = (story: Pick<StoryVisibility, 'createdBy'>, userId: string | undefined): boolean =>
  userId !== undefined && story.createdBy === userId;

/** Readers see averages to one decimal. */
export const oneDecimal = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 10) / 10;
