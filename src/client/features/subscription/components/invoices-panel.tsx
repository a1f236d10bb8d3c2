import { useState } from 'react';
import { FileText, Receipt, Undo2 } from 'lucide-react';
import { formatCents } from '@common/pricing';
import type { Tier } from '@common/constants';
import type { InvoiceSummary } from '@common/schemas/billing';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { useRefundPayment } from '../api/refund-payment';
import { formatDate } from './billing-format';
import { refundDialog } from './billing-texts';

const STATUS_TONE = { paid: 'accent', refunded: 'neutral', open: 'neutral', failed: 'solid' } as const;

/**
 * The invoices, newest first, each with its receipt; a payment the server says can be refunded
 * (SPEC: 30-day money-back guarantee, following the money) has a Refund button, asked once more
 * in a dialog that says exactly what comes back and what ends.
 */
export function InvoicesPanel({ invoices, tier }: { invoices: InvoiceSummary[]; tier: Tier }) {
  const [refunding, setRefunding] = useState<InvoiceSummary | null>(null);
  const refund = useRefundPayment();
  const dialog = refunding ? refundDialog(refunding, tier) : null;
  return (
    <Panel title="Invoices" icon={Receipt}>
      {invoices.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-ink-muted">
          No invoices yet. They appear here once you pay for a plan.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label="Invoices">
          {invoices.map((invoice) => (
            <li
              key={invoice.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="invoice"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                  <span>{invoice.description}</span>
                  <Badge tone={STATUS_TONE[invoice.status]}>{invoice.status}</Badge>
                </p>
                <p className="text-sm text-ink-muted">
                  {invoice.number} · {formatDate(invoice.issuedAt)}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                <span className="mr-2 font-display text-lg font-bold text-ink">
                  {formatCents(invoice.amountCents)}
                </span>
                <LinkButton to={`/settings/billing/invoices/${invoice.id}`} variant="secondary" size="sm">
                  <FileText aria-hidden="true" className="size-4" />
                  Receipt<span className="sr-only"> {invoice.number}</span>
                </LinkButton>
                {invoice.refundable && invoice.paymentId ? (
                  <Button variant="ghost" size="sm" onClick={() => setRefunding(invoice)}>
                    <Undo2 aria-hidden="true" className="size-4" />
                    Refund<span className="sr-only"> {invoice.number}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRefunding(null);
            refund.reset();
          }
        }}
        title="Refund this payment?"
        description={dialog?.description ?? ''}
        confirmLabel={dialog?.confirmLabel ?? 'Refund'}
        cancelLabel={refunding?.refund?.endsPlan === false ? 'Cancel' : 'Keep my plan'}
        tone="danger"
        busy={refund.isPending}
        onConfirm={() =>
          refunding?.paymentId && refund.mutate(refunding.paymentId, { onSuccess: () => setRefunding(null) })
        }
      >
        {refund.isError ? <Alert tone="error">{refund.error.message}</Alert> : null}
      </ConfirmDialog>
    </Panel>
  );
}
