import { Globe2, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import type { BillingOverview } from '@common/schemas/billing';
import { Panel } from '@client/components/ui/panel';
import { ProgressBar } from '@client/components/ui/progress-bar';

type Usage = BillingOverview['usage'];

const ROWS: { key: keyof Usage; label: string; icon: LucideIcon }[] = [
  { key: 'privateWorlds', label: 'Private worlds', icon: Globe2 },
  { key: 'characters', label: 'Characters', icon: UserRound },
  { key: 'aiGenerations', label: 'AI generations this month', icon: Sparkles },
];

/** Usage this month against the plan's limits, one bar each; an unlimited resource shows no bar. */
export function UsagePanel({ usage }: { usage: Usage }) {
  return (
    <Panel title="Usage this month" icon={Sparkles}>
      <ul className="flex flex-col gap-5">
        {ROWS.map(({ key, label, icon: Icon }) => {
          const { used, limit } = usage[key];
          const over = limit !== null && used > limit;
          return (
            <li key={key}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="flex items-center gap-1.5 text-ink">
                  <Icon aria-hidden="true" className="size-4 text-accent" />
                  {label}
                </span>
                <span className={`font-semibold ${over ? 'text-danger' : 'text-ink'}`} data-testid={`usage-${key}`}>
                  {limit === null ? `${used} / Unlimited` : `${used} / ${limit}`}
                </span>
              </div>
              {limit !== null ? (
                <ProgressBar percent={limit === 0 ? 100 : (used / limit) * 100} label={`${label}: ${used} of ${limit} used`} className="mt-2" />
              ) : null}
              {over ? (
                <p className="mt-1.5 text-xs text-ink-muted">
                  Above your plan&apos;s limit: everything stays yours, but you cannot create more until you upgrade.
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
