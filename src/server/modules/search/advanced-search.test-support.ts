import { sql } from 'drizzle-orm';
import type { ContentRating, ContentWarning } from '@common/story-labels';
import { buildStory, buildUser } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';
import { buildPublishedStory } from '../library/library.test-support';
import { tagsServiceFor } from '../tags/tags.service';

/** One seeded story of the advanced filter tests, with everything a filter looks at. */
export type SeedStory = {
  title: string;
  tags: string[];
  rating: ContentRating;
  warnings: ContentWarning[];
  words: number;
  status: string;
  genre?: string;
  /** ISO 639-1; English when absent. */
  language?: string;
  updatedDaysAgo: number;
  stars: number | null;
  ratingCount: number;
  views: number;
};

/**
 * The library the filter tests search (most viewed first, as results come). Foxtrot is tagged
 * 'Wyverns', which `seedAdvancedLibrary` merges into 'Dragons': it then carries Dragons.
 */
export const SEED: SeedStory[] = [
  {
    title: 'Alpha',
    tags: ['Dragons', 'Found Family', 'Slow Burn'],
    rating: 'General',
    warnings: [],
    words: 60_000,
    status: 'Complete',
    updatedDaysAgo: 1,
    stars: 4.5,
    ratingCount: 10,
    views: 100,
  },
  {
    title: 'Bravo',
    tags: ['Dragons', 'Found Family'],
    rating: 'Teen',
    warnings: ['Violence'],
    words: 120_000,
    status: 'Complete',
    updatedDaysAgo: 10,
    stars: 3.9,
    ratingCount: 50,
    views: 90,
  },
  {
    title: 'Charlie',
    tags: ['Dragons', 'Found Family', 'Grimdark'],
    rating: 'Mature',
    warnings: ['Graphic violence'],
    words: 150_000,
    status: 'Complete',
    updatedDaysAgo: 40,
    stars: 4.8,
    ratingCount: 3,
    views: 80,
  },
  {
    title: 'Delta',
    tags: ['Dragons'],
    rating: 'General',
    warnings: [],
    words: 250_000,
    status: 'Active',
    updatedDaysAgo: 2,
    stars: 4,
    ratingCount: 20,
    views: 70,
  },
  {
    title: 'Echo',
    tags: ['Found Family', 'Slow Burn'],
    rating: 'Explicit',
    warnings: ['Sexual content'],
    words: 45_000,
    status: 'Complete',
    genre: 'Romance',
    language: 'es',
    updatedDaysAgo: 5,
    stars: null,
    ratingCount: 0,
    views: 60,
  },
  {
    title: 'Foxtrot',
    tags: ['Wyverns', 'Found Family'],
    rating: 'Teen',
    warnings: [],
    language: 'fr',
    words: 200_000,
    status: 'Active',
    updatedDaysAgo: 100,
    stars: 2.5,
    ratingCount: 8,
    views: 50,
  },
  {
    title: 'Golf',
    tags: [],
    rating: 'General',
    warnings: [],
    words: 10_000,
    status: 'On Hold',
    updatedDaysAgo: 400,
    stars: null,
    ratingCount: 0,
    views: 40,
  },
];

/** The stories the reader of the tests has read (a reading-progress row each). */
export const READ_BY_READER = ['Alpha', 'Charlie'];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds SEED (published), a private story with the popular tags (never a result), merges
 * Wyverns into Dragons, and records the reader's progress on READ_BY_READER.
 */
export async function seedAdvancedLibrary(t: TestApp, readerId: string): Promise<void> {
  const db = t.database.db;
  const author = await buildUser(db, { username: 'tagwriter' });
  const tagsService = tagsServiceFor(db);
  const ids = new Map<string, string>();
  for (const s of SEED) {
    const story = await buildPublishedStory(db, author.id, {
      title: s.title,
      genre: s.genre ?? 'Fantasy',
      status: s.status,
      contentRating: s.rating,
      contentWarnings: s.warnings,
      language: s.language ?? 'en',
      publishedWordCount: s.words,
      rating: s.stars,
      ratingCount: s.ratingCount,
      viewCount: s.views,
    });
    ids.set(s.title, story.id);
    await tagsService.setStoryTags(story.id, s.tags);
  }
  const hidden = await buildStory(db, author.id, {
    title: 'Private dragons',
    status: 'Complete',
    viewCount: 1000,
  });
  await tagsService.setStoryTags(hidden.id, ['Dragons', 'Found Family']);
  await tagsService.merge({ id: author.id, isAdmin: true }, { from: 'Wyverns', into: 'Dragons' });
  for (const s of SEED)
    await db.execute(
      sql`update stories set updated_at = ${new Date(Date.now() - s.updatedDaysAgo * DAY_MS + 60_000)} where story_id = ${ids.get(s.title)}`,
    );
  for (const title of READ_BY_READER)
    await db.execute(
      sql`insert into user_reading_progress (user_id, story_id) values (${readerId}, ${ids.get(title)})`,
    );
}

/** Sets a user's plan. */
export const setTier = (t: TestApp, userId: string, tier: string) =>
  t.database.db.execute(sql`update users set subscription_tier = ${tier} where user_id = ${userId}`);
