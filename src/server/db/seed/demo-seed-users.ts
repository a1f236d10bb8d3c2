import { authAccounts, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { daysBefore, inInsertOrder, type DemoUser, type SeedContext } from './demo-seed-context';

/**
 * The demo accounts: e-mail-verified users (XP and levels follow from the ledger, demo-seed-xp.ts), each with a better-auth credential
 * account (accountId = user id, as better-auth writes it) holding the one shared password hash.
 */
export async function seedDemoUsers(ctx: SeedContext, passwordHash: string): Promise<DemoUser[]> {
  const { tx, random } = ctx;
  const rows = DEMO_ACCOUNTS.map((account, index) => {
    // XP comes from the ledger (demo-seed-xp.ts). This draw is kept only so the demo's later
    // random names and numbers stay what they were.
    if (!account.isAdmin) random.int(0, 14_000);
    return {
      username: account.username,
      email: account.email,
      emailVerified: true,
      subscriptionTier: account.tier,
      isAdmin: account.isAdmin,
      bio: account.bio,
      // The admin joined first; the others over the following two years.
      joinDate: daysBefore(ctx, index === 0 ? 720 : random.int(45, 700)),
    };
  });
  const inserted = inInsertOrder(
    await tx.insert(users).values(rows).returning(),
    rows.map((row) => row.username),
    (user) => user.username,
  );
  await tx.insert(authAccounts).values(
    inserted.map((user) => ({
      userId: user.id,
      accountId: user.id,
      providerId: 'credential',
      password: passwordHash,
    })),
  );
  return inserted.map((user) => ({
    id: user.id,
    username: user.username,
    tier: user.subscriptionTier as DemoUser['tier'],
    isAdmin: user.isAdmin,
    joinDate: user.joinDate,
  }));
}
