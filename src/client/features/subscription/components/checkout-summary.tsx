import { CalendarClock, Info } from 'lucide-react';
import type { Checkout } from '@common/schemas/billing';
import { formatCents } from '@common/pricing';
import { formatDate } from './billing-format';
import {
  changeSentence,
  checkoutHeadline,
  creditRule,
  isIntervalSwitch,
  localNotice,
  priceLineLabel,
} from './billing-texts';

const KIND_TITLES: Record<Checkout['kind'], string> = {
  new: 'New plan',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  switch: 'Switch plan',
};
const row = 'flex justify-between gap-4 px-4 py-3';

/**
 * The server's quote, line by line: the plan's price, the credit for the unused part of the
 * current period, the account balance used, what is due now, what goes to the balance (with the
 * rule in plain words), and when the change takes effect.
 */
export function CheckoutSummary({ checkout }: { checkout: Checkout }) {
  const priceLabel = priceLineLabel(checkout);
  const rule = creditRule(checkout);
  const renews = checkout.periodEnd ? formatDate(checkout.periodEnd) : null;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">
          {isIntervalSwitch(checkout) ? 'Switch billing period' : KIND_TITLES[checkout.kind]}
        </p>
        <p className="mt-1 font-display text-2xl font-bold text-ink" data-testid="checkout-headline">
          {checkoutHeadline(checkout)}
        </p>
      </div>
      <dl className="divide-y divide-line rounded-xl border border-line bg-surface-muted/40 text-sm">
        {priceLabel ? (
          <div className={row}>
            <dt className="text-ink-muted">{priceLabel}</dt>
            <dd className="font-medium text-ink">{formatCents(checkout.priceCents)}</dd>
          </div>
        ) : null}
        {checkout.prorationCreditCents > 0 ? (
          <div className={row}>
            <dt className="text-ink-muted">Credit for the unused part of your {checkout.fromPlan} period</dt>
            <dd className="font-medium text-success" data-testid="unused-credit">
              −{formatCents(checkout.prorationCreditCents)}
            </dd>
          </div>
        ) : null}
        {checkout.balanceAppliedCents > 0 ? (
          <div className={row}>
            <dt className="text-ink-muted">From your account balance</dt>
            <dd className="font-medium text-success">−{formatCents(checkout.balanceAppliedCents)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 px-4 py-3">
          <dt className="font-semibold text-ink">Due now</dt>
          <dd className="font-display text-2xl font-bold text-ink" data-testid="amount-due-now">
            {formatCents(checkout.amountDueNowCents)}
          </dd>
        </div>
        {checkout.toBalanceCents > 0 ? (
          <div className={row}>
            <dt className="text-ink-muted">Added to your account balance</dt>
            <dd className="font-medium text-ink" data-testid="to-balance">
              {formatCents(checkout.toBalanceCents)}
            </dd>
          </div>
        ) : null}
      </dl>
      {rule ? (
        <p className="text-sm text-ink" data-testid="credit-rule">
          {rule}
        </p>
      ) : null}
      <p className="flex items-start gap-2 text-sm text-ink">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>{changeSentence(checkout, formatDate(checkout.effectiveAt), renews)}</span>
      </p>
      {checkout.provider === 'local' ? (
        <p
          className="flex items-start gap-2 rounded-lg border border-highlight/50 bg-highlight/10 px-3.5 py-3 text-sm text-ink"
          data-testid="local-provider-notice"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-highlight" />
          <span>
            <strong>This server takes no real payments.</strong> {localNotice(checkout)}
          </span>
        </p>
      ) : null}
    </div>
  );
}
