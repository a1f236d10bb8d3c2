import { Link } from 'react-router';
import { Crown, Download, Scale, Star, Users } from 'lucide-react';
import { EXCLUSIVE_PLAN } from '@common/exclusive-templates';
import { TEMPLATE_LICENCE_LABELS } from '@common/marketplace-constants';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { Badge } from '@client/components/ui/badge';
import { countLabel } from '@common/plural';
import {
  derivedCountWords,
  formatCount,
  formatPrice,
  formatRating,
  priceBadge,
} from '@client/components/template-card/template-format';

/**
 * The template's heading block: badges, name, creator, rating and reviews, downloads, licence and
 * price; an exclusive template shows the plan that includes it where the price would be.
 */
export function TemplateFacts({ template }: { template: TemplateDetail }) {
  const {
    name,
    type,
    category,
    creator,
    rating,
    reviewCount,
    downloads,
    derivedCount,
    licence,
    price,
    status,
  } = template;
  return (
    <div>
      <div className="flex flex-wrap gap-1.5">
        <Badge
          tone={price > 0 || template.exclusive ? 'solid' : 'neutral'}
          icon={template.exclusive ? <Crown aria-hidden="true" className="size-3.5" /> : undefined}
        >
          {priceBadge(price, template.exclusive)}
        </Badge>
        <Badge tone="accent">
          <span className="sr-only">Type: </span>
          {type}
        </Badge>
        {category ? (
          <Badge>
            <span className="sr-only">Category: </span>
            {category}
          </Badge>
        ) : null}
        {status === 'unpublished' ? (
          <Badge className="border-danger/40 text-danger">Unpublished</Badge>
        ) : null}
        {status === 'private' ? <Badge>Private template</Badge> : null}
      </div>
      <h1 className="mt-3 font-display text-3xl font-bold tracking-tight break-words text-ink sm:text-4xl">
        {name}
      </h1>
      <p className="mt-1.5 text-ink-muted">
        by{' '}
        <Link
          to={`/authors/${encodeURIComponent(creator.username)}`}
          className="font-semibold text-accent hover:underline"
        >
          {creator.username}
        </Link>
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
        <div className="flex items-center gap-1.5">
          <dt>
            <Star aria-hidden="true" className="size-4 fill-highlight text-highlight" />
            <span className="sr-only">Rating</span>
          </dt>
          <dd data-testid="template-rating">
            {rating === null ? (
              'No ratings yet'
            ) : (
              <span className="font-semibold text-ink">{formatRating(rating)}</span>
            )}
            {` · ${countLabel(reviewCount, 'review')}`}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Download aria-hidden="true" className="size-4" />
            <span className="sr-only">Downloads</span>
          </dt>
          <dd data-testid="template-downloads">{countLabel(downloads, 'download')}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Users aria-hidden="true" className="size-4" />
            <span className="sr-only">Creators reached</span>
          </dt>
          <dd data-testid="template-derived-count">
            {formatCount(derivedCount)}
            <span aria-hidden="true"> {derivedCountWords(derivedCount)}</span>
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Scale aria-hidden="true" className="size-4" />
            <span className="sr-only">Licence</span>
          </dt>
          <dd>{TEMPLATE_LICENCE_LABELS[licence]}</dd>
        </div>
      </dl>
      {template.exclusive ? (
        <p className="mt-5 font-display text-2xl font-bold text-ink" data-testid="template-price">
          <span className="mr-2 align-middle font-sans text-sm font-medium text-ink-muted">
            Included with
          </span>
          {EXCLUSIVE_PLAN}
        </p>
      ) : (
        <p className="mt-5 font-display text-3xl font-bold text-ink" data-testid="template-price">
          {formatPrice(price)}
        </p>
      )}
    </div>
  );
}
