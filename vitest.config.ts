import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@common': at('./src/common'), '@client': at('./src/client'), '@server': at('./src/server') };

/**
 * Unit and API tests. Without DATABASE_URL everything runs on embedded PGlite. With DATABASE_URL
 * (CI) the server suite runs on native PostgreSQL, each test file in a fresh database of its own,
 * and PGlite keeps the tests of the embedded default itself: client and shared code, the schema,
 * migrations and seeds, and the process tests that start the server as `npm start` does. The
 * end-to-end suite also runs on PGlite. (Running the whole server suite on both doubled CI time;
 * see docs/decisions.md.)
 */
const pgliteWhenPostgresRuns = [
  'src/client/**/*.test.ts',
  'src/common/**/*.test.ts',
  'src/server/db/**/*.test.ts',
  'src/server/*.test.ts',
];
/**
 * On PostgreSQL (CI) the server suite's files share their worker's loaded modules (isolate:
 * false): the server app and its libraries load once per worker instead of once per file, which
 * took well over half of those files' CPU time. Each file still builds its own app over its own
 * database. A file that would change what a later file in the same worker loads runs isolated, in
 * a project of its own: a vi.mock of a module the app imports only takes hold if the app is not
 * loaded yet. (Server files that fake timers undo it in afterEach.) The PGlite project stays
 * isolated: client render tests can leave a lazy import running into the next file.
 */
const isolatedServerFiles = ['src/server/modules/exports/pdf-failure.test.ts'];
const shared = {
  alias,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  maxWorkers: 2,
  globalSetup: ['src/server/test/global-setup.ts'],
};
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'pglite',
          include: process.env.DATABASE_URL ? pgliteWhenPostgresRuns : ['src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                include: ['src/server/**/*.test.ts'],
                exclude: [...configDefaults.exclude, ...isolatedServerFiles],
                isolate: false,
                env: { TEST_DB: 'postgres' },
              },
            },
            {
              test: {
                ...shared,
                name: 'postgres-isolated',
                include: isolatedServerFiles,
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
