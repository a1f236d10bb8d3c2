import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Crown, Download, LayoutTemplate, Star, Users } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import type { TemplateCard as Template } from '@common/schemas/marketplace';
import { derivedCountWords, formatCount, formatRating, priceBadge, priceOrPlan } from './template-format';

type Props = {
  template: Template;
  /** The card's button (or buttons): each list says what a click does for its viewer. */
  action: ReactNode;
  /** The name's heading level: h2 in the marketplace's list, h3 under a hub tab's heading. */
  headingLevel?: 'h2' | 'h3';
  /** The cover loads at once (a card of the list's first row, in view on arrival); lazily otherwise. */
  eagerCover?: boolean;
};

/**
 * A template as a card, the one the marketplace and the Community Hub's Templates tab both show
 * (SPEC section 2): Free, Premium or Exclusive badge and category over the cover, the name (a
 * link to the template's page), rating, type, description, downloads and the derived second count
 * (downloads x 2.3 rounded down), the price (for an exclusive template, the plan that includes
 * it), and the caller's `action` underneath.
 */
export function TemplateCard({ template, action, headingLevel: Heading = 'h2', eagerCover = false }: Props) {
  const nameId = useId();
  const { id, name, type, category, description, price, downloads, derivedCount, rating, coverImage } =
    template;
  const badge = priceBadge(price, template.exclusive);
  return (
    <article
      aria-labelledby={nameId}
      data-testid="template-card"
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative h-32 shrink-0 bg-linear-to-br from-hero to-hero-deep">
        {coverImage ? (
          <img
            src={coverImage}
            alt=""
            loading={eagerCover ? undefined : 'lazy'}
            className="size-full object-cover"
          />
        ) : (
          <LayoutTemplate
            aria-hidden="true"
            className="absolute right-4 bottom-3 size-10 text-on-hero-muted/70"
          />
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <Badge
            tone={badge === 'Free' ? 'neutral' : 'solid'}
            className={badge === 'Free' ? 'bg-surface' : ''}
            icon={badge === 'Exclusive' ? <Crown aria-hidden="true" className="size-3.5" /> : undefined}
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
          <Heading
            id={nameId}
            className="font-display text-lg leading-snug font-semibold break-words text-ink"
          >
            <Link
              to={templatePath(id)}
              className="hover:text-accent focus-visible:underline focus-visible:outline-none"
            >
              {name}
            </Link>
          </Heading>
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
              <dt className="sr-only">{template.exclusive ? 'Exclusive to' : 'Price'}</dt>
              <dd
                className={
                  template.exclusive
                    ? 'text-sm font-semibold text-accent'
                    : 'font-display text-lg font-bold text-ink'
                }
                data-testid="template-price"
              >
                {priceOrPlan(template)}
              </dd>
            </div>
          </dl>
          <div className="mt-4">{action}</div>
        </div>
      </div>
    </article>
  );
}

/** A template's page in the marketplace. */
export const templatePath = (id: string) => `/marketplace/templates/${id}`;
