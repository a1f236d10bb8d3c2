import { z } from 'zod';
import { STORY_GENRES, STORY_STATUSES } from '../constants';
import { publicBrandSchema } from './author-brand';
import { tiptapDocSchema } from './chapter';
import { cursorQuerySchema, searchTextSchema } from './pagination';
import { readingProgressSchema } from './reading';
import { publicPersonSchema, storyReviewSchema } from './reviews';
import { storyLabelsSchema } from './story-labels';
import { advancedFilterShape, checkWordRange } from './advanced-filters';

/**
 * The public library: published stories (SPEC section 4: Public with a publication status) as
 * readers and guests see them. Counts and chapter numbers cover published chapters only, so a
 * draft never shows through, not even as a gap in the numbering.
 */

/** A chapter in a story's table of contents; `position` is 1..n over the published chapters. */
export const libraryChapterEntrySchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  wordCount: z.number().int(),
  /**
   * Early access (issue 25): the public date of a chapter readable early (ISO time), null for a
   * published chapter. `locked`: the caller may not read it yet (their plan has no early access).
   */
  publicAt: z.string().nullable(),
  /** Exclusive story (issue 25): past the first chapter, read with a plan that has exclusive content. */
  exclusive: z.boolean(),
  /** The caller may not read it (their plan has no early access, or no exclusive content). */
  locked: z.boolean(),
});
export type LibraryChapterEntry = z.infer<typeof libraryChapterEntrySchema>;

/** What the signed-in caller has done with the story; null for guests. */
export const libraryViewerSchema = z.object({
  /** The caller wrote the story: they may not rate or review it. */
  isAuthor: z.boolean(),
  bookmarked: z.boolean(),
  rating: z.number().int().nullable(),
  review: storyReviewSchema.nullable(),
  progress: readingProgressSchema.nullable(),
});
export type LibraryViewer = z.infer<typeof libraryViewerSchema>;

/** GET /api/v1/library/stories/:id */
export const libraryStorySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  genre: z.string(),
  status: z.string(),
  coverImage: z.string().nullable(),
  author: publicPersonSchema,
  /** Average star rating to 1 decimal; null until the first rating. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  viewCount: z.number().int(),
  wordCount: z.number().int(),
  chapterCount: z.number().int(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  /** Exclusive story (issue 25): the page, first chapter and reviews are public, the rest is not. */
  exclusive: z.boolean(),
  ...storyLabelsSchema.shape,
  /** The author lets readers on a plan with offline downloads download it and read it offline. */
  readerDownloads: z.boolean(),
  chapters: z.array(libraryChapterEntrySchema),
  viewer: libraryViewerSchema.nullable(),
  /** The author's brand on this page and the reader (Master Weaver, issue 27); null when none. */
  brand: publicBrandSchema.nullable(),
});
export type LibraryStory = z.infer<typeof libraryStorySchema>;

/** GET /api/v1/library/stories/:id/chapters/:chapterId: one published chapter to read. */
export const libraryChapterSchema = z.object({
  id: z.uuid(),
  storyId: z.uuid(),
  storyTitle: z.string(),
  authorUsername: z.string(),
  position: z.number().int(),
  chapterCount: z.number().int(),
  title: z.string(),
  wordCount: z.number().int(),
  /** The public date of a chapter read in early access; null once published. */
  publicAt: z.string().nullable(),
  content: tiptapDocSchema,
  prevChapterId: z.uuid().nullable(),
  nextChapterId: z.uuid().nullable(),
});
export type LibraryChapter = z.infer<typeof libraryChapterSchema>;

/** The details of a 403 EARLY_ACCESS answer: when the chapter is free, and where to upgrade. */
export const earlyAccessDetailsSchema = z.object({ publicAt: z.string(), upgradeUrl: z.string() });
export type EarlyAccessDetails = z.infer<typeof earlyAccessDetailsSchema>;
/** The details of a 403 EXCLUSIVE_CONTENT answer: the plans that read it, and where to upgrade. */
export const exclusiveDetailsSchema = z.object({ plans: z.string(), upgradeUrl: z.string() });
export type ExclusiveDetails = z.infer<typeof exclusiveDetailsSchema>;

/** A published story in a search result, a bookmark list or a discovery panel. */
export const libraryStoryCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  genre: z.string(),
  status: z.string(),
  coverImage: z.string().nullable(),
  authorUsername: z.string(),
  rating: z.number().nullable(),
  viewCount: z.number().int(),
  wordCount: z.number().int(),
  chapterCount: z.number().int(),
  publishedAt: z.string(),
  /** Exclusive story (issue 25): cards carry a badge. */
  exclusive: z.boolean(),
  ...storyLabelsSchema.shape,
});
export type LibraryStoryCard = z.infer<typeof libraryStoryCardSchema>;

export const LIBRARY_SORTS = ['relevance', 'popular', 'rating', 'newest'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

/**
 * GET /api/v1/library/search. `q` matches title or description anywhere, case-insensitive.
 * Sort 'relevance' (the default with `q`): exact title, then titles starting with `q`, then
 * full-text rank, then views; 'popular' (the default without `q`): most viewed. Pages: send back
 * `nextCursor`, or ask for `page` (1-based) directly.
 */
export const librarySearchQuerySchema = z
  .object({
    q: searchTextSchema,
    genre: z.enum(STORY_GENRES).optional(),
    status: z.enum(STORY_STATUSES).optional(),
    /** Only exclusive stories (`true`), or only the others (`false`); any when absent. */
    exclusive: z
      .enum(['true', 'false'], { error: 'exclusive must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    sort: z.enum(LIBRARY_SORTS).optional(),
    cursor: z.string().max(200).optional(),
    page: z.coerce.number().int().min(1).max(1000).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
    /** Advanced filters (issue 25; schemas/advanced-filters.ts): plans with advancedFilters only. */
    ...advancedFilterShape,
  })
  .superRefine(checkWordRange);
export type LibrarySearchQuery = z.input<typeof librarySearchQuerySchema>;
export const librarySearchPageSchema = z.object({
  items: z.array(libraryStoryCardSchema),
  nextCursor: z.string().nullable(),
  page: z.number().int(),
});
export type LibrarySearchPage = z.infer<typeof librarySearchPageSchema>;

/** PUT .../bookmark answers the state; GET /api/v1/me/bookmarks lists them, newest first. */
export const bookmarkStateSchema = z.object({ bookmarked: z.boolean(), bookmarkedAt: z.string().nullable() });
export const bookmarkItemSchema = z.object({ story: libraryStoryCardSchema, bookmarkedAt: z.string() });
export type BookmarkItem = z.infer<typeof bookmarkItemSchema>;
export const bookmarksQuerySchema = cursorQuerySchema;
export const bookmarksPageSchema = z.object({
  items: z.array(bookmarkItemSchema),
  nextCursor: z.string().nullable(),
});

/** PUT .../rating: one 1..5 star rating per reader and story, changeable. */
export const ratingInputSchema = z.object({
  rating: z
    .number({ error: 'Choose 1 to 5 stars' })
    .int('Choose 1 to 5 stars')
    .min(1, 'Choose 1 to 5 stars')
    .max(5, 'Choose 1 to 5 stars'),
});
export const ratingResultSchema = z.object({
  rating: z.number().int(),
  /** The story's new average, to 1 decimal. */
  average: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type RatingResult = z.infer<typeof ratingResultSchema>;
