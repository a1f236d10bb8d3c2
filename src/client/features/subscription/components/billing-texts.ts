import type { Tier } from '@common/constants';
import type { Checkout, InvoiceSummary } from '@common/schemas/billing';
import { formatCents } from '@common/pricing';

/**
 * The words of the checkout, its outcome and the refund dialog, from the server's numbers. Pure,
 * so each sentence is tested as the member reads it. An interval switch names the billing period
 * (never 'Worldsmith → Worldsmith'); a move to a free plan names no price and no payment.
 */
type CheckoutWords = Pick<
  Checkout,
  | 'plan'
  | 'interval'
  | 'fromPlan'
  | 'fromInterval'
  | 'priceCents'
  | 'prorationCreditCents'
  | 'balanceAppliedCents'
  | 'toBalanceCents'
  | 'amountDueNowCents'
  | 'effective'
  | 'kind'
>;

/** True when only the billing period changes (same plan, monthly <-> yearly). */
export const isIntervalSwitch = (c: Pick<Checkout, 'plan' | 'fromPlan'>): boolean => c.plan === c.fromPlan;

/** The checkout's headline: 'Chronicler → Worldsmith (monthly)', or 'Worldsmith: monthly → yearly billing'. */
export function checkoutHeadline(c: CheckoutWords): string {
  if (isIntervalSwitch(c)) return `${c.plan}: ${c.fromInterval ?? 'no'} → ${c.interval} billing`;
  return c.priceCents === 0 ? `${c.fromPlan} → ${c.plan}` : `${c.fromPlan} → ${c.plan} (${c.interval})`;
}

/** The price line's label, or null for a free plan (nothing to price). */
export function priceLineLabel(c: CheckoutWords): string | null {
  if (c.priceCents === 0) return null;
  return `${c.plan}, ${c.interval === 'yearly' ? 'one year' : 'one month'}`;
}

/** What happens and when, in one sentence (dates formatted by the caller). */
export function changeSentence(c: CheckoutWords, at: string, renews: string | null): string {
  if (c.effective === 'period_end') {
    const what = isIntervalSwitch(c)
      ? `Your billing changes to ${c.interval}`
      : `Your plan changes to ${c.plan}`;
    return `Nothing is charged now. ${what} on ${at}, the end of the period you have paid for; until then you keep ${c.fromPlan}${isIntervalSwitch(c) ? ` billed ${c.fromInterval}` : ''}.`;
  }
  if (isIntervalSwitch(c))
    return `Your ${c.plan} billing turns ${c.interval} at once${renews ? ` and renews on ${renews}` : ''}.`;
  return renews ? `${c.plan} starts at once and renews on ${renews}.` : `${c.plan} starts at once.`;
}

/**
 * The rule on unused value, stated before confirming whenever a paid period is cut short or a
 * balance is used: nothing already paid for is lost.
 */
export function creditRule(c: CheckoutWords): string | null {
  if (c.prorationCreditCents === 0 && c.balanceAppliedCents === 0) return null;
  const parts: string[] = [];
  if (c.prorationCreditCents > 0)
    parts.push(
      `The unused part of your ${c.fromPlan} period is worth ${formatCents(c.prorationCreditCents)} and pays for ${c.plan} first.`,
    );
  if (c.balanceAppliedCents > 0)
    parts.push(`${formatCents(c.balanceAppliedCents)} comes from your account balance.`);
  parts.push(
    c.toBalanceCents > 0
      ? `The ${formatCents(c.toBalanceCents)} left over is added to your account balance, which pays your next invoices and renewals before any card is charged. Nothing you paid for is lost.`
      : 'Nothing you paid for is lost.',
  );
  return parts.join(' ');
}

/** The local provider's notice: what confirming records here. */
export function localNotice(c: Pick<Checkout, 'amountDueNowCents' | 'priceCents' | 'effective'>): string {
  if (c.amountDueNowCents > 0)
    return 'Confirming records the plan change, an invoice and a payment here, but no money moves and no card is asked for.';
  if (c.effective === 'period_end' || c.priceCents === 0)
    return 'Confirming records the change here. Nothing is paid now, so no invoice or payment is recorded now.';
  return 'Confirming records the plan change and an invoice of $0.00 here. Nothing is paid, so no payment is recorded.';
}

/** The headline after confirming. */
export function successHeadline(c: CheckoutWords, at: string): string {
  if (c.effective === 'period_end')
    return isIntervalSwitch(c)
      ? `Your billing changes to ${c.interval} on ${at}`
      : `Your plan changes to ${c.plan} on ${at}`;
  return isIntervalSwitch(c) ? `Your ${c.plan} plan is now billed ${c.interval}` : `Welcome to ${c.plan}!`;
}

/** The line under it: what was paid, and what went to the balance. */
export function successDetail(c: CheckoutWords): string {
  const kept =
    c.toBalanceCents > 0
      ? ` ${formatCents(c.toBalanceCents)} of unused value was added to your account balance.`
      : '';
  if (c.amountDueNowCents > 0)
    return `We recorded a payment of ${formatCents(c.amountDueNowCents)}. Your receipt is in Billing.${kept}`;
  if (c.effective === 'period_end') return `You keep ${c.fromPlan} until then. Nothing was charged.`;
  return `Nothing was charged.${kept}`;
}

/** The refund dialog: exactly what comes back and what ends, from the server's `refund` preview. */
export function refundDialog(
  invoice: Pick<InvoiceSummary, 'plan' | 'refund'>,
  currentTier: Tier,
): { description: string; confirmLabel: string } {
  const r = invoice.refund;
  if (!r) return { description: 'This payment cannot be refunded.', confirmLabel: 'Refund' };
  if (r.endsPlan) {
    const kept =
      r.toBalanceCents > 0
        ? ` The unused ${formatCents(r.toBalanceCents)} of credit carried into it stays in your account balance.`
        : '';
    return {
      description: `You get ${formatCents(r.amountCents)} back, the whole payment. Your ${invoice.plan} plan ends now and your account returns to the free tier; everything you made stays yours.${kept}`,
      confirmLabel: 'Refund and end plan',
    };
  }
  return {
    description: `You get ${formatCents(r.amountCents)} back: the unused credit from this ${invoice.plan} payment that is still in your account balance, which goes down by as much. The rest of it already paid for your current plan. Your ${currentTier} plan continues; nothing ends.`,
    confirmLabel: `Refund ${formatCents(r.amountCents)}`,
  };
}

/** The account balance line on /settings/billing. */
export const balanceLine = (cents: number): string =>
  cents > 0
    ? `Account balance: ${formatCents(cents)}. It pays your next invoices and renewals before any card is charged.`
    : 'Account balance: $0.00.';
