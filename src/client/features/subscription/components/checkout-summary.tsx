import { CalendarClock, Info } from 'lucide-react';
import type { Checkout } from '@common/schemas/billing';
import { formatCents } from '@common/pricing';
import { formatDate } from './billing-format';

const KIND_TITLES: Record<Checkout['kind'], string> = {
  new: 'New plan',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  switch: 'Switch plan',
};

/**
 * The server's quote, line by line: the plan's price, the credit for the unused part of the
 * current period, what is due now, and when the change takes effect.
 */
export function CheckoutSummary({ checkout }: { checkout: Checkout }) {
  const atPeriodEnd = checkout.effective === 'period_end';
  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{KIND_TITLES[checkout.kind]}</p>
        <p className="mt-1 font-display text-2xl font-bold text-ink">
          {checkout.fromPlan} → {checkout.plan}
          <span className="ml-2 text-base font-normal text-ink-muted">({checkout.interval})</span>
        </p>
      </div>
      <dl className="divide-y divide-line rounded-xl border border-line bg-surface-muted/40 text-sm">
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-ink-muted">
            {checkout.plan}, {checkout.interval === 'yearly' ? 'one year' : 'one month'}
          </dt>
          <dd className="font-medium text-ink">{formatCents(checkout.priceCents)}</dd>
        </div>
        {checkout.prorationCreditCents > 0 ? (
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-ink-muted">Credit for the unused part of your {checkout.fromPlan} period</dt>
            <dd className="font-medium text-success">−{formatCents(checkout.prorationCreditCents)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 px-4 py-3">
          <dt className="font-semibold text-ink">Due now</dt>
          <dd className="font-display text-2xl font-bold text-ink" data-testid="amount-due-now">
            {formatCents(checkout.amountDueNowCents)}
          </dd>
        </div>
      </dl>
      <p className="flex items-start gap-2 text-sm text-ink">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        {atPeriodEnd ? (
          <span>
            Nothing is charged now. Your plan changes to {checkout.plan} on <strong>{formatDate(checkout.effectiveAt)}</strong>, the end of
            the period you have paid for; until then you keep {checkout.fromPlan}.
          </span>
        ) : checkout.periodEnd ? (
          <span>
            {checkout.plan} starts at once and renews on <strong>{formatDate(checkout.periodEnd)}</strong>.
          </span>
        ) : (
          <span>{checkout.plan} starts at once.</span>
        )}
      </p>
      {checkout.provider === 'local' ? (
        <p className="flex items-start gap-2 rounded-lg border border-highlight/50 bg-highlight/10 px-3.5 py-3 text-sm text-ink" data-testid="local-provider-notice">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-highlight" />
          <span>
            <strong>This server takes no real payments.</strong> Confirming records the plan change, an invoice and a payment here, but no
            money moves and no card is asked for.
          </span>
        </p>
      ) : null}
    </div>
  );
}
