import { useNavigate } from 'react-router';
import { Library, LayoutTemplate, PackageOpen, Sparkles, Store, Upload } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { Spinner } from '@client/components/ui/spinner';
import { useState } from 'react';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { createdPath, useApplyTemplate, useRefundTemplate } from '../api/acquisitions';
import { useMyTemplates, type MyTemplate } from '../api/get-my-templates';
import { useTemplateSales } from '../api/get-template-sales';
import { formatCents, formatPrice } from '@client/components/template-card/template-format';
import { REFUNDABLE_HINT, refundConfirmText } from '../components/template-page/refund-terms';
import { countLabel } from '@common/plural';

const RELATION_LABEL = { created: 'Made by you', bought: 'Bought', downloaded: 'Downloaded' } as const;

/**
 * My Templates (signed in): the templates the user bought or downloaded, to use again at any time,
 * and the ones they made, with downloads, sales and earnings.
 */
export default function MyTemplatesPage() {
  const query = useMyTemplates();
  const items = query.data ?? [];
  const acquired = items.filter((t) => t.relation !== 'created');
  const created = items.filter((t) => t.relation === 'created');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="My Templates"
        icon={Library}
        description="Templates you bought or downloaded, ready to use again, and the ones you made."
        actions={
          <>
            <LinkButton to="/marketplace" variant="secondary">
              <Store aria-hidden="true" className="size-4" />
              Marketplace
            </LinkButton>
            <LinkButton to="/marketplace/upload">
              <Upload aria-hidden="true" className="size-4" />
              Upload Template
            </LinkButton>
          </>
        }
      />
      {query.isPending ? (
        <Spinner label="Loading your templates..." />
      ) : query.isError ? (
        <LoadError
          message={`Failed to load your templates: ${query.error.message}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="space-y-10">
          <section aria-labelledby="acquired-heading">
            <h2 id="acquired-heading" className="mb-4 font-display text-xl font-semibold text-ink">
              Bought and downloaded
            </h2>
            {acquired.length === 0 ? (
              <EmptyState
                icon={PackageOpen}
                title="No templates yet"
                description="Download a free template or buy one on the marketplace; it stays here for you to use again."
                action={<LinkButton to="/marketplace">Browse templates</LinkButton>}
              />
            ) : (
              <TemplateRows items={acquired} />
            )}
          </section>
          <section aria-labelledby="created-heading">
            <h2 id="created-heading" className="mb-4 font-display text-xl font-semibold text-ink">
              Made by you
            </h2>
            {created.length === 0 ? (
              <EmptyState
                icon={LayoutTemplate}
                title="You have not published a template"
                description="Share a story structure, world, character or scenario; free or for a price."
                action={<LinkButton to="/marketplace/upload">Upload Your First Template</LinkButton>}
              />
            ) : (
              <TemplateRows items={created} showSales />
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function TemplateRows({ items, showSales = false }: { items: MyTemplate[]; showSales?: boolean }) {
  const navigate = useNavigate();
  const apply = useApplyTemplate();
  const refund = useRefundTemplate();
  const [refunding, setRefunding] = useState<MyTemplate | null>(null);
  const sales = useTemplateSales();
  return (
    <>
      <div className="mb-4 empty:hidden">
        <SaveErrorAlert error={apply.error} fallback="Could not use the template. Please try again." />
      </div>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
        {items.map(({ template: t, relation, acquiredAt, refundable }) => {
          const row = showSales ? sales.data?.items.find((s) => s.templateId === t.id) : undefined;
          return (
            <li key={t.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
              <div className="flex min-w-0 flex-1 items-center gap-4">
                <div className="size-14 shrink-0 overflow-hidden rounded-xl bg-linear-to-br from-hero to-hero-deep">
                  {t.coverImage ? (
                    <img src={t.coverImage} alt="" className="size-full object-cover" />
                  ) : (
                    <LayoutTemplate aria-hidden="true" className="m-4 size-6 text-hero-accent" />
                  )}
                </div>
                <div className="min-w-0">
                  <LinkButton
                    to={`/marketplace/templates/${t.id}`}
                    variant="ghost"
                    size="sm"
                    className="-ml-3 max-w-full truncate font-display text-base"
                  >
                    {t.name}
                  </LinkButton>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
                    <span>{t.type}</span>
                    <span aria-hidden="true">·</span>
                    <span>{formatPrice(t.price)}</span>
                    <Badge>{RELATION_LABEL[relation]}</Badge>
                    {t.status === 'unpublished' ? <Badge className="text-danger">Unpublished</Badge> : null}
                    {t.status === 'private' ? <Badge>Private</Badge> : null}
                  </p>
                  {showSales ? (
                    <p className="mt-1 text-sm text-ink-muted">
                      {`${countLabel(t.downloads, 'download')} · ${countLabel(row?.sales ?? 0, 'sale')} · ${formatCents(row?.earningsCents ?? 0)} earned`}
                    </p>
                  ) : null}
                  {refundable ? <p className="mt-1 text-sm text-ink-muted">{REFUNDABLE_HINT}</p> : null}
                </div>
              </div>
              <div className="flex flex-wrap gap-2 self-start sm:self-auto">
                {refundable ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRefunding({ template: t, relation, acquiredAt, refundable })}
                  >
                    Refund<span className="sr-only"> {t.name}</span>
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  onClick={() =>
                    apply.mutate(t.id, { onSuccess: (made) => void navigate(createdPath(made)) })
                  }
                  busy={apply.isPending && apply.variables === t.id}
                  disabled={apply.isPending}
                >
                  {apply.isPending && apply.variables === t.id ? null : (
                    <Sparkles aria-hidden="true" className="size-4" />
                  )}
                  Use this template<span className="sr-only">: {t.name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRefunding(null);
            refund.reset();
          }
        }}
        title={`Refund ${refunding?.template.name ?? 'this template'}?`}
        description={refundConfirmText(refunding?.template.price ?? 0)}
        confirmLabel="Refund"
        tone="danger"
        busy={refund.isPending}
        onConfirm={() =>
          refunding && refund.mutate(refunding.template.id, { onSuccess: () => setRefunding(null) })
        }
      >
        {refund.isError ? <Alert tone="error">{refund.error.message}</Alert> : null}
      </ConfirmDialog>
      {showSales ? (
        <p className="mt-3 text-xs text-ink-muted">
          Payouts are not part of Inkforge yet: earnings are recorded, not paid out.
        </p>
      ) : null}
    </>
  );
}
