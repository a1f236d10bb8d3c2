import { ConfigError } from '../config';
import { DataDirLockedError } from './data-dir-lock';
import { openConfiguredDatabase } from './cli-database';

/**
 * `npm run db:migrate`: applies every pending migration to the configured database and exits.
 * The server migrates at start-up anyway; this is for deployments that migrate as a separate step.
 */
async function main() {
  const started = Date.now();
  const database = await openConfiguredDatabase((message) => console.log(message));
  await database.close();
  console.log(`Database (${database.driver}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
