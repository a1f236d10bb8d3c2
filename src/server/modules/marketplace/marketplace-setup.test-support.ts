import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storyStructureContent } from './marketplace.test-support';

export type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
type Send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  body?: object,
) => Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;

/**
 * The shared setup of the marketplace API test files: one test app per file with a seller (Free),
 * another creator on Chronicler (may buy paid templates) and a reader on Audience Member (may not).
 * Register it once per file; the fields are filled in `beforeAll`, which hands the suite to `bind`
 * (so the file can keep them in variables of its own) and then runs `fixtures`.
 */
export interface MarketplaceSuite {
  t: TestApp;
  seller: Signed;
  other: Signed;
  reader: Signed;
  /** An API call with the app's Origin, signed in when `cookie` is given. */
  send: Send;
  /** Every page of a list, following nextCursor with a small page size. */
  walk<T extends { id: string }>(url: string, cookie?: string): Promise<{ items: T[]; total: number }>;
}

export function useMarketplaceSuite(
  bind: (suite: MarketplaceSuite) => void,
  fixtures?: (t: TestApp) => Promise<void>,
): MarketplaceSuite {
  const send: Send = (method, url, cookie, body) =>
    suite.t.app.inject({
      method,
      url,
      payload: body,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    });
  const suite = {
    send,
    async walk<T extends { id: string }>(url: string, cookie?: string) {
      const items: T[] = [];
      let cursor: string | null = null;
      let total = -1;
      do {
        const res = await send('GET', `${url}&limit=5${cursor ? `&cursor=${cursor}` : ''}`, cookie);
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as { items: T[]; total: number; nextCursor: string | null };
        items.push(...page.items);
        total = page.total;
        cursor = page.nextCursor;
      } while (cursor);
      return { items, total };
    },
  } as MarketplaceSuite;
  beforeAll(async () => {
    const t = await createTestApp();
    suite.t = t;
    [suite.seller, suite.other, suite.reader] = await Promise.all([
      createSignedInUser(t, 'seller'),
      createSignedInUser(t, 'other'),
      createSignedInUser(t, 'reader'),
    ]);
    await t.database.db.execute(
      sql`update users set subscription_tier = 'Chronicler' where user_id = ${suite.other.user.id}`,
    );
    await t.database.db.execute(
      sql`update users set subscription_tier = 'Audience Member' where user_id = ${suite.reader.user.id}`,
    );
    bind(suite);
    await fixtures?.(t);
  }, 120_000);
  afterAll(() => suite.t?.close());
  return suite;
}

export const ids = (items: { id: string }[]) => items.map((i) => i.id);

/** A valid create-template body (a paid commercial Story Structure), with `over` laid on top. */
export const createBody = (over: object = {}) => ({
  name: 'Three-Act Heist',
  type: 'Story Structure',
  category: 'Modern',
  description: 'A caper in three acts',
  price: 4.99,
  licence: 'commercial',
  content: storyStructureContent('Heist'),
  ...over,
});
