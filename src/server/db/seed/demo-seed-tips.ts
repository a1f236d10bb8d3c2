import { CURRENCY } from '@common/pricing';
import { tips } from '../schema/index';
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
