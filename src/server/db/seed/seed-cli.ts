import { parseArgs } from 'node:util';
import { ConfigError } from '../../config';
import { DataDirLockedError } from '../data-dir-lock';
import { openConfiguredDatabase } from '../cli-database';
import { bulkSeed } from './bulk-seed';
import { seedDemoIfEmpty } from './demo-seed';

const usage = `Usage: npm run db:seed -- [--demo] [--stories N] [--reads-per-user N] [--batch N] [--rebuild-indexes | --keep-indexes]
  --demo             seed the demo community (only into a database without users)
  --stories N        add N synthetic stories and, in proportion, users (N/10), worlds, characters,
                     reading progress, ratings, bookmarks, daily activity, chapters, comments,
                     reviews, follows and marketplace templates (for benchmarks)
  --reads-per-user N reading-progress rows per user for --stories (default 50)
  --batch N          rows per INSERT for --stories (default 50000)
  --rebuild-indexes  drop plain indexes during the load and rebuild them after
                     (default from 100000 stories); --keep-indexes never does`;

/**
 * `npm run db:seed`: fills the configured database (DATABASE_URL, else PGlite under DATA_DIR)
 * with the demo community, a bulk data set, or both, printing progress.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      demo: { type: 'boolean', default: false },
      stories: { type: 'string' },
      batch: { type: 'string' },
      'reads-per-user': { type: 'string' },
      'rebuild-indexes': { type: 'boolean' },
      'keep-indexes': { type: 'boolean' },
      help: { type: 'boolean', default: false },
    },
  });
  const stories = values.stories === undefined ? undefined : Number(values.stories);
  const batchSize = values.batch === undefined ? undefined : Number(values.batch);
  const readsPerUser = values['reads-per-user'] === undefined ? undefined : Number(values['reads-per-user']);
  const badNumber = (n: number | undefined) => n !== undefined && (!Number.isInteger(n) || n < 1);
  const bad = [stories, batchSize, readsPerUser].some(badNumber);
  if (values.help || (!values.demo && stories === undefined) || bad) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }

  const database = await openConfiguredDatabase();
  try {
    if (values.demo) {
      const started = Date.now();
      const seeded = await seedDemoIfEmpty(database);
      console.log(
        seeded
          ? `Demo community seeded in ${Date.now() - started} ms.`
          : 'Users exist already; demo seed skipped.',
      );
    }
    if (stories !== undefined) {
      const started = Date.now();
      const rebuildIndexes = values['keep-indexes'] ? false : values['rebuild-indexes'];
      const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
      const counts = await bulkSeed(database, {
        stories,
        readsPerUser,
        batchSize,
        rebuildIndexes,
        onProgress: (message) => console.log(`[${elapsed()}] ${message}`),
      });
      console.log(`Added ${JSON.stringify(counts)} to ${database.driver} in ${elapsed()}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
