import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { dropPlainIndexes, rebuildPendingIndexes } from './bulk-seed-indexes';
import { bulkSteps, RATINGS_PER_USER, READS_PER_USER, type BulkSeedCounts } from './bulk-seed-rows';

export type { BulkSeedCounts } from './bulk-seed-rows';

export type BulkSeedOptions = {
  /** How many stories to add; users, worlds, characters, progress and ratings follow from it. */
  stories: number;
  /** Generator numbers per INSERT statement (default 50,000). */
  batchSize?: number;
  /** Drop plain indexes during the load and rebuild them after; default on from 100,000 stories. */
  rebuildIndexes?: boolean;
  onProgress?: (message: string) => void;
};

/** One user and one world per 10 stories, one character per 2; 5 reads and 3 ratings per user. */
export function bulkCounts(stories: number): BulkSeedCounts {
  const users = Math.max(1, Math.ceil(stories / 10));
  const reads = Math.min(READS_PER_USER, stories);
  return {
    users,
    stories,
    worlds: Math.max(1, Math.ceil(stories / 10)),
    characters: Math.max(1, Math.ceil(stories / 2)),
    readingProgress: users * reads,
    ratings: users * Math.min(RATINGS_PER_USER, reads),
  };
}

const BULK_TABLES = [
  'users',
  'stories',
  'worlds',
  'characters',
  'user_reading_progress',
  'user_story_ratings',
];

/**
 * Adds a large synthetic data set for benchmarks, generated inside the database with
 * INSERT ... SELECT FROM generate_series in batches (no rows cross the wire), on PGlite and
 * PostgreSQL alike. Each run has its own random id in every username and key, so runs add up
 * and never collide. Bulk users have no password and cannot sign in. Story ratings are set to
 * the average of their rows; everything else follows the schema's rules. Not atomic: an
 * interrupted run keeps the rows it had inserted, and the next run first rebuilds any index the
 * interrupted one had dropped.
 */
export async function bulkSeed(database: Database, options: BulkSeedOptions): Promise<BulkSeedCounts> {
  const { db } = database;
  const log = options.onProgress ?? (() => {});
  const counts = bulkCounts(options.stories);
  const run = randomBytes(4).toString('hex');
  await rebuildPendingIndexes(db, (name) => log(`restoring index ${name}, dropped by an interrupted run`));

  if (options.rebuildIndexes ?? options.stories >= 100_000) {
    log(`dropped ${await dropPlainIndexes(db, BULK_TABLES)} indexes for the load`);
  }
  try {
    for (const step of bulkSteps(run, counts, options.batchSize ?? 50_000)) {
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
  for (const table of BULK_TABLES) await db.execute(sql`analyze ${sql.identifier(table)}`);
  log('tables analyzed');
  return counts;
}
