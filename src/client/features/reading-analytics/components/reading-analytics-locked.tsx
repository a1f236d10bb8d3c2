import { CalendarDays } from 'lucide-react';
import { plansWith } from '@common/entitlement-refusals';
import { LockedFeaturePreview } from '@client/components/plan-lock/locked-feature-preview';

const PREVIEW = [
  ['A calendar of your year', 'Minutes and words read every day, and your reading streaks.'],
  ['What you read', 'Your genres, tags and the authors you read most.'],
  ['How you read', 'The hours of the day you read, and how many stories you finish.'],
] as const;

/** What a plan without the reading analytics dashboard sees instead of it. */
export function ReadingAnalyticsLocked({ tier }: { tier: string }) {
  return (
    <LockedFeaturePreview
      id="reading-analytics-locked"
      title={`Reading analytics are part of the ${plansWith('analyticsDashboard')} plan`}
      lead={`Your ${tier} plan does not include them. With reading analytics you see:`}
      items={PREVIEW}
      icon={CalendarDays}
      columns={3}
    />
  );
}
