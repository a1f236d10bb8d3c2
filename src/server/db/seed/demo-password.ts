import crypto from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Database } from '../client';
import { authAccounts, authSessions, users } from '../schema/index';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoIfEmpty } from './demo-seed';

/**
 * What the terminal may say about signing in to the demo accounts: the password, and whether it
 * is the one the README publishes. Undefined when there are no demo accounts or their password
 * is not known (changed, or generated at an earlier start and shown then).
 */
export type DemoSignIn = { password: string; published: boolean } | undefined;

/**
 * Seeds the demo community when asked (into an empty database) and makes sure no demo account
 * signs in with the README's password on a server that listens beyond loopback, where anyone who
 * read the README could take the demo admin. There the demo accounts get a random password, shown
 * once in the terminal; accounts seeded earlier on a loopback-only server get a new one at the
 * first start that exposes them, and their sessions end.
 */
export async function prepareDemoAccounts(
  database: Database,
  opts: { seed: boolean; exposed: boolean },
): Promise<DemoSignIn> {
  if (opts.seed) {
    const password = opts.exposed ? generatePassword() : DEMO_PASSWORD;
    if (await seedDemoIfEmpty(database, password)) return { password, published: !opts.exposed };
  }
  const published = await accountsWithPublishedPassword(database);
  if (published.length === 0) return undefined;
  if (!opts.exposed) return { password: DEMO_PASSWORD, published: true };
  const password = generatePassword();
  const hash = await hashPassword(password);
  const ids = published.map((a) => a.id);
  await database.db.transaction(async (tx) => {
    await tx.update(authAccounts).set({ password: hash }).where(inArray(authAccounts.id, ids));
    await tx.delete(authSessions).where(
      inArray(
        authSessions.userId,
        published.map((a) => a.userId),
      ),
    );
  });
  return { password, published: false };
}

const generatePassword = () => crypto.randomBytes(12).toString('base64url');

/** Credential accounts of demo users whose password is still DEMO_PASSWORD (one check per distinct hash). */
async function accountsWithPublishedPassword(database: Database) {
  const rows = await database.db
    .select({ id: authAccounts.id, userId: authAccounts.userId, hash: authAccounts.password })
    .from(authAccounts)
    .innerJoin(users, eq(users.id, authAccounts.userId))
    .where(and(eq(authAccounts.providerId, 'credential'), like(users.email, `%@${DEMO_EMAIL_DOMAIN}`)));
  const verdicts = new Map<string, boolean>();
  for (const hash of new Set(rows.map((r) => r.hash).filter((h): h is string => !!h))) {
    verdicts.set(hash, await verifyPassword({ hash, password: DEMO_PASSWORD }));
  }
  return rows.filter((r) => r.hash && verdicts.get(r.hash));
}
