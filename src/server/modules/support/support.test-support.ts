import { eq } from 'drizzle-orm';
import type { Tier } from '@common/constants';
import { ORIGIN } from '../../auth/auth.test-support';
import { supportMessages, supportRequests, users } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PATCH';

/** One support API call as the SPA makes it (JSON, the app's Origin), signed in when `cookie` is given. */
export function supportCall(t: TestApp, method: Method, url: string, cookie?: string, body?: object) {
  return t.app.inject({
    method,
    url,
    payload: body,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** Opens a request through the API; fails the test unless it was opened. */
export async function openRequest(
  t: TestApp,
  cookie: string,
  subject = 'Something is wrong',
  extra: object = {},
) {
  const res = await supportCall(t, 'POST', '/api/v1/support/requests', cookie, {
    subject,
    description: 'The editor lost my chapter.',
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`open request failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; priority: string; firstResponseDueAt: string; createdAt: string };
}

export async function setTier(t: TestApp, userId: string, tier: Tier) {
  await t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, userId));
}

export async function makeAdmin(t: TestApp, userId: string) {
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

/** A request written straight to the database (no rate limit, no cap): for tables of many cases. */
export async function insertRequest(t: TestApp, userId: string, subject = 'Inserted') {
  const [row] = await t.database.db
    .insert(supportRequests)
    .values({ userId, subject, priorityRank: 2, firstResponseDueAt: new Date(Date.now() + 48 * 3_600_000) })
    .returning();
  await t.database.db.insert(supportMessages).values({ requestId: row!.id, authorId: userId, body: 'Help' });
  return row!;
}
