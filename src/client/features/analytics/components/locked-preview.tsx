import { BarChart3 } from 'lucide-react';
import { planNames, tiersWith } from '@common/entitlements';
import { LockedFeaturePreview } from '@client/components/plan-lock/locked-feature-preview';

/** The plans with analytics, from the entitlements table: 'Worldsmith and Master Weaver'. */
const ANALYTICS_PLANS = planNames(tiersWith('analytics'));
const PREVIEW = [
  ['Views and unique readers per day', 'See which days bring readers, over a week or a year.'],
  ['Reads per chapter and drop-off', 'Find the chapter where readers stop.'],
  ['Followers, ratings, reviews, bookmarks and comments', 'Watch your readership grow.'],
  ['Traffic sources', 'Inkforge pages, feeds and outside sites.'],
  ['Template sales and earnings', 'For marketplace sellers.'],
] as const;

/** What a plan without story analytics sees instead of the numbers. */
export function LockedPreview({ tier }: { tier: string }) {
  return (
    <LockedFeaturePreview
      id="analytics-locked"
      title={`Analytics are part of the ${ANALYTICS_PLANS} plans`}
      lead={`Your ${tier} plan does not include them. With analytics you see, for every story:`}
      items={PREVIEW}
      icon={BarChart3}
    />
  );
}
