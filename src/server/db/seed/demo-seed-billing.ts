import type { BillingInterval } from '@common/schemas/billing';
import { CURRENCY, priceCents } from '@common/pricing';
import { entitlementsOf } from '@common/entitlements';
import { invoices, payments, subscriptions, tierChanges } from '../schema/index';
import type { DemoUser, SeedContext } from './demo-seed-context';

const DAY_MS = 24 * 60 * 60 * 1000;

function monthsBefore(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * Billing that matches each demo account's tier, so /settings/billing is populated: every paid
 * tier gets an active local subscription (alternately monthly and yearly), its invoices and
 * payments (three monthly renewals, or one yearly payment), and the tier change that started it.
 * Free tiers get nothing. Uses no random draws, so the rest of the demo stays as it was.
 */
export async function seedDemoBilling(ctx: SeedContext, people: DemoUser[]): Promise<void> {
  const { tx, now } = ctx;
  let index = 0;
  for (const user of people) {
    const monthly = priceCents(user.tier, 'monthly');
    if (monthly === 0) continue;
    const interval: BillingInterval = index % 2 === 0 ? 'monthly' : 'yearly';
    index += 1;
    // The current period began 3 to 20 days ago (inside the 30-day refund window for some).
    const periodStart = new Date(now.getTime() - (3 + ((index * 7) % 18)) * DAY_MS);
    const periods =
      interval === 'monthly' ? [0, 1, 2].map((m) => monthsBefore(periodStart, m)) : [periodStart];
    const periodEnd = interval === 'monthly' ? monthsBefore(periodStart, -1) : monthsBefore(periodStart, -12);
    const amount = priceCents(user.tier, interval);
    await tx.insert(subscriptions).values({
      userId: user.id,
      plan: user.tier,
      interval,
      status: 'active',
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      provider: 'local',
    });
    for (const [i, start] of periods.entries()) {
      const end = i === 0 ? periodEnd : periods[i - 1]!;
      const [invoice] = await tx
        .insert(invoices)
        .values({
          userId: user.id,
          plan: user.tier,
          interval,
          description: `${user.tier} ${i === periods.length - 1 ? 'subscription' : 'renewal'}, ${interval}`,
          amountCents: amount,
          currency: CURRENCY,
          status: 'paid',
          periodStart: start,
          periodEnd: end,
          provider: 'local',
          createdAt: start,
        })
        .returning({ id: invoices.id });
      await tx.insert(payments).values({
        userId: user.id,
        invoiceId: invoice!.id,
        amountCents: amount,
        currency: CURRENCY,
        status: 'succeeded',
        provider: 'local',
        paidAt: start,
      });
    }
    const first = periods[periods.length - 1]!;
    await tx.insert(tierChanges).values({
      userId: user.id,
      fromTier: entitlementsOf(user.tier).freeTier,
      toTier: user.tier,
      reason: 'demo data',
      createdAt: first,
    });
  }
}
