import type { Tier } from '@common/constants';
import { CURRENCY } from '@common/pricing';
import type { PaymentProvider } from '../../billing/payment-provider';
import { AppError } from '../../errors';
import type { BillingQueries } from './billing.repository';
import { CHECKOUT_TTL_MS } from './billing.service';

export type OneOffPage = {
  /** 'purchase' buys the template `templateId`; any other purpose buys `itemId` of its good. */
  purpose: 'purchase' | 'tip' | 'commission';
  templateId?: string;
  itemId?: string;
  amountCents: number;
  description: string;
  /** Where the provider sends the buyer back after paying, given the checkout's id. */
  successUrl: (checkoutId: string) => string;
  cancelUrl: string;
};

/**
 * Opens the provider's payment page (Stripe, mode payment) for a one-off payment: a pending
 * checkout row (its plan columns filled with the buyer's tier, which the table requires), the
 * page, and the page's session and address stored on the row. Its webhook completes the payment
 * (checkout-completion.ts). Call it in the buyer's locked transaction.
 */
export async function startOneOffPage(
  billing: BillingQueries,
  provider: PaymentProvider,
  buyer: { id: string; tier: string; email: string },
  page: OneOffPage,
  now: Date,
): Promise<{ checkoutId: string; redirectUrl: string }> {
  const tier = buyer.tier as Tier;
  const checkout = await billing.insertCheckout({
    userId: buyer.id,
    purpose: page.purpose,
    templateId: page.templateId ?? null,
    itemId: page.itemId ?? null,
    plan: tier,
    interval: 'monthly',
    fromPlan: tier,
    fromInterval: null,
    kind: 'new',
    priceCents: page.amountCents,
    amountDueCents: page.amountCents,
    currency: CURRENCY,
    effective: 'now',
    effectiveAt: now,
    provider: provider.name,
    expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
  });
  const hosted = await provider.startCheckout({
    checkoutId: checkout.id,
    mode: 'payment',
    userId: buyer.id,
    email: buyer.email,
    customerId: (await billing.findSubscription(buyer.id))?.providerCustomerId ?? null,
    plan: tier,
    interval: 'monthly',
    amountCents: page.amountCents,
    currency: CURRENCY,
    description: page.description,
    successUrl: page.successUrl(checkout.id),
    cancelUrl: page.cancelUrl,
  });
  if (hosted.kind === 'confirm-here')
    throw new AppError(400, 'PROVIDER_UNSUPPORTED', 'This payment provider has no payment page.');
  await billing.updateCheckout(checkout.id, {
    providerSessionId: hosted.sessionId,
    redirectUrl: hosted.redirectUrl,
  });
  return { checkoutId: checkout.id, redirectUrl: hosted.redirectUrl };
}
