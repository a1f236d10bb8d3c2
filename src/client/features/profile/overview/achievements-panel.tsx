import { Award, BookOpen, Globe2, Lock, Star, Users, Wand2, type LucideIcon } from 'lucide-react';
import type { Achievement, AchievementId } from '@common/schemas/profile';
import { Panel } from '@client/components/ui/panel';

const ICONS: Record<AchievementId, LucideIcon> = {
  'first-story': BookOpen,
  collaborator: Users,
  'world-builder': Globe2,
  'character-master': Wand2,
  'story-weaver': Award,
  'community-star': Star,
};

/** The six achievements of SPEC section 4, earned ones lit, the others dimmed with how far along they are. */
export function AchievementsPanel({ achievements }: { achievements: Achievement[] }) {
  const earnedCount = achievements.filter((a) => a.earned).length;
  return (
    <Panel
      title="Achievements"
      icon={Award}
      action={
        <span className="text-sm text-ink-muted">
          {earnedCount} of {achievements.length} earned
        </span>
      }
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {achievements.map((a) => {
          const Icon = a.earned ? ICONS[a.id] : Lock;
          return (
            <li
              key={a.id}
              data-earned={a.earned}
              className={[
                'flex items-start gap-3 rounded-xl border p-3',
                a.earned ? 'border-accent/40 bg-accent/10' : 'border-line bg-surface-muted/50',
              ].join(' ')}
            >
              <span
                className={[
                  'flex size-10 shrink-0 items-center justify-center rounded-full',
                  a.earned ? 'bg-accent text-on-accent' : 'bg-surface-muted text-ink-muted',
                ].join(' ')}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className={['font-semibold', a.earned ? 'text-ink' : 'text-ink-muted'].join(' ')}>
                  {a.name}
                </p>
                <p className="text-sm text-ink-muted">{a.description}</p>
                <p className="mt-1 text-xs font-semibold text-ink-muted">
                  {a.earned ? (
                    <span className="text-accent">Earned</span>
                  ) : a.progress ? (
                    `Not earned yet · ${a.progress.current} / ${a.progress.target}`
                  ) : (
                    'Not earned yet'
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
