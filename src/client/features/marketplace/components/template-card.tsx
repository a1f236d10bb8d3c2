import { useId } from 'react';
import { Crown, Download, FolderOpen, Lock, ShoppingCart, Sparkles } from 'lucide-react';
import { EXCLUSIVE_PLAN } from '@common/exclusive-templates';
import { TemplateCard, templatePath } from '@client/components/template-card/template-card';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import type { TemplateCard as Template } from '@common/schemas/marketplace';
import { UPGRADE_HINT, UPGRADE_REQUIRED, type TemplateAction } from './template-action';

type Props = {
  template: Template;
  action: TemplateAction;
  /** Download of a free template (the card's button); busy while it runs. */
  onDownload: () => void;
  downloading?: boolean;
  /** The cover loads at once (the list's first row). */
  eagerCover?: boolean;
};

/**
 * A template on the marketplace (SPEC section 2), the shared card with the marketplace's button:
 * Download, Buy Now, Open (made or bought already), or a disabled 'Upgrade Required' with its hint
 * when the viewer may not buy. An exclusive template is never sold: 'Use free' (its page, where
 * one click uses it) for a plan that includes it, else the plan's name and a link to the plans.
 */
export function TemplateCardView({
  template,
  action,
  onDownload,
  downloading = false,
  eagerCover = false,
}: Props) {
  const hintId = useId();
  const { name } = template;
  const href = templatePath(template.id);
  return (
    <TemplateCard
      template={template}
      eagerCover={eagerCover}
      action={
        action === 'download' ? (
          <Button block size="sm" onClick={onDownload} busy={downloading} disabled={downloading}>
            {downloading ? null : <Download aria-hidden="true" className="size-4" />}
            Download<span className="sr-only"> {name}</span>
          </Button>
        ) : action === 'buy' ? (
          <LinkButton to={`${href}?buy=1`} size="sm" className="w-full">
            <ShoppingCart aria-hidden="true" className="size-4" />
            Buy Now<span className="sr-only"> {name}</span>
          </LinkButton>
        ) : action === 'included' ? (
          <LinkButton to={href} size="sm" className="w-full">
            <Sparkles aria-hidden="true" className="size-4" />
            Use free<span className="sr-only"> {name}, included in your plan</span>
          </LinkButton>
        ) : action === 'exclusive' ? (
          <>
            <Button block size="sm" variant="secondary" disabled aria-describedby={hintId}>
              <Crown aria-hidden="true" className="size-4" />
              {EXCLUSIVE_PLAN} only
            </Button>
            <p id={hintId} className="mt-2 text-center text-xs text-ink-muted">
              Included with {EXCLUSIVE_PLAN}.{' '}
              <a href="/subscription" className="font-semibold text-accent underline">
                See plans
              </a>
            </p>
          </>
        ) : action === 'owned' ? (
          <LinkButton to={href} variant="secondary" size="sm" className="w-full">
            <FolderOpen aria-hidden="true" className="size-4" />
            Open<span className="sr-only"> {name}</span>
          </LinkButton>
        ) : (
          <>
            <Button block size="sm" variant="secondary" disabled aria-describedby={hintId}>
              <Lock aria-hidden="true" className="size-4" />
              {UPGRADE_REQUIRED}
            </Button>
            <p id={hintId} className="mt-2 text-center text-xs text-ink-muted">
              {UPGRADE_HINT}
            </p>
          </>
        )
      }
    />
  );
}
