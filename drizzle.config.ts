import { defineConfig } from 'drizzle-kit';

/** Used only to generate SQL migrations (`npx drizzle-kit generate`); they are applied in code at start-up. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: undefined,
});
