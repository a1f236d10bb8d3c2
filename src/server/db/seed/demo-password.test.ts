import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import type { Database } from '../client';
import { openTestDatabase } from '../../test/test-database';
import { authAccounts, authSessions, users } from '../schema/index';
import { DEMO_PASSWORD } from './demo-accounts';
import { prepareDemoAccounts } from './demo-password';

/**
 * A database seeded while the server listened on loopback (README password), then started on an
 * address other machines reach: the published password must stop working before anyone connects.
 */
describe('demo passwords when the server becomes reachable from the network', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const adminHash = async () => {
    const [row] = await database.db
      .select({ hash: authAccounts.password, userId: users.id })
      .from(authAccounts)
      .innerJoin(users, eq(users.id, authAccounts.userId))
      .where(eq(users.email, 'admin@demo.inkforge.local'));
    return row!;
  };

  it('keeps the README password on loopback, and replaces it (ending sessions) at the first exposed start', async () => {
    expect(await prepareDemoAccounts(database, { seed: true, exposed: false })).toEqual({
      password: DEMO_PASSWORD,
      published: true,
    });
    const { userId } = await adminHash();
    await database.db
      .insert(authSessions)
      .values({ userId, token: 'demo-admin-session', expiresAt: new Date(Date.now() + 86_400_000) });

    const exposed = await prepareDemoAccounts(database, { seed: true, exposed: true });
    expect(exposed?.published).toBe(false);
    expect(exposed!.password).not.toBe(DEMO_PASSWORD);
    const { hash } = await adminHash();
    expect(await verifyPassword({ hash: hash!, password: DEMO_PASSWORD })).toBe(false);
    expect(await verifyPassword({ hash: hash!, password: exposed!.password })).toBe(true);
    expect(await database.db.select().from(authSessions).where(eq(authSessions.userId, userId))).toEqual([]);

    // The generated password is shown once: a later start has nothing to show or replace.
    expect(await prepareDemoAccounts(database, { seed: true, exposed: true })).toBeUndefined();
  }, 240_000);
});
