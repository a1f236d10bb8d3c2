import type { Tier } from '@common/constants';
import type { BillingInterval } from '@common/schemas/billing';
import type { PaymentProvider } from '../../billing/payment-provider';
import { badRequest } from '../../errors';
import type { BillingQueries, CheckoutRow } from './billing.repository';
import { completeOneOff } from './one-off-payment';
import { currentPlanOf, invoiceDescription, startPlan } from './subscription-state';

/**
 * The good a one-off checkout row buys: a 'purchase' buys the marketplace's template (its
 * template_id, marketplace/template-good.ts); any other one-off purpose names its good (a 'tip',
 * modules/tips/tip-good.ts) and what it buys is the row's item_id.
 */
export const PURCHASE_CHECKOUT_GOOD = 'template';
const ONE_OFF_DESCRIPTION: Record<string, string> = {
  purchase: 'Template purchase',
  tip: 'Tip',
  commission: 'Commission',
};

/**
 * Applies a checkout once the money is confirmed (the local confirm, or Stripe's
 * checkout.session.completed). Call inside a transaction with the user's row and the checkout's
 * row locked. Charges exactly once: the checkout turns 'completed' here, and invoices.checkout_id
 * is unique, so even a second path reaching this point cannot record a second payment.
 * `refunder` refunds a one-off payment whose good can no longer be had (one-off-payment.ts).
 */
export async function completeCheckout(
  tx: BillingQueries,
  refunder: Pick<PaymentProvider, 'refund'>,
  user: { id: string; tier: string },
  checkout: CheckoutRow,
  now: Date,
  provider: {
    providerCustomerId?: string | null;
    providerSubscriptionId?: string | null;
    providerPaymentId?: string | null;
    providerInvoiceId?: string | null;
  },
): Promise<CheckoutRow> {
  if (checkout.status === 'completed') return checkout;
  if (checkout.purpose !== 'plan')
    return completePurchaseCheckout(tx, refunder, user, checkout, now, provider);
  const paidAtProvider = Boolean(provider.providerPaymentId || provider.providerSubscriptionId);
  if (checkout.expiresAt <= now && !paidAtProvider)
    throw badRequest('This checkout has expired. Start again from /subscription.');
  const sub = await tx.findSubscription(user.id);
  const current = currentPlanOf(user, sub, now);
  // The quote took from the balance as it stood; a refund since then may have spent it.
  const balanceGone = current.balanceCents < checkout.balanceAppliedCents;
  if (current.plan !== checkout.fromPlan || current.interval !== checkout.fromInterval || balanceGone) {
    if (!paidAtProvider)
      throw badRequest('Your plan changed since this quote. Start again from /subscription.');
  }
  const plan = checkout.plan as Tier;
  const interval = checkout.interval as BillingInterval;

  if (checkout.effective === 'period_end') {
    await tx.updateSubscription(user.id, {
      scheduledPlan: plan,
      scheduledInterval: interval,
      cancelAtPeriodEnd: false,
    });
  } else {
    const provIds = {
      providerCustomerId: provider.providerCustomerId ?? sub?.providerCustomerId ?? null,
      providerSubscriptionId: provider.providerSubscriptionId ?? null,
    };
    await startPlan(
      tx,
      user,
      {
        plan,
        interval,
        periodEnd: checkout.periodEnd,
        provider: checkout.provider as 'local' | 'stripe',
        reason: `checkout ${checkout.kind}`,
        by: user.id,
      },
      now,
      provIds,
    );
    // Every paid period gets its invoice, also one wholly paid by credit ($0, no payment).
    const paidPlan = checkout.periodEnd !== null;
    const invoice = paidPlan
      ? await tx.insertPaidInvoice(
          {
            userId: user.id,
            checkoutId: checkout.id,
            plan,
            interval,
            description: invoiceDescription(plan, interval),
            amountCents: checkout.amountDueCents,
            prorationCreditCents: checkout.priceCents - checkout.amountDueCents,
            currency: checkout.currency,
            status: 'paid',
            periodStart: now,
            periodEnd: checkout.periodEnd,
            provider: checkout.provider,
            providerInvoiceId: provider.providerInvoiceId ?? null,
          },
          checkout.amountDueCents > 0
            ? {
                amountCents: checkout.amountDueCents,
                currency: checkout.currency,
                status: 'succeeded',
                provider: checkout.provider,
                providerPaymentId: provider.providerPaymentId ?? null,
                paidAt: now,
              }
            : null,
        )
      : null;
    const balanceCents =
      Math.max(0, current.balanceCents - checkout.balanceAppliedCents) + checkout.toBalanceCents;
    await tx.updateSubscription(user.id, { balanceCents, periodInvoiceId: invoice?.id ?? null });
  }
  await tx.updateCheckout(checkout.id, { status: 'completed', completedAt: now });
  return { ...checkout, status: 'completed', completedAt: now };
}

/**
 * A one-off purchase paid on the provider's page (Stripe's checkout.session.completed): the same
 * completion as the local provider's (one-off-payment.ts); nothing about the plan changes. The
 * checkout's template_id is what was bought; a template deleted meanwhile (set null) leaves the
 * payment on record for a refund.
 */
async function completePurchaseCheckout(
  tx: BillingQueries,
  refunder: Pick<PaymentProvider, 'refund'>,
  user: { id: string; tier: string },
  checkout: CheckoutRow,
  now: Date,
  provider: { providerPaymentId?: string | null; providerInvoiceId?: string | null },
): Promise<CheckoutRow> {
  await completeOneOff(
    tx,
    refunder,
    { id: user.id, tier: checkout.plan },
    {
      good: checkout.purpose === 'purchase' ? PURCHASE_CHECKOUT_GOOD : checkout.purpose,
      itemId: checkout.purpose === 'purchase' ? checkout.templateId : checkout.itemId,
      amountCents: checkout.amountDueCents,
      currency: checkout.currency,
      description: ONE_OFF_DESCRIPTION[checkout.purpose] ?? 'One-off payment',
      provider: checkout.provider,
      checkoutId: checkout.id,
      providerPaymentId: provider.providerPaymentId ?? null,
      providerInvoiceId: provider.providerInvoiceId ?? null,
    },
    now,
  );
  await tx.updateCheckout(checkout.id, { status: 'completed', completedAt: now });
  return { ...checkout, status: 'completed', completedAt: now };
}
