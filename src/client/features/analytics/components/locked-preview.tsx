import { BarChart3, Lock } from 'lucide-react';
import { planNames, tiersWith } from '@common/entitlements';
import { LinkButton } from '@client/components/ui/link-button';

/** The plans with analytics, from the entitlements table: 'Worldsmith and Master Weaver'. */
const ANALYTICS_PLANS = planNames(tiersWith('analytics'));
const PREVIEW = [
  ['Views and unique readers per day', 'See which days bring readers, over a week or a year.'],
  ['Reads per chapter and drop-off', 'Find the chapter where readers stop.'],
  ['Followers, ratings, reviews, bookmarks and comments', 'Watch your readership grow.'],
  ['Traffic sources', 'Inkforge pages, feeds and outside sites.'],
  ['Template sales and earnings', 'For marketplace sellers.'],
] as const;

/**
 * What a plan without analytics sees instead of the numbers (the server refuses them with 403
 * too): what analytics show, the plans that include them and the way there. No chart library
 * loads here.
 */
export function LockedPreview({ tier }: { tier: string }) {
  return (
    <section
      aria-labelledby="analytics-locked"
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
      data-testid="analytics-locked"
    >
      <h2
        id="analytics-locked"
        className="flex items-center gap-2 font-display text-xl font-semibold text-ink"
      >
        <Lock aria-hidden="true" className="size-5 text-accent" />
        Analytics are part of the {ANALYTICS_PLANS} plans
      </h2>
      <p className="mt-2 text-ink">
        Your {tier} plan does not include them. With analytics you see, for every story:
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {PREVIEW.map(([title, text]) => (
          <li key={title} className="flex gap-3 rounded-xl border border-line bg-surface-muted p-4">
            <BarChart3 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <div>
              <p className="font-semibold text-ink">{title}</p>
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
