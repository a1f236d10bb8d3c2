import type { ProfileSummary } from '@common/schemas/profile';
import { AchievementsPanel } from './achievements-panel';
import { UserStatsPanel } from './user-stats-panel';

/** Overview: the achievements (SPEC section 4) and the user stats. */
export function OverviewTab({ summary }: { summary: ProfileSummary }) {
  return (
    <div className="flex flex-col gap-6">
      <AchievementsPanel achievements={summary.achievements} />
      <UserStatsPanel stats={summary.stats} />
    </div>
  );
}
