import { useId } from 'react';
import { Link } from 'react-router';
import { Download, Lock, ShoppingCart, Star, Users, LayoutTemplate, FolderOpen } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import type { TemplateCard } from '@common/schemas/marketplace';
import { derivedCountWords, formatCount, formatPrice, formatRating, priceBadge } from './template-format';
import { UPGRADE_HINT, UPGRADE_REQUIRED, type TemplateAction } from './template-action';

type Props = {
  template: TemplateCard;
  action: TemplateAction;
  /** Download of a free template (the card's button); busy while it runs. */
  onDownload: () => void;
  downloading?: boolean;
};

/**
 * A template on the marketplace (SPEC section 2): Free or Premium badge, category, rating, type,
 * description, downloads and the derived second count (downloads x 2.3 rounded down), price, and
 * Download / Buy Now, or a disabled 'Upgrade Required' with its hint when the viewer may not buy.
 */
export function TemplateCardView({ template, action, onDownload, downloading = false }: Props) {
  const nameId = useId();
  const hintId = useId();
  const { id, name, type, category, description, price, downloads, derivedCount, rating, coverImage } =
    template;
  const badge = priceBadge(price);
  const href = `/marketplace/templates/${id}`;
  return (
    <article
      aria-labelledby={nameId}
      data-testid="template-card"
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative h-32 shrink-0 bg-linear-to-br from-hero to-hero-deep">
        {coverImage ? (
          <img src={coverImage} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <LayoutTemplate
            aria-hidden="true"
            className="absolute right-4 bottom-3 size-10 text-on-hero-muted/70"
          />
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <Badge
            tone={badge === 'Premium' ? 'solid' : 'neutral'}
            className={badge === 'Free' ? 'bg-surface' : ''}
          >
            {badge}
          </Badge>
          {category ? (
            <Badge className="bg-surface">
              <span className="sr-only">Category: </span>
              {category}
            </Badge>
          ) : null}
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={nameId} className="font-display text-lg leading-snug font-semibold break-words text-ink">
            <Link to={href} className="hover:text-accent focus-visible:underline focus-visible:outline-none">
              {name}
            </Link>
          </h2>
          <span
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-ink"
            data-testid="template-rating"
          >
            <Star aria-hidden="true" className="size-4 fill-highlight text-highlight" />
            <span className="sr-only">Rating: </span>
            {rating === null ? (
              <span className="font-normal text-ink-muted">No ratings</span>
            ) : (
              formatRating(rating)
            )}
          </span>
        </div>
        <p className="mt-1 text-sm font-medium text-accent">
          <span className="sr-only">Type: </span>
          {type}
        </p>
        {description ? <p className="mt-3 line-clamp-3 text-sm text-ink">{description}</p> : null}

        <div className="mt-auto pt-5">
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
            <div className="flex items-center gap-1.5" data-testid="template-downloads">
              <dt>
                <Download aria-hidden="true" className="size-4" />
                <span className="sr-only">Downloads</span>
              </dt>
              <dd>{formatCount(downloads)}</dd>
            </div>
            <div className="flex items-center gap-1.5" data-testid="template-derived-count">
              <dt>
                <Users aria-hidden="true" className="size-4" />
                <span className="sr-only">Creators reached</span>
              </dt>
              <dd>
                {formatCount(derivedCount)}
                <span aria-hidden="true"> {derivedCountWords(derivedCount)}</span>
              </dd>
            </div>
            <div className="ml-auto">
              <dt className="sr-only">Price</dt>
              <dd className="font-display text-lg font-bold text-ink" data-testid="template-price">
                {formatPrice(price)}
              </dd>
            </div>
          </dl>
          <div className="mt-4">
            {action === 'download' ? (
              <Button block size="sm" onClick={onDownload} busy={downloading} disabled={downloading}>
                {downloading ? null : <Download aria-hidden="true" className="size-4" />}
                Download<span className="sr-only"> {name}</span>
              </Button>
            ) : action === 'buy' ? (
              <LinkButton to={`${href}?buy=1`} size="sm" className="w-full">
                <ShoppingCart aria-hidden="true" className="size-4" />
                Buy Now<span className="sr-only"> {name}</span>
              </LinkButton>
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
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
