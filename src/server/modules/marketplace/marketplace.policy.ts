import type { TemplateCardViewer, TemplateViewer } from './marketplace-types';
import { can } from '../entitlements/entitlements.policy';
import { includedInPlan, maySetExclusive } from './exclusive-templates.policy';

/**
 * Who may see and change a template (SPEC sections 5 and 6, issue 11):
 * - a published template is public; an unpublished one is seen only by its creator and by those
 *   who acquired it (downloaded or bought, not refunded): everyone else, admins included, gets 404;
 * - only the creator edits, versions, publishes, unpublishes and deletes (others: 404);
 * - buying a paid template needs the marketplacePurchases entitlement (creator-tier rank >= 1);
 *   free templates are open to every signed-in user; nobody acquires their own or one they own;
 * - an exclusive template is never bought or downloaded; plans with exclusive templates see and use
 *   it whole at no charge (exclusive-templates.policy.ts).
 */

export type TemplateAccessFacts = { creatorId: string; status: string; price: number; exclusive: boolean };
export type Caller = { id: string; subscriptionTier: string; isAdmin?: boolean } | null;

export const isCreator = (t: Pick<TemplateAccessFacts, 'creatorId'>, user: Caller): boolean =>
  user !== null && user.id === t.creatorId;

export const maySeeTemplate = (
  t: Pick<TemplateAccessFacts, 'creatorId' | 'status'>,
  user: Caller,
  acquired: boolean,
): boolean => t.status === 'published' || isCreator(t, user) || acquired;

/** Whether the file may be exported: the creator's, or acquired, or free, published and not exclusive. */
export const mayExport = (t: TemplateAccessFacts, user: Caller, acquired: boolean): boolean =>
  isCreator(t, user) || acquired || (t.price === 0 && !t.exclusive && t.status === 'published');

/** Whether the whole content shows: as for the file, and an exclusive one to plans that include it. */
export const maySeeFullContent = (t: TemplateAccessFacts, user: Caller, acquired: boolean): boolean =>
  mayExport(t, user, acquired) || includedInPlan(t, user, acquired);

/** Whether the caller may download (free) or buy (paid) now; `upgradeRequired` when only the tier stands in the way. */
export function purchaseFlags(t: TemplateAccessFacts, user: Caller, acquired: boolean) {
  if (user === null || isCreator(t, user) || acquired || t.status !== 'published') {
    return { canBuy: false, upgradeRequired: false };
  }
  if (t.exclusive) return { canBuy: false, upgradeRequired: false };
  if (t.price === 0) return { canBuy: true, upgradeRequired: false };
  const tierMay = can(user.subscriptionTier, 'marketplacePurchases');
  return { canBuy: tierMay, upgradeRequired: !tierMay };
}

export const cardViewer = (
  t: TemplateAccessFacts,
  user: Caller,
  acquired: boolean,
): TemplateCardViewer | null =>
  user === null
    ? null
    : { isOwner: isCreator(t, user), owned: acquired, includedInPlan: includedInPlan(t, user, acquired) };

export function templateViewer(
  t: TemplateAccessFacts,
  user: Caller,
  acquired: boolean,
  hasBuyers: boolean,
): TemplateViewer | null {
  if (user === null) return null;
  const owner = isCreator(t, user);
  return {
    ...cardViewer(t, user, acquired)!,
    ...purchaseFlags(t, user, acquired),
    canEdit: owner,
    canDelete: owner && !hasBuyers,
    canSetExclusive: maySetExclusive(t, user),
  };
}

/** Whether the tier may buy paid templates at all (the list's 'Upgrade Required' flag). */
export const tierMayBuyPaid = (user: Caller): boolean =>
  user !== null && can(user.subscriptionTier, 'marketplacePurchases');
