import type { Tier } from '@common/constants';
import type { AdminBilling } from '@common/schemas/billing';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/keyset-cursor';
import { badRequest, notFound } from '../../errors';
import { createBillingRepository } from './billing.repository';
import type { Goods } from './goods';
import { toInvoices, toSubscription } from './billing-presenters';
import { freeTierOf } from '../entitlements/entitlements.policy';

type Admin = { id: string; isAdmin: boolean };
const USER_NOT_FOUND = 'User not found';

/**
 * Admin billing (is_admin only; anyone else gets 404, as if the route did not exist): look up a
 * user's subscription, invoices and tier log, and grant a plan until a date without payment
 * ('comp'). A comp is logged in tier_changes and the server log; it ends by itself at `until`,
 * returning the account to the free tier of its plan type.
 */
export function createBillingAdminService(
  db: Db,
  goods: Goods,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
) {
  const repo = createBillingRepository(db, goods);

  function assertAdmin(admin: Admin, userId: string) {
    if (!admin.isAdmin || !isUuid(userId)) throw notFound(USER_NOT_FOUND);
  }

  async function lookUp(admin: Admin, userId: string): Promise<AdminBilling> {
    assertAdmin(admin, userId);
    const user = await repo.findUser(userId);
    if (!user) throw notFound(USER_NOT_FOUND);
    const now = clock();
    const [sub, invoices, changes] = await Promise.all([
      repo.findSubscription(userId),
      repo.listInvoices(userId),
      repo.listTierChanges(userId),
    ]);
    return {
      user: { id: user.id, username: user.username, email: user.email, tier: user.tier as Tier },
      subscription: sub ? toSubscription(sub) : null,
      invoices: toInvoices(invoices, sub, now),
      tierChanges: changes.map((c) => ({
        from: c.fromTier as Tier,
        to: c.toTier as Tier,
        reason: c.reason,
        at: c.createdAt.toISOString(),
        by: c.changedBy,
      })),
    };
  }

  return {
    lookUp,
    async comp(admin: Admin, userId: string, input: { plan: Tier; until: string }): Promise<AdminBilling> {
      assertAdmin(admin, userId);
      const now = clock();
      const until = new Date(input.until);
      if (until <= now)
        throw badRequest('Until must be in the future', [
          { path: 'until', message: 'Until must be in the future' },
        ]);
      if (freeTierOf(input.plan) === input.plan)
        throw badRequest('Choose a paid plan to grant', [
          { path: 'plan', message: 'Choose a paid plan to grant' },
        ]);
      await repo.transaction(async (tx) => {
        const user = await tx.lockUserForTierCheck(userId);
        if (!user) throw notFound(USER_NOT_FOUND);
        const sub = await tx.findSubscription(userId);
        await tx.saveSubscription(userId, {
          plan: input.plan,
          interval: null,
          status: 'active',
          currentPeriodStart: now,
          currentPeriodEnd: until,
          cancelAtPeriodEnd: false,
          scheduledPlan: null,
          scheduledInterval: null,
          provider: sub?.provider ?? 'local',
          compUntil: until,
          pastDueSince: null,
        });
        await tx.setTier(userId, user.tier, input.plan, `comp until ${until.toISOString()}`, admin.id);
      });
      log.info(
        { admin: admin.id, user: userId, plan: input.plan, until: until.toISOString() },
        'billing: plan granted by an admin',
      );
      return lookUp(admin, userId);
    },
  };
}
