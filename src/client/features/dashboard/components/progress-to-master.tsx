import { Trophy } from 'lucide-react';
import { XP_PER_LEVEL } from '@common/constants';
import { Panel } from '@client/components/ui/panel';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { formatNumber } from '@common/number-format';

type Props = {
  experiencePoints: number;
  userLevel: number;
  /** (XP mod 5000) / 5000 from the server (SPEC section 4). */
  progress: number;
};

/** Progress to Master: XP within the current 5000-point cycle, as a bar and a percentage. */
export function ProgressToMaster({ experiencePoints, userLevel, progress }: Props) {
  const percent = progress * 100;
  const intoLevel = experiencePoints % XP_PER_LEVEL;
  return (
    <Panel title="Progress to Master" icon={Trophy}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">Level {userLevel}</span>
        <span className="font-semibold text-accent">{percent.toFixed(1)}%</span>
      </div>
      <ProgressBar percent={percent} label="Progress to Master" className="mt-2 h-3" />
      <p className="mt-2 text-sm text-ink-muted">
        {formatNumber(intoLevel)} / {formatNumber(XP_PER_LEVEL)} XP · {formatNumber(XP_PER_LEVEL - intoLevel)}{' '}
        to level {userLevel + 1}
      </p>
      <p className="mt-1 text-xs text-ink-muted">{formatNumber(experiencePoints)} XP in total</p>
    </Panel>
  );
}
