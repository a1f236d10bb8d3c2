import { eq } from 'drizzle-orm';
import type { Tier } from '@common/constants';
import { users } from '../../db/schema/index';
import { createSignedInUser } from '../../auth/auth.test-support';
import type { TestApp } from '../../test/test-app';

export type Person = Awaited<ReturnType<typeof createSignedInUser>>;

/** A signed-in user on the given plan. */
export async function personOn(t: TestApp, tier: Tier, prefix = 'grp'): Promise<Person> {
  const who = await createSignedInUser(t, prefix);
  await t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, who.user.id));
  return who;
}

const freshAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/**
 * An API call as `who` (a guest when null), with the app's Origin so the CSRF check passes. Each
 * call comes from a fresh client address unless `from` is given, so per-route rate limits only
 * apply where a test means them to.
 */
export function call(
  t: TestApp,
  who: Person | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
  from: string = freshAddress(),
) {
  const origin = new URL(t.config.publicUrl).origin;
  return t.app.inject({
    method,
    url,
    remoteAddress: from,
    headers: { origin, ...(who ? { cookie: who.cookie } : {}) },
    ...(body ? { payload: body } : {}),
  });
}
