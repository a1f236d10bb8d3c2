import { Lock, type LucideIcon } from 'lucide-react';
import { LinkButton } from '@client/components/ui/link-button';

type Props = {
  /** The section's heading: 'Analytics are part of the Worldsmith and Master Weaver plans'. */
  title: string;
  /** The sentence under it, ending where the list begins. */
  lead: string;
  /** What the feature shows: a title and a line each. */
  items: readonly (readonly [title: string, text: string])[];
  /** The icon beside every item. */
  icon: LucideIcon;
  /** The section's id stem: the heading's id and the test id. */
  id: string;
  /** Grid columns of the list from the small breakpoint on. */
  columns?: 2 | 3;
};

/**
 * A whole page's feature the caller's plan does not include (the server refuses its data with
 * 403 too): what it would show, the plans that include it and the way to them. Drawn instead
 * of the feature, so no chart library loads for a plan that cannot use it.
 */
export function LockedFeaturePreview({ title, lead, items, icon: Icon, id, columns = 2 }: Props) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
      data-testid={id}
    >
      <h2 id={id} className="flex items-center gap-2 font-display text-xl font-semibold text-ink">
        <Lock aria-hidden="true" className="size-5 text-accent" />
        {title}
      </h2>
      <p className="mt-2 text-ink">{lead}</p>
      <ul className={`mt-4 grid gap-3 ${columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {items.map(([itemTitle, text]) => (
          <li key={itemTitle} className="flex gap-3 rounded-xl border border-line bg-surface-muted p-4">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <div>
              <p className="font-semibold text-ink">{itemTitle}</p>
              <p className="text-sm text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <LinkButton to="/subscription" className="mt-6">
        See plans and upgrade
      </LinkButton>
    </section>
  );
}
