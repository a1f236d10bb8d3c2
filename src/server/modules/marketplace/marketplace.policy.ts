import type { TemplateCardViewer, TemplateViewer } from './marketplace-types';
import { can } from '../entitlements/entitlements.policy';

/**
 * Who may see and change a template (SPEC sections 5 and 6, issue 11):
 * - a published template is public; an unpublished one is seen only by its creator and by those
 *   who acquired it (downloaded or bought, not refunded): everyone else, admins included, gets 404;
 * - only the creator edits, versions, publishes, unpublishes and deletes (others: 404);
 * - buying a paid template needs the marketplacePurchases entitlement (creator-tier rank >= 1);
 *   free templates are open to every signed-in user; nobody acquires their own or one they own.
 */

export type TemplateAccessFacts = { creatorId: string; status: string; price: number };
export type Caller = { id: string; subscriptionTier: string } | null;

export const isCreator = (t: TemplateAccessFacts, user: Caller): boolean =>
  user !== null && user.id === t.creatorId;

export const maySeeTemplate = (t: TemplateAccessFacts, user: Caller, acquired: boolean): boolean =>
  t.status === 'published' || isCreator(t, user) || acquired;

/** Whether the whole content shows: free and published, or the creator's, or acquired. */
export const maySeeFullContent = (t: TemplateAccessFacts, user: Caller, acquired: boolean): boolean =>
  isCreator(t, user) || acquired || (t.price === 0 && t.status === 'published');

/** Whether the caller may download (free) or buy (paid) now; `upgradeRequired` when only the tier stands in the way. */
export function purchaseFlags(t: TemplateAccessFacts, user: Caller, acquired: boolean) {
  if (user === null || isCreator(t, user) || acquired || t.status !== 'published') {
    return { canBuy: false, upgradeRequired: false };
  }
  if (t.price === 0) return { canBuy: true, upgradeRequired: false };
  const tierMay = can(user.subscriptionTier, 'marketplacePurchases');
  return { canBuy: tierMay, upgradeRequired: !tierMay };
}

export const cardViewer = (
  t: TemplateAccessFacts,
  user: Caller,
  acquired: boolean,
): TemplateCardViewer | null => (user === null ? null : { isOwner: isCreator(t, user), owned: acquired });

export function templateViewer(
  t: TemplateAccessFacts,
  user: Caller,
  acquired: boolean,
  hasBuyers: boolean,
): TemplateViewer | null {
  if (user === null) return null;
  const owner = isCreator(t, user);
  return {
    isOwner: owner,
    owned: acquired,
    ...purchaseFlags(t, user, acquired),
    canEdit: owner,
    canDelete: owner && !hasBuyers,
  };
}

/** Whether the tier may buy paid templates at all (the list's 'Upgrade Required' flag). */
export const tierMayBuyPaid = (user: Caller): boolean =>
  user !== null && can(user.subscriptionTier, 'marketplacePurchases');
