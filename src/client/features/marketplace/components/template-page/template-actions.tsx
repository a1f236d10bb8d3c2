import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CircleCheck, Download, FileJson, Lock, ShoppingCart, Sparkles } from 'lucide-react';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { Alert } from '@client/components/ui/alert';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { useOutcomeFocus } from '@client/components/ui/use-outcome-focus';
import { loginPathFor } from '@client/lib/redirect-target';
import {
  exportFileName,
  exportTemplate,
  saveJsonFile,
  useApplyTemplate,
  usePurchaseTemplate,
  createdPath,
} from '../../api/acquisitions';
import { useDownloadTemplate } from '@client/lib/template-download';
import { marketplaceKeys } from '../../api/marketplace-keys';
import { formatPrice } from '@client/components/template-card/template-format';
import { UPGRADE_HINT, UPGRADE_REQUIRED } from '../template-action';
import { EXCLUSIVE_MESSAGES } from '@common/exclusive-templates';
import { ExclusiveLock } from './exclusive-lock';
import { ConfirmDialog } from './lazy-parts';
import { LocalPaymentNote } from './local-payment-note';
import { purchaseConfirmText, TEMPLATE_REFUND_TERMS } from './refund-terms';

/**
 * The template page's buttons: Download (free) or Buy Now (paid, after a confirmation; the server
 * either completes it or sends the buyer to the payment page), 'Upgrade Required' with its hint
 * when the tier may not buy, and once it is theirs 'Use this template' (opens what it made) and
 * Export JSON. Arriving with ?buy=1 (a card's Buy Now) opens the confirmation at once. The refund
 * terms (no refund once used or exported, one refund per template) show under Buy Now and in the
 * confirmation, before anything is paid. Buy Now and Download go away once they have worked, so
 * the focus moves to the outcome, which is read out. An exclusive template is never bought or
 * downloaded: a plan that includes it gets 'Use this template' at once (no Export: the plan gives
 * use, not the file), anyone else the plan's name and the way to it.
 */
