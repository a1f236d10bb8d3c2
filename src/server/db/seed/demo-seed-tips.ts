import { CURRENCY } from '@common/pricing';
import { and, eq, gte, lt } from 'drizzle-orm';
import { closableMonths, monthBounds, splitCents, tipAllocationCentsOf } from '@common/tip-allocation';
import { invoices, tipAllocationMonths, tipAllocationShares, tipAllocations, tips } from '../schema/index';
import type { DemoStory, DemoUser, SeedContext } from './demo-seed-context';
import { daysBefore } from './demo-seed-context';

/** One-off demo tips: sender, creator, cents, days ago, note. Fixed, so no draw from the random source. */
const DEMO_TIPS: ReadonlyArray<[string, string, number, number, string | null]> = [
  ['ophelia', 'aria', 500, 5, 'More sea monsters, please.'],
  ['rosalind', 'aria', 1000, 40, 'Our book club read this in one sitting.'],
  ['quinn', 'aria', 200, 70, null],
  ['vesna', 'bram', 300, 12, 'The maps alone are worth it.'],
  ['thea', 'bram', 500, 100, null],
];

/**
 * Tips readers sent demo creators (the tip ledger, modules/tips), each for the creator's first
 * public story, over the last months, so /earnings shows months and stories. Like demo
 * purchases, they carry no billing payment: they were never charged.
 */
export async function seedDemoTips(ctx: SeedContext, people: DemoUser[], storyList: DemoStory[]) {
  const byName = new Map(people.map((p) => [p.username, p]));
  const rows = DEMO_TIPS.flatMap(([from, to, cents, days, message]) => {
    const tipper = byName.get(from);
    const creator = byName.get(to);
    if (!tipper || !creator) return [];
    const story = storyList.find((s) => s.createdBy === creator.id && s.isPublic);
    const at = daysBefore(ctx, days);
    return [
      {
        tipperId: tipper.id,
        creatorId: creator.id,
        storyId: story?.id ?? null,
        storyTitle: story?.title ?? null,
        amountCents: cents,
        currency: CURRENCY,
        source: 'one-off',
        status: 'paid',
        message,
        createdAt: at,
        paidAt: at,
      },
    ];
  });
  if (rows.length > 0) await ctx.tx.insert(tips).values(rows);
}

/** ophelia's split of her Patron allocation: by hand, 60 % to aria and 40 % to bram. */
const DEMO_ALLOCATION: ReadonlyArray<[string, number]> = [
  ['aria', 60],
  ['bram', 40],
];

/**
 * ophelia (Patron of the Arts) splits her monthly tip allocation among two demo creators, and every
 * month her seeded plan paid for, up to last month, is already closed with its two tips (what the
 * month-end job records), so /tips/allocation shows a split and the months given, and aria's
 * /earnings a 'Monthly allocation' row. Closing those months here also keeps the job (which closes
 * every paid month of the last 12 it finds open) from adding tips to the demo when a server starts.
 */
export async function seedDemoAllocation(ctx: SeedContext, people: DemoUser[]) {
  const byName = new Map(people.map((p) => [p.username, p]));
  const patron = byName.get('ophelia');
  const shares = DEMO_ALLOCATION.flatMap(([name, percent]) => {
    const creator = byName.get(name);
    return creator ? [{ creator, percent }] : [];
  });
  if (!patron || shares.length === 0) return;
  await ctx.tx.insert(tipAllocations).values({ userId: patron.id, mode: 'percent' });
  await ctx.tx
    .insert(tipAllocationShares)
    .values(shares.map((s) => ({ userId: patron.id, creatorId: s.creator.id, percent: s.percent })));
  const allocationCents = tipAllocationCentsOf('Patron of the Arts');
  const cents = splitCents(
    allocationCents,
    shares.map((s) => s.percent),
  );
  for (const month of closableMonths(ctx.now)) {
    const { end } = monthBounds(month);
    // Paid for the month as the job decides it: a paid invoice whose period holds its last instant.
    const [paid] = await ctx.tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.userId, patron.id),
          eq(invoices.status, 'paid'),
          lt(invoices.periodStart, end),
          gte(invoices.periodEnd, end),
        ),
      )
      .limit(1);
    if (!paid) continue;
    const paidAt = new Date(end.getTime() - 1);
    await ctx.tx.insert(tipAllocationMonths).values({
      patronId: patron.id,
      month: `${month}-01`,
      allocationCents,
      tips: shares.length,
      closedAt: end,
    });
    await ctx.tx.insert(tips).values(
      shares.map((s, i) => ({
        tipperId: patron.id,
        creatorId: s.creator.id,
        amountCents: cents[i]!,
        currency: CURRENCY,
        source: 'allocation',
        status: 'paid',
        idempotencyKey: `allocation-${month}-${s.creator.id}`,
        createdAt: end,
        paidAt,
      })),
    );
  }
}
