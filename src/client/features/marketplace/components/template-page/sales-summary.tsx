import { Coins } from 'lucide-react';
import { useTemplateSales } from '../../api/get-template-sales';
import { formatCents } from '@client/components/template-card/template-format';

/** Sales and earnings of one template, in cents from the server; payouts are not part of Inkforge yet. */
export function SalesSummary({ templateId }: { templateId: string }) {
  const sales = useTemplateSales();
  const row = sales.data?.items.find((s) => s.templateId === templateId);
  return (
    <div>
      <h3 className="flex items-center gap-2 font-display text-base font-semibold text-ink">
        <Coins aria-hidden="true" className="size-4 text-accent" />
        Sales and earnings
      </h3>
      {sales.isPending ? (
        <p className="mt-2 text-sm text-ink-muted">Loading sales...</p>
      ) : sales.isError ? (
        <p className="mt-2 text-sm text-danger">{`Failed to load sales: ${sales.error.message}`}</p>
      ) : (
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-surface-muted p-3">
            <dt className="text-ink-muted">Sales</dt>
            <dd className="font-display text-xl font-bold text-ink" data-testid="template-sales">
              {row?.sales ?? 0}
            </dd>
          </div>
          <div className="rounded-lg bg-surface-muted p-3">
            <dt className="text-ink-muted">Earnings</dt>
            <dd className="font-display text-xl font-bold text-ink" data-testid="template-earnings">
              {formatCents(row?.earningsCents ?? 0)}
            </dd>
          </div>
        </dl>
      )}
      <p className="mt-2 text-xs text-ink-muted">
        Payouts are not part of Inkforge yet: earnings are recorded, not paid out.
      </p>
    </div>
  );
}
