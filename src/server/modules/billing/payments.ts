import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createLocalProvider, type PaymentProvider } from '../../billing/payment-provider';
import { createStripeProvider, type StripeProvider } from '../../billing/stripe-provider';
import { createBillingService, type BillingService } from './billing.service';
import { createGoods, type Good, type Goods } from './goods';

/**
 * Payments as one part of the app context (`app.ctx.payments`), built once in buildApp: the
 * provider the config names (local or Stripe), the goods one-off payments buy (registered by the
 * modules that sell them, goods.ts) and the billing service over both. Every route file
 * that takes or refunds money (billing, the Stripe webhook, account deletion, marketplace
 * purchases) uses these, so there is one provider object per app, not one per route file.
 */
export type Payments = {
  provider: PaymentProvider;
  /** The same provider when it is Stripe (its webhook needs the client and the signing secret). */
  stripe: StripeProvider | undefined;
  goods: Goods;
  billing: BillingService;
};

export function createPayments(
  db: Db,
  config: Pick<Config, 'stripe' | 'publicUrl'>,
  goodsSold: readonly Good[],
): Payments {
  // Stripe when its settings are present (config.stripe), else the embedded local provider.
  const stripe = config.stripe ? createStripeProvider(config.stripe) : undefined;
  const provider = stripe ?? createLocalProvider();
  const goods = createGoods(goodsSold);
  return {
    provider,
    stripe,
    goods,
    billing: createBillingService(db, provider, goods, config.publicUrl),
  };
}
