import { defineConfig } from 'vitest/config';
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
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
