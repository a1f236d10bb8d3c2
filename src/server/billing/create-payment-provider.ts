import type { Config } from '../config';
import { createLocalProvider, type PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

/** Stripe when its settings are present (config.stripe), else the embedded local provider. */
export function createPaymentProvider(config: Pick<Config, 'stripe'>): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createLocalProvider();
}
