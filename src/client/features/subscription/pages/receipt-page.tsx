import { useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { formatCents } from '@common/pricing';
import type { Receipt } from '@common/schemas/billing';
import { Button } from '@client/components/ui/button';
import { BrandMark } from '@client/components/ui/brand-mark';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { useReceipt } from '../api/get-receipt';
import { formatDate } from '../components/billing-format';

/** Printing shows the receipt alone: the app's header, footer and buttons are left off the page. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #receipt, #receipt * { visibility: visible; }
  #receipt { position: absolute; top: 0; left: 0; width: 100%; border: 0; box-shadow: none; }
}`;

/** /settings/billing/invoices/:invoiceId: one invoice as a printable receipt. */
export default function ReceiptPage() {
  const { invoiceId = '' } = useParams();
  const receipt = useReceipt(invoiceId);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{`Receipt${receipt.data ? ` ${receipt.data.number}` : ''} · Inkforge`}</title>
      <style>{PRINT_CSS}</style>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <LinkButton to="/settings/billing" variant="ghost" size="sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to billing
        </LinkButton>
        {receipt.data ? (
          <Button onClick={() => window.print()} variant="secondary" size="sm">
            <Printer aria-hidden="true" className="size-4" />
            Print receipt
          </Button>
        ) : null}
      </div>
      {receipt.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading receipt..." />
        </div>
      ) : receipt.isError ? (
        <LoadError
          message={`Failed to load the receipt: ${receipt.error.message}`}
          onRetry={() => void receipt.refetch()}
          retrying={receipt.isFetching}
        />
      ) : (
        <ReceiptSheet receipt={receipt.data} />
      )}
    </div>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className={strong ? 'font-semibold text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd className={strong ? 'font-display text-xl font-bold text-ink' : 'text-ink'}>{value}</dd>
    </div>
  );
}

/** The receipt itself: seller, customer, what was bought for which period, and the amounts. */
function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const period =
    receipt.periodStart && receipt.periodEnd
      ? `${formatDate(receipt.periodStart)} – ${formatDate(receipt.periodEnd)}`
      : null;
  return (
    <article
      id="receipt"
      aria-labelledby="receipt-title"
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-10"
    >
      <header className="flex flex-col gap-4 border-b border-line pb-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-center gap-3">
          <BrandMark className="size-10" />
          <div>
            <h1 id="receipt-title" className="font-display text-2xl font-bold text-ink">
              Receipt
            </h1>
            <p className="text-sm text-ink-muted">Inkforge</p>
          </div>
        </div>
        <dl className="text-sm sm:text-right">
          <dt className="sr-only">Number</dt>
          <dd className="font-semibold text-ink">{receipt.number}</dd>
          <dt className="sr-only">Issued</dt>
          <dd className="text-ink-muted">Issued {formatDate(receipt.issuedAt)}</dd>
          <dt className="sr-only">Status</dt>
          <dd className="font-semibold text-ink capitalize">{receipt.status}</dd>
        </dl>
      </header>
      <section aria-label="Billed to" className="mt-6 text-sm">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Billed to</p>
        <p className="mt-1 font-medium text-ink">{receipt.customer.username}</p>
        <p className="text-ink-muted">{receipt.customer.email}</p>
      </section>
      <dl className="mt-6 divide-y divide-line border-y border-line text-sm">
        <Row
          label={receipt.description}
          value={formatCents(receipt.amountCents + receipt.prorationCreditCents)}
        />
        {period ? <Row label="Period" value={period} /> : null}
        {receipt.prorationCreditCents > 0 ? (
          <Row
            label="Credit applied (unused time, account balance)"
            value={`−${formatCents(receipt.prorationCreditCents)}`}
          />
        ) : null}
        <Row label="Total" value={formatCents(receipt.amountCents)} strong />
        {receipt.paidAt ? (
          <Row label={`Paid ${formatDate(receipt.paidAt)}`} value={formatCents(receipt.amountCents)} />
        ) : null}
        {receipt.refundedCents > 0 ? (
          <Row label="Refunded" value={`−${formatCents(receipt.refundedCents)}`} />
        ) : null}
      </dl>
      <p className="mt-6 text-xs text-ink-muted">
        {receipt.provider === 'local'
          ? 'Recorded by this Inkforge server, which takes no real payments: no money was charged.'
          : 'Paid by card through Stripe.'}{' '}
        Amounts in {receipt.currency.toUpperCase()}.
      </p>
    </article>
  );
}
