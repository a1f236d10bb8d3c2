import { useEffect, useRef } from 'react';
import { CircleCheck, Receipt } from 'lucide-react';
import type { Checkout } from '@common/schemas/billing';
import { LinkButton } from '@client/components/ui/link-button';
import { formatDate } from './billing-format';
import { successDetail, successHeadline } from './billing-texts';

/** The screen after a confirmed checkout: what changed, what was charged, and where to go next. */
export function CheckoutSuccess({ checkout }: { checkout: Checkout }) {
  // The Confirm button is gone once this shows: the focus moves to the outcome, which is read out.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center text-center" role="status">
      <span className="flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-4 rounded-sm font-display text-2xl font-bold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface"
      >
        {successHeadline(checkout, formatDate(checkout.effectiveAt))}
      </h2>
      <p className="mt-2 max-w-md text-ink-muted">{successDetail(checkout)}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <LinkButton to="/settings/billing">
          <Receipt aria-hidden="true" className="size-4" />
          Go to billing
        </LinkButton>
        <LinkButton to="/" variant="secondary">
          Back to your dashboard
        </LinkButton>
      </div>
    </div>
  );
}
