import type { Database } from '../src/server/db/client';
import { communityScenarios } from './community-scenarios';
import { groupsScenarios } from './groups-scenarios';
import { marketplaceScenarios } from './marketplace-scenarios';
import { readingScenarios } from './reading-scenarios';
import { storiesScenarios } from './stories-scenarios';

/**
 * The app's routes under load. Each feature adds its own list and search routes here;
 * `prepare` may look up ids (a creator with many stories, a published story) and sign a user in
 * through the app at `appUrl`; `headers` then sends that session with every request.
 */
export type Scenario = {
  /** `group: what`; `--only group` runs the group. */
  name: string;
  path: string | ((ctx: unknown) => string);
  /** GET unless said; a POST sends `body` as JSON. */
  method?: 'GET' | 'POST';
  body?: string;
  prepare?: (database: Database, appUrl: string) => Promise<unknown>;
  headers?: (ctx: unknown) => Record<string, string>;
};

export const scenarios: Scenario[] = [
  { name: 'health', path: '/api/health' },
  ...storiesScenarios,
  ...readingScenarios,
  ...marketplaceScenarios,
  ...groupsScenarios,
  ...communityScenarios,
];
