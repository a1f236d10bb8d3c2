import { CalendarDays, Lock } from 'lucide-react';
import { plansWith } from '@common/entitlement-refusals';
import { LinkButton } from '@client/components/ui/link-button';

const PREVIEW = [
  ['A calendar of your year', 'Minutes and words read every day, and your reading streaks.'],
  ['What you read', 'Your genres, tags and the authors you read most.'],
  ['How you read', 'The hours of the day you read, and how many stories you finish.'],
] as const;

/**
 * What a plan without the reading analytics dashboard sees (the server refuses the numbers with
 * 403 too): what it shows, the plan that includes it and the way there. No chart library loads.
 */
export function ReadingAnalyticsLocked({ tier }: { tier: string }) {
  return (
    <section
      aria-labelledby="reading-analytics-locked"
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
      data-testid="reading-analytics-locked"
    >
      <h2
        id="reading-analytics-locked"
        className="flex items-center gap-2 font-display text-xl font-semibold text-ink"
      >
        <Lock aria-hidden="true" className="size-5 text-accent" />
        Reading analytics are part of the {plansWith('analyticsDashboard')} plan
      </h2>
      <p className="mt-2 text-ink">Your {tier} plan does not include them. With reading analytics you see:</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {PREVIEW.map(([title, text]) => (
          <li key={title} className="flex gap-3 rounded-xl border border-line bg-surface-muted p-4">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
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
