import type { Database } from '../src/server/db/client';

/**
 * The app's routes under load. Each feature adds its own list and search routes here;
 * `prepare` may look up ids (a creator with many stories, a published story) first.
 */
export type Scenario = {
  name: string;
  path: string | ((ctx: unknown) => string);
  prepare?: (database: Database) => Promise<unknown>;
};

export const scenarios: Scenario[] = [{ name: 'health', path: '/api/health' }];
