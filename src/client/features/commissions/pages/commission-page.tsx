import { useParams } from 'react-router';
import { FileQuestion, Feather } from 'lucide-react';
import { COMMISSION_STATE_LABELS } from '@common/commissions';
import { formatCents } from '@common/pricing';
import { countLabel } from '@common/plural';
import { ApiError } from '@client/lib/api';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { PageLoading } from '@client/components/ui/spinner';
import { useCommission } from '@client/components/commissions/commission-api';
import { CommissionActions } from '../components/commission-actions';
import { DeliveredStory } from '../components/delivered-story';

const MONEY = {
  none: 'Not paid yet',
  held: 'Paid: held until the delivery is accepted',
  released: 'Released to the creator',
  refunded: 'Refunded to the patron',
} as const;

/** /commissions/:commissionId: one commission for its two parties: terms, money, actions and history. */
export default function CommissionPage() {
  const { commissionId = '' } = useParams();
  const query = useCommission(commissionId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        {missing ? (
          <EmptyState
            icon={FileQuestion}
            title="Commission not found"
            description="It does not exist, or it is not yours."
            action={<LinkButton to="/commissions">Your commissions</LinkButton>}
          />
        ) : (
          <LoadError
            message={`Failed to load the commission: ${query.error.message}`}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </div>
    );
  }
  const c = query.data;
  const other =
    c.role === 'patron' ? `by ${c.creator ?? 'a deleted account'}` : `for ${c.patron ?? 'a deleted account'}`;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={`Commission ${other}`}
        icon={Feather}
        description={COMMISSION_STATE_LABELS[c.state]}
      />
      <dl className="grid gap-3 rounded-xl border border-line bg-surface p-5 text-sm sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-ink-muted">Brief</dt>
          <dd className="whitespace-pre-wrap">{c.brief}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Price</dt>
          <dd data-testid="commission-price">{formatCents(c.priceCents)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Deadline</dt>
          <dd>{c.deadline}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Length</dt>
          <dd>{countLabel(c.lengthWords, 'word')}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Money</dt>
          <dd data-testid="commission-money">{MONEY[c.money]}</dd>
        </div>
        {c.state === 'countered' && c.counterPriceCents !== null ? (
          <div className="sm:col-span-2">
            <dt className="text-ink-muted">Counter-offer</dt>
            <dd>{`${formatCents(c.counterPriceCents)} by ${c.counterDeadline ?? c.deadline}`}</dd>
          </div>
        ) : null}
        {c.autoAcceptAt ? (
          <div className="sm:col-span-2">
            <dt className="text-ink-muted">Accepted automatically on</dt>
            <dd>{c.autoAcceptAt.slice(0, 10)}</dd>
          </div>
        ) : null}
      </dl>
      <CommissionActions commission={c} />
      {c.story && c.role === 'patron' ? <DeliveredStory id={c.id} title={c.story.title} /> : null}
      <section aria-labelledby="commission-history">
        <h2 id="commission-history" className="mb-2 font-display text-lg font-semibold">
          History
        </h2>
        <ol className="space-y-2 border-l-2 border-line pl-4 text-sm" data-testid="commission-history">
          {c.history.map((h, i) => (
            <li key={i}>
              <span className="font-medium">{COMMISSION_STATE_LABELS[h.to]}</span>
              <span className="text-ink-muted">{` · ${h.by ?? 'automatically'} · ${new Date(h.at).toLocaleString()}`}</span>
              {h.note ? <p className="text-ink-muted">{h.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
