import type Stripe from 'stripe';
import type { Tier } from '@common/constants';
import type { BillingInterval } from '@common/schemas/billing';
import type { PaymentProvider } from '../../billing/payment-provider';
import type { BillingQueries, CheckoutRow, SubscriptionRow } from './billing.repository';
import { completeCheckout } from './checkout-completion';
import { expireOtherPages } from './checkout-pages';
import { invoiceDescription } from './subscription-state';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));
type Warn = (message: string, detail?: Record<string, unknown>) => void;
export const DUPLICATE_REFUND_REASON = 'duplicate subscription';

/**
 * Stripe's checkout.session.completed: the page of a checkout was paid. Locks the user, then the
 * checkout (the order of every billing path). A plan page paid while the user already holds
 * another live Stripe subscription (two pages paid in two tabs before either was confirmed) starts
 * a second subscription: it is cancelled and refunded at Stripe and recorded as a refunded
 * invoice, and the plan stays the first one's. After a plan page is paid, the user's other open
 * plan pages are expired at Stripe. Every Stripe call here is keyed by the object it acts on, so
 * a retry of this event after a failure repeats none of them.
 */
export async function completeSession(
  tx: BillingQueries,
  provider: PaymentProvider,
  session: Stripe.Checkout.Session,
  now: Date,
  warn: Warn,
): Promise<void> {
  const found = await tx.findCheckoutBySession(session.id);
  const user = found && (await tx.lockUserForTierCheck(found.userId));
  if (!found || !user) return warn('stripe checkout session unknown here: ignored');
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
  const checkout = (await tx.findCheckout(found.id, true))!;
  if (checkout.status === 'completed') return;
  const subscriptionId = idOf(session.subscription);
  const invoiceId = idOf(session.invoice);
  const ids = {
    providerCustomerId: idOf(session.customer),
    providerSubscriptionId: subscriptionId,
    providerPaymentId: idOf(session.payment_intent) ?? invoiceId ?? session.id,
    providerInvoiceId: invoiceId,
  };
  const held = await tx.findSubscription(user.id);
  if (checkout.purpose === 'plan' && subscriptionId && isOtherLiveStripeSubscription(held, subscriptionId)) {
    warn('a second Stripe subscription was paid: cancelled and refunded', {
      subscription: subscriptionId,
      kept: held!.providerSubscriptionId,
    });
    await refundDuplicate(tx, provider, user.id, checkout, subscriptionId, ids, now);
  } else {
    await completeCheckout(tx, provider, user, checkout, now, ids);
  }
  if (checkout.purpose === 'plan') await expireOtherPages(tx, provider, user.id, checkout.id);
}

function isOtherLiveStripeSubscription(held: SubscriptionRow | undefined, subscriptionId: string): boolean {
  return Boolean(
    held &&
    held.provider === 'stripe' &&
    held.status !== 'canceled' &&
    held.providerSubscriptionId &&
    held.providerSubscriptionId !== subscriptionId,
  );
}

/** Ends the second subscription at Stripe, refunds its payment there, and records both (invoice, payment, refund). */
async function refundDuplicate(
  tx: BillingQueries,
  provider: PaymentProvider,
  userId: string,
  checkout: CheckoutRow,
  subscriptionId: string,
  ids: { providerPaymentId: string; providerInvoiceId: string | null },
  now: Date,
): Promise<void> {
  await provider.cancelNow(subscriptionId);
  if (checkout.amountDueCents > 0) {
    const plan = checkout.plan as Tier;
    const interval = checkout.interval as BillingInterval;
    const invoice = await tx.insertPaidInvoice(
      {
        userId,
        checkoutId: checkout.id,
        plan,
        interval,
        description: `${invoiceDescription(plan, interval)} (duplicate, refunded)`,
        amountCents: checkout.amountDueCents,
        currency: checkout.currency,
        status: 'paid',
        periodStart: now,
        periodEnd: now,
        provider: 'stripe',
        providerInvoiceId: ids.providerInvoiceId,
      },
      {
        amountCents: checkout.amountDueCents,
        currency: checkout.currency,
        status: 'succeeded',
        provider: 'stripe',
        providerPaymentId: ids.providerPaymentId,
        paidAt: now,
      },
    );
    const payment = (await tx.findInvoice(invoice.id))!.payment!;
    const refundId = await provider.refund(payment);
    await tx.recordRefund(payment, refundId, DUPLICATE_REFUND_REASON, null);
  }
  await tx.updateCheckout(checkout.id, { status: 'completed', completedAt: now });
}
