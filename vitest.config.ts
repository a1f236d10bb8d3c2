import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@common': at('./src/common'), '@client': at('./src/client'), '@server': at('./src/server') };

/**
 * Unit and API tests. The API suite runs on embedded PGlite always, and once more on native
 * PostgreSQL when DATABASE_URL is set (each test file then gets a fresh database of its own).
 */
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
      { test: { ...shared, name: 'pglite', include: ['src/**/*.test.ts'], env: { TEST_DB: 'pglite' } } },
      ...(process.env.DATABASE_URL
        ? [{ test: { ...shared, name: 'postgres', include: ['src/server/**/*.test.ts'], env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
