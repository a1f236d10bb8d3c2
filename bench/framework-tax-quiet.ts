import pg from 'pg';

const POLL_MS = 200;
/** Polls in a row with no statement running before the database counts as quiet (1 s). */
const QUIET_POLLS = 5;

/**
 * A watch on the benchmark database's other sessions. `wait()` resolves once none of them has run
 * a statement for a second, so a timed run measures requests rather than one of the app's
 * background jobs sharing the two cores (the analytics rollup's first run, 20 s after start-up,
 * keeps a core busy for about 15 s at a million stories). It gives up after `timeoutMs` and
 * resolves either way to the milliseconds it waited. Call it between runs: during one, the
 * servers' own statements are running.
 */
export async function watchDatabaseQuiet(url: string, timeoutMs = 120_000) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const busy = async () => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
    );
    return rows[0]!.n > 0;
  };
  return {
    async wait(): Promise<number> {
      const started = performance.now();
      let quietPolls = 0;
      while (quietPolls < QUIET_POLLS && performance.now() - started < timeoutMs) {
        quietPolls = (await busy()) ? 0 : quietPolls + 1;
        if (quietPolls < QUIET_POLLS) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return performance.now() - started;
    },
    close: () => client.end(),
  };
}
