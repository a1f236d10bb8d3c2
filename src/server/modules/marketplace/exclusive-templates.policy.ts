import { EXCLUSIVE_CODE, EXCLUSIVE_MESSAGES } from '@common/exclusive-templates';
import { UPGRADE_URL } from '@common/entitlement-refusals';
import { AppError, badRequest } from '../../errors';
import { can } from '../entitlements/entitlements.policy';

/**
 * Exclusive templates (issue 27). An exclusive template is never sold: purchase and checkout
 * answer 403 to everyone (nothing charged or recorded). A published one is used at no charge by
 * plans with exclusiveTemplates (Master Weaver), with no acquisition row, so a plan that drops the
 * feature drops the use too, while what was made from it stays the user's. Whoever acquired it
 * before it became exclusive keeps it as before (their acquisition), and its creator always may.
 * Admins mark and unmark any template they can see; its creator unmarks at any plan and marks only
 * on a plan with exclusiveTemplates. A private template is never exclusive.
 */
export type ExclusiveFacts = { creatorId: string; status: string; exclusive: boolean };
type Caller = { id: string; subscriptionTier: string; isAdmin?: boolean } | null;

const upgrade = { upgradeUrl: UPGRADE_URL };

/** Exclusive, published, not the caller's own or held, and their plan includes exclusive templates. */
export const includedInPlan = (t: ExclusiveFacts, user: Caller, acquired: boolean): boolean =>
  t.exclusive &&
  t.status === 'published' &&
  user !== null &&
  user.id !== t.creatorId &&
  !acquired &&
  can(user.subscriptionTier, 'exclusiveTemplates');

/** Whether the caller may change the flag now (the template page's control): the server checks again. */
export function maySetExclusive(t: ExclusiveFacts, user: Caller): boolean {
  if (user === null || t.status === 'private') return false;
  if (user.isAdmin) return true;
  return user.id === t.creatorId && (t.exclusive || can(user.subscriptionTier, 'exclusiveTemplates'));
}

/** 403: exclusive templates are not for sale, whatever the caller's plan. */
export const notForSale = () => new AppError(403, EXCLUSIVE_CODE, EXCLUSIVE_MESSAGES.notForSale, upgrade);

/** 403 naming the plan unless `tier` (as stored now) uses exclusive templates. */
export function assertMayUseExclusive(tier: string): void {
  if (!can(tier, 'exclusiveTemplates')) {
    throw new AppError(403, EXCLUSIVE_CODE, EXCLUSIVE_MESSAGES.useRefused(tier), upgrade);
  }
}

/**
 * The creator's or an admin's change of the flag, after the caller was found allowed to see it:
 * `tier` is the caller's plan as stored now. Unmarking is always allowed; marking a private
 * template is 400; a creator marking on a plan without exclusive templates is 403.
 */
export function assertMaySetExclusive(
  t: ExclusiveFacts,
  caller: { isAdmin: boolean },
  tier: string,
  exclusive: boolean,
): void {
  if (!exclusive) return;
  if (t.status === 'private') throw badRequest(EXCLUSIVE_MESSAGES.privateTemplate);
  if (!caller.isAdmin && !can(tier, 'exclusiveTemplates')) {
    throw new AppError(403, EXCLUSIVE_CODE, EXCLUSIVE_MESSAGES.markRefused(tier), upgrade);
  }
}
