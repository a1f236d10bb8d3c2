import { Globe2, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import type { BillingOverview } from '@common/schemas/billing';
import { Panel } from '@client/components/ui/panel';
import { ProgressBar } from '@client/components/ui/progress-bar';

type Usage = BillingOverview['usage'];

/** `none`: what a plan with a limit of 0 is told instead of a bar (reader plans make no worlds or characters). */
const ROWS: { key: keyof Usage; label: string; icon: LucideIcon; none: string }[] = [
  {
    key: 'privateWorlds',
    label: 'Private worlds',
    icon: Globe2,
    none: 'Made on a creator plan: Free costs nothing, and what you made stays yours.',
  },
  {
    key: 'characters',
    label: 'Characters',
    icon: UserRound,
    none: 'Made on a creator plan: Free costs nothing, and what you made stays yours.',
  },
  {
    key: 'aiGenerations',
    label: 'AI generations this month',
    icon: Sparkles,
    none: 'Not included in this plan.',
  },
];

/** Usage this month against the plan's limits, one bar each; an unlimited resource shows no bar. */
export function UsagePanel({ usage }: { usage: Usage }) {
  return (
    <Panel title="Usage this month" icon={Sparkles}>
      <ul className="flex flex-col gap-5">
        {ROWS.map(({ key, label, icon: Icon, none }) => {
          const { used, limit } = usage[key];
          const over = limit !== null && limit > 0 && used > limit;
          return (
            <li key={key}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="flex items-center gap-1.5 text-ink">
                  <Icon aria-hidden="true" className="size-4 text-accent" />
                  {label}
                </span>
                <span
                  className={`font-semibold ${over ? 'text-danger' : 'text-ink'}`}
                  data-testid={`usage-${key}`}
                >
                  {limit === null ? `${used} / Unlimited` : `${used} / ${limit}`}
                </span>
              </div>
              {limit === 0 ? (
                <p className="mt-1.5 text-xs text-ink-muted">{none}</p>
              ) : limit !== null ? (
                <ProgressBar
                  percent={(used / limit) * 100}
                  label={`${label}: ${used} of ${limit} used`}
                  className="mt-2"
                />
              ) : null}
              {over ? (
                <p className="mt-1.5 text-xs text-ink-muted">
                  Above your plan&apos;s limit: everything stays yours, but you cannot create more until you
                  upgrade.
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
