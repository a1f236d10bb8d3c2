import { BookOpen, UserRound, Users, type LucideIcon } from 'lucide-react';
import type { World } from '@common/schemas/world';

type Count = { label: string; value: number; icon: LucideIcon };

/** The three real counts of a world card: collaborators, stories set in it, characters living in it. */
export function WorldCounts({ world }: { world: World }) {
  const counts: Count[] = [
    { label: 'Collaborators', value: world.collaboratorCount, icon: Users },
    { label: 'Stories', value: world.storyCount, icon: BookOpen },
    { label: 'Characters', value: world.characterCount, icon: UserRound },
  ];
  return (
    <dl className="grid grid-cols-3 divide-x divide-line rounded-xl border border-line bg-surface-muted/50">
      {counts.map(({ label, value, icon: Icon }) => (
        <div key={label} className="flex flex-col items-center px-1 py-2.5 text-center">
          <dt className="order-2 text-xs text-ink-muted">{label}</dt>
          <dd className="order-1 flex items-center gap-1 font-display text-lg font-semibold text-ink tabular-nums">
            <Icon aria-hidden="true" className="size-4 text-ink-muted" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
