import { useId } from 'react';
import { Download, LayoutTemplate, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { formatTemplatePrice, type TemplateCard as Template } from '@common/schemas/marketplace';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { useCurrentUser } from '@client/lib/session';
import { useDownloadFreeTemplate } from '../api/get-community-templates';
import { countLabel } from '@common/plural';

/**
 * A template on the Templates tab: Free or Premium, type, name, description, downloads, and
 * Download (free: adds it to My Templates; guests go to sign in) or Purchase (paid: the
 * marketplace's template page, where buying happens).
 */
export function TemplateCard({ template }: { template: Template }) {
  const nameId = useId();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const download = useDownloadFreeTemplate();
  const page = `/marketplace/templates/${template.id}`;
  return (
    <article
      aria-labelledby={nameId}
      className="flex w-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone={template.isFree ? 'accent' : 'solid'}>{template.isFree ? 'Free' : 'Premium'}</Badge>
        <Badge>{template.type}</Badge>
        {template.category ? <Badge>{template.category}</Badge> : null}
      </div>
      <h3
        id={nameId}
        className="mt-3 flex items-start gap-2 font-display text-lg leading-snug font-semibold break-words text-ink"
      >
        <LayoutTemplate aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
        {template.name}
      </h3>
      <p className="mt-0.5 text-sm text-ink-muted">by {template.creator.username}</p>
      {template.description ? (
        <p className="mt-3 line-clamp-3 text-sm text-ink">{template.description}</p>
      ) : null}
      <p className="mt-3 text-xs text-ink-muted">
        {countLabel(template.downloads, 'download')} ·{' '}
        {formatTemplatePrice(template.isFree ? 0 : template.price)}
      </p>
      <div className="mt-auto pt-5">
        {template.isFree ? (
          <Button
            variant="secondary"
            block
            busy={download.isPending}
            disabled={download.isPending || download.isSuccess}
            onClick={() => (user ? download.mutate(template.id) : void navigate('/login'))}
          >
            {download.isPending ? null : <Download aria-hidden="true" className="size-4" />}
            {download.isSuccess ? 'Downloaded' : 'Download'}
          </Button>
        ) : (
          <LinkButton to={page} className="w-full">
            <ShoppingCart aria-hidden="true" className="size-4" />
            Purchase
          </LinkButton>
        )}
        {download.isError ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {download.error.message}
          </p>
        ) : null}
      </div>
    </article>
  );
}
