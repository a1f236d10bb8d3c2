/**
 * Query keys of the billing screens; every billing mutation invalidates `all` and the current user.
 * Quotes sit outside `all` on purpose: fetching one creates a checkout on the server, so a quote
 * is never refetched by an invalidation (after confirming, a fresh quote would answer 'You are
 * already on this plan.').
 */
export const billingKeys = {
  all: ['billing'] as const,
  overview: ['billing', 'overview'] as const,
  receipt: (id: string) => ['billing', 'receipt', id] as const,
  quote: (plan: string, interval: string) => ['billing-quote', plan, interval] as const,
  checkout: (id: string) => ['billing', 'checkout', id] as const,
};
