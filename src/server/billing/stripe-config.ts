import { CREATOR_TIERS, READER_TIERS, type Tier } from '@common/constants';
import { priceCents } from '@common/pricing';
import { BILLING_INTERVALS, type BillingInterval } from '@common/schemas/billing';

/**
 * Stripe settings, validated with the rest of the environment at start-up (config.ts):
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together turn Stripe on; then every paid plan needs
 * a price id per interval, as STRIPE_PRICE_<TIER>_<INTERVAL> (e.g. STRIPE_PRICE_MASTER_WEAVER_YEARLY)
 * or one JSON map STRIPE_PRICES {"Chronicler:monthly": "price_..."}. STRIPE_API_BASE points the
 * client elsewhere (tests use a loopback stand-in). Without a secret key the local provider runs.
 */
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** `${plan}:${interval}` -> Stripe price id, for every paid plan and interval. */
  prices: Record<string, string>;
  apiBase?: URL;
};

export const priceKey = (plan: Tier, interval: BillingInterval) => `${plan}:${interval}`;
const envName = (plan: Tier, interval: BillingInterval) =>
  `STRIPE_PRICE_${plan.toUpperCase().replace(/[^A-Z]+/g, '_')}_${interval.toUpperCase()}`;

export function paidPlanKeys(): { plan: Tier; interval: BillingInterval }[] {
  return [...CREATOR_TIERS, ...READER_TIERS].flatMap((plan) =>
    BILLING_INTERVALS.filter((interval) => priceCents(plan, interval) > 0).map((interval) => ({
      plan,
      interval,
    })),
  );
}

/** The Stripe settings, or undefined when Stripe is off; `issues` name each bad variable. */
export function loadStripeConfig(env: Record<string, string | undefined>): {
  stripe?: StripeConfig;
  issues: string[];
} {
  const value = (name: string) => env[name]?.trim() || undefined;
  const secretKey = value('STRIPE_SECRET_KEY');
  const webhookSecret = value('STRIPE_WEBHOOK_SECRET');
  const issues: string[] = [];
  if (!secretKey) {
    if (webhookSecret) issues.push('  STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET');
    return { issues };
  }
  if (!/^(sk|rk)_/.test(secretKey)) issues.push("  STRIPE_SECRET_KEY: must start with 'sk_' or 'rk_'");
  if (!webhookSecret) issues.push('  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  else if (!webhookSecret.startsWith('whsec_'))
    issues.push("  STRIPE_WEBHOOK_SECRET: must start with 'whsec_'");
  let map: Record<string, unknown> = {};
  const json = value('STRIPE_PRICES');
  if (json) {
    try {
      map = JSON.parse(json) as Record<string, unknown>;
    } catch {
      issues.push('  STRIPE_PRICES: must be a JSON object like {"Chronicler:monthly": "price_..."}');
    }
  }
  const prices: Record<string, string> = {};
  for (const { plan, interval } of paidPlanKeys()) {
    const id = value(envName(plan, interval)) ?? map[priceKey(plan, interval)];
    if (typeof id === 'string' && id.startsWith('price_')) prices[priceKey(plan, interval)] = id;
    else
      issues.push(
        `  ${envName(plan, interval)}: a Stripe price id (price_...) is required with STRIPE_SECRET_KEY`,
      );
  }
  let apiBase: URL | undefined;
  const base = value('STRIPE_API_BASE');
  if (base) {
    try {
      apiBase = new URL(base);
    } catch {
      issues.push('  STRIPE_API_BASE: must be a URL');
    }
  }
  if (issues.length > 0 || !webhookSecret) return { issues };
  return { stripe: { secretKey, webhookSecret, prices, apiBase }, issues };
}
