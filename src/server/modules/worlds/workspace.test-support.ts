import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A JSON request as the SPA sends it: the session cookie (none for a guest) and, on writes, the
 * Origin of the app's PUBLIC_URL.
 */
export function call(t: TestApp, method: Method, url: string, cookie?: string, body?: object) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (method !== 'GET') headers.origin = new URL(t.config.publicUrl).origin;
  return t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) });
}

/** Sets a user's plan directly, as only server rules may (SPEC section 3). */
export async function setTier(t: TestApp, userId: string, tier: string) {
  await t.database.db.execute(sql`update users set subscription_tier = ${tier} where user_id = ${userId}`);
}

/** Every page of a cursor-paginated list, following nextCursor until it is null. */
export async function allPages<T>(t: TestApp, url: string, cookie: string): Promise<{ pages: T[][] }> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await call(
      t,
      'GET',
      cursor ? `${url}${sep}cursor=${encodeURIComponent(cursor)}` : url,
      cookie,
    );
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const body = res.json() as { items: T[]; nextCursor: string | null };
    pages.push(body.items);
    cursor = body.nextCursor;
  } while (cursor && pages.length < 100);
  return { pages };
}
