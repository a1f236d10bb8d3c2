import { TIP_ALLOCATION_MESSAGES } from '@common/schemas/tip-allocation';
import { badRequest } from '../../errors';
import { assertCan } from '../entitlements/entitlements.policy';

type Creator = { id: string; username: string; hasPublished: boolean };

/** Only a plan with the allocation (Patron of the Arts) may set a split; anyone sees their own. */
export const assertMaySplit = (tier: string) => assertCan(tier, 'creatorTips');

/**
 * Every named creator exists, is not the patron, and has a published story (as for a one-off
 * tip); amounts must add up to the allocation. Answers the creators' ids in the order named.
 */
export function resolveShares(
  patronId: string,
  named: string[],
  found: Creator[],
  amounts: number[] | null,
  allocationCents: number,
): string[] {
  const byName = new Map(found.map((c) => [c.username.toLowerCase(), c]));
  const ids = named.map((name) => {
    const creator = byName.get(name.toLowerCase());
    if (!creator) throw badRequest(TIP_ALLOCATION_MESSAGES.unknownCreator(name));
    if (creator.id === patronId) throw badRequest(TIP_ALLOCATION_MESSAGES.self);
    if (!creator.hasPublished) throw badRequest(TIP_ALLOCATION_MESSAGES.noStories(creator.username));
    return creator.id;
  });
  if (amounts && amounts.reduce((s, a) => s + a, 0) !== allocationCents)
    throw badRequest(TIP_ALLOCATION_MESSAGES.amountSum(allocationCents));
  return ids;
}
