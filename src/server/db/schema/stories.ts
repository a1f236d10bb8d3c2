import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PUBLICATION_STATUSES, STORY_GENRES, STORY_PRIVACY, STORY_STATUSES } from '@common/constants';
import { CONTENT_RATINGS, CONTENT_WARNINGS, STORY_LANGUAGE_CODES } from '@common/story-labels';
import { users } from './users';
import { worlds } from './worlds';
import {
  createdAt,
  lengthBetween,
  oneOf,
  searchVector,
  searchVectorIndex,
  trigramIndex,
  tstz,
  updatedAt,
  uploadKeyIndex,
} from './sql-helpers';

/** Rows readers may see in every listing (SPEC section 6: public stories appear in all listings). */
const isPublic = sql.raw(`"privacy_level" = 'Public'`);
/** Published stories (library.policy.ts `isPublished`): the library, the sitemap and the feeds. */
const isPublished = sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`);

/**
 * The unstemmed words of a story's title and description, for the search's word prefilter
 * (modules/search/search-words.ts). `<` and `>` become spaces so the parser never takes a run
 * of words for an HTML tag and skips it. A query must use this same expression to use the index.
 */
export const storyWordsDocument = (title: AnyPgColumn | SQL, description: AnyPgColumn | SQL): SQL =>
  sql`to_tsvector('simple', translate(${title} || ' ' || ${description}, '<>', '  '))`;

/**
 * stories (SPEC section 3). Private by default (SPEC section 5). The prose lives in `chapters`;
 * `word_count` and `chapter_count` (all chapters, drafts too) are kept equal to the sums over the
 * story's chapters by a trigger on `chapters` (migration story_chapter_counts); `published_word_count`,
 * `published_chapter_count` and `rating_count` (what the public library shows on every card) by
 * triggers too, whichever path writes the rows. Publication (SPEC section 4) is three columns
 * moved together, and the CHECKs below refuse any half-published row: published means Public, with
 * publication_status 'Published' and a published_at time.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('story_id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    genre: text('genre').notNull().default('Fantasy'),
    status: text('status').notNull().default('Planning'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A deleted world leaves its stories standing, merely unplaced.
    worldId: uuid('world_id').references(() => worlds.id, { onDelete: 'set null' }),
    /** Free-form notes or synopsis of the whole story; chapter prose is in `chapters`. */
    content: text('content'),
    privacyLevel: text('privacy_level').notNull().default('Private'),
    /** Words and chapters of ALL the story's chapters (My Stories, the detail page); kept by a trigger on `chapters`. */
    wordCount: integer('word_count').notNull().default(0),
    chapterCount: integer('chapter_count').notNull().default(0),
    /** Words and chapters of the PUBLISHED chapters only (what readers see); kept by triggers on `chapters`. */
    publishedWordCount: integer('published_word_count').notNull().default(0),
    publishedChapterCount: integer('published_chapter_count').notNull().default(0),
    /** Rows in user_story_ratings for the story; kept by triggers on that table. */
    ratingCount: integer('rating_count').notNull().default(0),
    /** Average of user_story_ratings, kept by the rating code; NULL until the first rating. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    viewCount: integer('view_count').notNull().default(0),
    coverImage: text('cover_image'),
    publishedAt: tstz('published_at'),
    publicationStatus: text('publication_status'),
    /**
     * Early access (issue 25): scheduled chapters are readable this many days (1..30) before their
     * public date by readers whose plan has earlyAccess and by the story's members; NULL is off.
     */
    earlyAccessDays: integer('early_access_days'),
    /**
     * Exclusive story (issue 25): past its first published chapter, chapters are read only with a
     * plan that has exclusiveContent, or by the story's members (library.policy.ts).
     */
    exclusive: boolean('exclusive').notNull().default(false),
    /** Content rating and warnings (issue 25; docs/decisions.md "Story tags"); tags are in story_tags. */
    contentRating: text('content_rating').notNull().default('General'),
    contentWarnings: text('content_warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The language the story is written in (ISO 639-1 from STORY_LANGUAGES; issue 25's filter). */
    language: text('language').notNull().default('en'),
    /**
     * The story's canonical tag ids, a copy of its story_tags rows kept by triggers on story_tags
     * (migration 0070): the advanced filter's include (@>) and exclude (&&) are one GIN lookup
     * instead of grouping every posting of the included tags (bench/advanced-filters-report.md).
     * Never written by the application.
     */
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * Reader downloads (issue 24): readers whose plan has offlineDownloads may download the
     * story's readable chapters as EPUB and save them for offline reading; the owner may turn it off.
     */
    readerDownloads: boolean('reader_downloads').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: searchVector('title', 'description'),
  },
  (t) => [
    // The orphaned-upload sweep's check (uploads.repository.ts).
    uploadKeyIndex('stories_cover_image_key_idx', t.coverImage),
    // My Stories: own stories, newest update first; also count by created_by.
    index('stories_created_by_updated_idx').on(t.createdBy, t.updatedAt.desc().nullsFirst()),
    index('stories_world_idx').on(t.worldId),
    // Public listings: most viewed, newest published, and published filtered by status.
    index('stories_public_views_idx').on(t.viewCount.desc().nullsFirst()).where(isPublic),
    index('stories_public_published_idx').on(t.publishedAt.desc().nullsFirst()).where(isPublic),
    index('stories_public_status_views_idx')
      .on(t.status, t.viewCount.desc().nullsFirst())
      .where(sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`)),
    // Marketplace Completed Books / Ongoing Stories (status Complete / Active): Highest Rated and
    // Newest in the library search's orders (modules/search); Most Popular is the index above.
    index('stories_published_status_rating_idx')
      .on(t.status, t.rating.desc().nullsLast(), t.viewCount.desc().nullsFirst(), t.id)
      .where(sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`)),
    // The genre chip: counts of a status and genre read this index alone; Most Popular walks it.
    index('stories_published_status_genre_views_idx')
      .on(t.status, t.genre, t.viewCount.desc().nullsFirst(), t.id)
      .where(sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`)),
    index('stories_published_status_newest_idx')
      .on(t.status, t.publishedAt.desc().nullsFirst(), t.id)
      .where(sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`)),
    index('stories_public_genre_views_idx').on(t.genre, t.viewCount.desc().nullsFirst()).where(isPublic),
    index('stories_updated_idx').on(t.updatedAt.desc().nullsFirst()),
    // Sitemap pages (modules/open-web): published stories by id range, lastmod from the index itself.
    index('stories_published_id_idx').on(t.id, t.updatedAt).where(isPublished),
    // An author's published stories, newest first (NULLS FIRST as `desc()` sorts): author pages, feeds, sitemap.
    index('stories_published_author_idx')
      .on(t.createdBy, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(isPublished),
    trigramIndex('stories_title_trgm_idx', t.title),
    trigramIndex('stories_description_trgm_idx', t.description),
    searchVectorIndex('stories_search_idx', t.searchVector),
    // Library search's word prefilter; published stories only, the only ones it searches.
    index('stories_words_idx')
      .using('gin', storyWordsDocument(t.title, t.description))
      .where(sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`)),
    // Advanced filters: warnings included (@>) or excluded (&&) among published stories.
    index('stories_published_warnings_idx')
      .using('gin', t.contentWarnings)
      .where(sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`)),
    // Advanced filters (modules/search/advanced-search.repository.ts): a word range, a minimum
    // rating with a minimum count, one or more content ratings (most viewed first).
    index('stories_published_words_idx')
      .on(t.publishedWordCount)
      .where(sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`)),
    index('stories_published_rating_count_idx')
      .on(t.rating, t.ratingCount)
      .where(sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`)),
    // Advanced filters: all included tags (@>) and none of the excluded (&&) in one GIN lookup.
    index('stories_published_tag_ids_idx')
      .using('gin', t.tagIds)
      .where(sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`)),
    // Advanced filters: one language, most viewed first.
    index('stories_published_language_views_idx')
      .on(t.language, t.viewCount.desc().nullsFirst(), t.id)
      .where(sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`)),
    index('stories_published_content_rating_views_idx')
      .on(t.contentRating, t.viewCount.desc().nullsFirst(), t.id)
      .where(sql.raw(`"privacy_level" = 'Public' and "publication_status" is not null`)),
    check('stories_content_rating_check', oneOf(t.contentRating, CONTENT_RATINGS)),
    check('stories_language_check', oneOf(t.language, STORY_LANGUAGE_CODES)),
    check(
      'stories_content_warnings_check',
      sql`${t.contentWarnings} <@ array[${sql.raw(CONTENT_WARNINGS.map((w) => `'${w}'`).join(', '))}]::text[]`,
    ),
    check('stories_title_length_check', lengthBetween(t.title, 1, 200)),
    check('stories_description_length_check', lengthBetween(t.description, 0, 5000)),
    check('stories_genre_check', oneOf(t.genre, STORY_GENRES)),
    check('stories_status_check', oneOf(t.status, STORY_STATUSES)),
    check('stories_early_access_days_check', sql`${t.earlyAccessDays} between 1 and 30`),
    check('stories_privacy_check', oneOf(t.privacyLevel, STORY_PRIVACY)),
    check('stories_publication_status_check', oneOf(t.publicationStatus, PUBLICATION_STATUSES)),
    check(
      'stories_publication_consistent_check',
      sql`(${t.publicationStatus} is null) = (${t.publishedAt} is null)
        and (${t.publicationStatus} is null or ${t.privacyLevel} = 'Public')`,
    ),
    check(
      'stories_counts_check',
      sql`${t.wordCount} >= 0 and ${t.chapterCount} >= 0 and ${t.viewCount} >= 0`,
    ),
    check(
      'stories_published_counts_check',
      sql`${t.publishedWordCount} >= 0 and ${t.publishedChapterCount} >= 0 and ${t.ratingCount} >= 0`,
    ),
    check('stories_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