export function TemplateActions({ template }: { template: TemplateDetail }) {
  const navigate = useNavigate();
  const hintId = useId();
  const termsId = useId();
  const [params, setParams] = useSearchParams();
  const viewer = template.viewer;
  const paid = template.price > 0;
  const [confirming, setConfirming] = useState(false);
  // The confirmation's code loads on the first Buy Now and then stays, so it can close with focus returned.
  const [dialogWanted, setDialogWanted] = useState(false);
  useEffect(() => {
    if (confirming) setDialogWanted(true);
  }, [confirming]);
  const [exportError, setExportError] = useState<string | null>(null);
  const download = useDownloadTemplate(marketplaceKeys.all);
  const purchase = usePurchaseTemplate();
  const apply = useApplyTemplate();
  const mayBuy = Boolean(viewer?.canBuy && paid);
  const { focusTarget, message: outcome, done } = useOutcomeFocus<HTMLDivElement>();

  useEffect(() => {
    if (params.get('buy') !== '1') return;
    const next = new URLSearchParams(params);
    next.delete('buy');
    setParams(next, { replace: true });
    if (mayBuy) setConfirming(true);
  }, [params, setParams, mayBuy]);

  const redirectUrl = purchase.data?.redirectUrl;
  useEffect(() => {
    if (redirectUrl) window.location.assign(redirectUrl);
  }, [redirectUrl]);

  const has = Boolean(viewer?.owned || viewer?.isOwner);
  const included = !has && Boolean(viewer?.includedInPlan);
  const useButton = (
    <Button
      onClick={() => apply.mutate(template.id, { onSuccess: (made) => void navigate(createdPath(made)) })}
      busy={apply.isPending}
      disabled={apply.isPending}
    >
      {apply.isPending ? null : <Sparkles aria-hidden="true" className="size-4" />}
      {apply.isPending ? 'Creating...' : 'Use this template'}
    </Button>
  );
  const onExport = async () => {
    setExportError(null);
    try {
      saveJsonFile(exportFileName(template.name), await exportTemplate(template.id));
    } catch (err) {
      setExportError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <div className="space-y-3">
      {has ? (
        <div className="flex flex-wrap gap-2">
          {useButton}
          <Button variant="secondary" onClick={() => void onExport()}>
            <FileJson aria-hidden="true" className="size-4" />
            Export JSON
          </Button>
        </div>
      ) : included ? (
        <div className="space-y-2">
          {useButton}
          <p className="flex items-center gap-1.5 text-sm text-success">
            <CircleCheck aria-hidden="true" className="size-4" />
            {EXCLUSIVE_MESSAGES.included}
          </p>
        </div>
      ) : template.exclusive ? (
        <ExclusiveLock templateId={template.id} signedIn={viewer !== null} />
      ) : !viewer && !paid ? (
        <LinkButton to={loginPathFor(`/marketplace/templates/${template.id}`)}>
          <Download aria-hidden="true" className="size-4" />
          Sign in to download
        </LinkButton>
      ) : viewer?.canBuy && !paid ? (
        <Button
          onClick={() =>
            download.mutate(template.id, {
              onSuccess: () => done('Added to your templates. Use it as often as you like.'),
            })
          }
          busy={download.isPending}
          disabled={download.isPending}
        >
          {download.isPending ? null : <Download aria-hidden="true" className="size-4" />}
          Download
        </Button>
      ) : mayBuy ? (
        <div className="max-w-xs">
          <Button onClick={() => setConfirming(true)} aria-describedby={termsId}>
            <ShoppingCart aria-hidden="true" className="size-4" />
            Buy Now
          </Button>
          <p id={termsId} className="mt-2 text-sm text-ink-muted">
            {TEMPLATE_REFUND_TERMS}
          </p>
        </div>
      ) : paid && (!viewer || viewer.upgradeRequired) ? (
        <div className="max-w-xs">
          <Button block variant="secondary" disabled aria-describedby={hintId}>
            <Lock aria-hidden="true" className="size-4" />
            {UPGRADE_REQUIRED}
          </Button>
          <p id={hintId} className="mt-2 text-sm text-ink-muted">
            {UPGRADE_HINT}.{' '}
            {viewer ? (
              <a href="/subscription" className="font-semibold text-accent underline">
                See plans
              </a>
            ) : (
              <a
                href={loginPathFor(`/marketplace/templates/${template.id}`)}
                className="font-semibold text-accent underline"
              >
                Sign in
              </a>
            )}
          </p>
        </div>
      ) : null}

      {viewer?.owned && !viewer.isOwner && !outcome ? (
        <p className="flex items-center gap-1.5 text-sm text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          In your templates. Use it as often as you like.
        </p>
      ) : null}
      {outcome ? (
        <Alert tone="success" ref={focusTarget} tabIndex={-1}>
          {outcome}
        </Alert>
      ) : null}
      {redirectUrl ? <Alert tone="info">Taking you to secure payment...</Alert> : null}
      {download.isError ? <Alert tone="error">{download.error.message}</Alert> : null}
      {/* Over a plan limit (403 TIER_LIMIT) the alert links to the plans. */}
      <SaveErrorAlert error={apply.error} fallback="Could not use the template. Please try again." />
      {exportError ? <Alert tone="error">{exportError}</Alert> : null}

      {dialogWanted ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) purchase.reset();
          }}
          title={`Buy ${template.name}?`}
          description={purchaseConfirmText(template.price)}
          confirmLabel={`Pay ${formatPrice(template.price)}`}
          busy={purchase.isPending}
          onConfirm={() =>
            purchase.mutate(template.id, {
              onSuccess: (r) => {
                if (r.redirectUrl) return;
                setConfirming(false);
                done('Purchase complete. The template is yours.');
              },
            })
          }
        >
          <LocalPaymentNote enabled={confirming} />
          {purchase.isError ? <Alert tone="error">{purchase.error.message}</Alert> : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
