import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../src/server/auth/password';
import type { Database } from '../src/server/db/client';
import { authAccounts, users } from '../src/server/db/schema/index';

const BENCH_PASSWORD = 'bench-password-not-secret';

/**
 * Signs a bulk-seeded user in through the real sign-in API and returns the Cookie header.
 * Bulk users have no password, so this gives the user a credential account first (benchmark
 * databases only). The app under test must allow many sign-ins (bench/run.ts raises the limit).
 */
export async function signInAs(
  database: Database,
  appUrl: string,
  userId: string,
): Promise<Record<string, string>> {
  const [user] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  const password = await hashPassword(BENCH_PASSWORD);
  const existing = await database.db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  if (existing.length) {
    await database.db.update(authAccounts).set({ password }).where(eq(authAccounts.userId, userId));
  } else {
    await database.db
      .insert(authAccounts)
      .values({ userId, accountId: userId, providerId: 'credential', password });
  }
  const res = await fetch(`${appUrl}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie };
}
