import { afterAll, beforeAll } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { groups } from '../../db/schema/index';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, personOn, type Person } from './groups.test-support';

/**
 * The shared setup of the groups API test files: one test app per file (auth rate limit raised so
 * the many sign-ins pass) with a Chronicler, a Story Connoisseur and a Free user signed in.
 * Register it once per file; the fields are filled in `beforeAll`, which then hands the suite to
 * `bind` so the file can keep them in variables of its own.
 */
export interface GroupsSuite {
  t: TestApp;
  chronicler: Person;
  connoisseur: Person;
  free: Person;
  /** The group's stored member_count next to the number of its group_members rows. */
  rowsOf(groupId: string): Promise<{ memberCount: number; rows: number }>;
  /** POST /api/v1/groups as `who` (a guest when null). */
  create(who: Person | null, body: object): ReturnType<typeof call>;
}

export function useGroupsSuite(bind: (suite: GroupsSuite) => void): GroupsSuite {
  const suite = {
    async rowsOf(groupId: string) {
      const db = suite.t.database.db;
      const [g] = await db.select().from(groups).where(eq(groups.id, groupId));
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from group_members where group_id = ${groupId}::uuid`,
      );
      return { memberCount: g!.memberCount, rows: Number(row!.n) };
    },
    create: (who: Person | null, body: object) => call(suite.t, who, 'POST', '/api/v1/groups', body),
  } as GroupsSuite;
  beforeAll(async () => {
    suite.t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [suite.chronicler, suite.connoisseur, suite.free] = [
      await personOn(suite.t, 'Chronicler', 'chron'),
      await personOn(suite.t, 'Story Connoisseur', 'conn'),
      await personOn(suite.t, 'Free', 'free'),
    ];
    bind(suite);
  });
  afterAll(() => suite.t.close());
  return suite;
}
