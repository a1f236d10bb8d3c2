import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { dropPlainIndexes, rebuildPendingIndexes } from './bulk-seed-indexes';
import { bulkPlan, type BulkSeedCounts } from './bulk-seed-plan';
import { bulkSteps } from './bulk-seed-rows';

export type { BulkSeedCounts } from './bulk-seed-plan';

export type BulkSeedOptions = {
  /** How many stories to add; users, worlds, characters and the readers' rows follow from it. */
  stories: number;
  /** Reading-progress rows per user (default 50: 5,000,000 at a million stories). */
  readsPerUser?: number;
  /** Generator numbers per INSERT statement (default 50,000). */
  batchSize?: number;
  /** Drop plain indexes during the load and rebuild them after; default on from 100,000 stories. */
  rebuildIndexes?: boolean;
  onProgress?: (message: string) => void;
};

/** What a run of `stories` stories adds (see bulkPlan; reviews and ratings: at most). */
export function bulkCounts(stories: number, readsPerUser?: number): BulkSeedCounts {
  return bulkPlan(stories, readsPerUser).counts;
}

const BULK_TABLES = [
  'users',
  'stories',
  'worlds',
  'characters',
  'user_reading_progress',
  'user_story_ratings',
  'user_bookmarks',
  'user_daily_activity',
  'chapters',
  'user_comments',
  'reviews',
  'user_follows',
  'templates',
  'template_versions',
  'groups',
  'group_members',
  'group_threads',
  'events',
  'event_participants',
  'xp_ledger',
  'xp_monthly',
];

/**
 * Adds a large synthetic data set for benchmarks, generated inside the database with
 * INSERT ... SELECT FROM generate_series in batches (no rows cross the wire), on PGlite and
 * PostgreSQL alike. Who reads, rates, comments and reviews what is laid out in
 * bulk-seed-plan.ts: a few hot stories draw thousands of readers and comments. Each run has its
 * own random id in every username and key, so runs add up and never collide. Bulk users have no password and cannot sign in. Story ratings are set to
 * the average of their rows; everything else follows the schema's rules. Not atomic: an
 * interrupted run keeps the rows it had inserted, and the next run first rebuilds any index the
 * interrupted one had dropped.
 */
export async function bulkSeed(database: Database, options: BulkSeedOptions): Promise<BulkSeedCounts> {
  const { db } = database;
  const log = options.onProgress ?? (() => {});
  const plan = bulkPlan(options.stories, options.readsPerUser);
  const run = randomBytes(4).toString('hex');
  await rebuildPendingIndexes(db, (name) => log(`restoring index ${name}, dropped by an interrupted run`));

  if (options.rebuildIndexes ?? options.stories >= 100_000) {
    log(`dropped ${await dropPlainIndexes(db, BULK_TABLES)} indexes for the load`);
  }
  try {
    for (const step of bulkSteps(run, plan, options.batchSize ?? 50_000)) {
      for (let from = 0; from < step.total; from += step.perStatement) {
        const to = Math.min(step.total, from + step.perStatement) - 1;
        await db.execute(step.statement(from, to));
        log(`${step.label}: ${to + 1} / ${step.total}`);
      }
    }
    await db.execute(sql`
      update stories s set rating = r.average
      from (select story_id, round(avg(rating), 2) as average from user_story_ratings group by story_id) r
      where s.story_id = r.story_id and s.rating is distinct from r.average`);
    log('story ratings averaged');
  } finally {
    await rebuildPendingIndexes(db, (name) => log(`rebuilding index ${name}`));
  }
  // VACUUM as well as ANALYZE: it sets the visibility map, so counts over an index (comments
  // and ratings of a story) read the index alone, as they would in a database that has run a while.
  for (const table of BULK_TABLES) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  log('tables vacuumed and analyzed');
  return plan.counts;
}
