import type { PaymentProvider } from '../../billing/payment-provider';
import { badRequest } from '../../errors';
import type { BillingQueries, CheckoutRow } from './billing.repository';

/**
 * The provider's payment pages of plan checkouts (Stripe Checkout Sessions). Each page can take a
 * payment that starts a subscription, so the user has at most one open page per intent (the plan,
 * interval and starting point of the quote): a repeated or parallel checkout answers the open one.
 * When one page is paid, the user's other open pages are expired at the provider. Call with the
 * user's row locked (every caller does), so two requests of one user take turns here.
 */

/** How long a hosted plan page takes payments; Stripe's session expires with the checkout (at least 30 minutes). */
export const HOSTED_CHECKOUT_TTL_MS = 60 * 60 * 1000;
export const PAYMENT_IN_FLIGHT =
  'A payment for this plan was just made on an earlier page; your plan changes once it is confirmed.';

type Intent = Pick<CheckoutRow, 'plan' | 'interval' | 'fromPlan' | 'fromInterval' | 'amountDueCents'>;
const sameIntent = (a: Intent, b: Intent) =>
  a.plan === b.plan &&
  a.interval === b.interval &&
  a.fromPlan === b.fromPlan &&
  a.fromInterval === b.fromInterval &&
  a.amountDueCents === b.amountDueCents;

/**
 * The open checkout that answers `intent`, or undefined when a new page is needed. An open page
 * for the same plan from another starting point (the plan changed since) quotes a stale price: it
 * is expired at the provider first, and when it was paid meanwhile the request is refused (400)
 * rather than opening a second payable page. A page past its expiry is marked so.
 */
export async function openPageFor(
  tx: BillingQueries,
  provider: PaymentProvider,
  userId: string,
  intent: Intent,
  now: Date,
): Promise<CheckoutRow | undefined> {
  for (const open of await tx.listOpenPlanCheckouts(userId)) {
    const live = open.expiresAt > now;
    if (live && sameIntent(open, intent)) return open;
    if (live && (open.plan !== intent.plan || open.interval !== intent.interval)) continue;
    if (!(await provider.expireCheckout(open.providerSessionId!))) throw badRequest(PAYMENT_IN_FLIGHT);
    await tx.updateCheckout(open.id, { status: 'expired' });
  }
  return undefined;
}

/**
 * After `paid` completed: expires the user's other open plan pages at the provider. A page the
 * provider reports as already paid stays pending here; its own completion event follows and is
 * handled as a second subscription (stripe-events.ts).
 */
export async function expireOtherPages(
  tx: BillingQueries,
  provider: PaymentProvider,
  userId: string,
  paid: string,
): Promise<void> {
  for (const open of await tx.listOpenPlanCheckouts(userId)) {
    if (open.id === paid) continue;
    if (await provider.expireCheckout(open.providerSessionId!))
      await tx.updateCheckout(open.id, { status: 'expired' });
  }
}
