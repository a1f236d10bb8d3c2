import { Link } from 'react-router';
import { Feather, Globe, Upload, UserPlus, Zap, type LucideIcon } from 'lucide-react';
import { Panel } from '@client/components/ui/panel';

const ACTIONS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/stories/create', label: 'New Story', icon: Feather },
  { to: '/characters/create', label: 'Create Character', icon: UserPlus },
  { to: '/worlds/create', label: 'Build World', icon: Globe },
  { to: '/marketplace/upload', label: 'Upload Template', icon: Upload },
];

/** Quick Actions (SPEC section 2): the four creation screens. */
export function QuickActions() {
  return (
    <Panel title="Quick Actions" icon={Zap}>
      <ul className="grid grid-cols-2 gap-3">
        {ACTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="flex">
            <Link
              to={to}
              className="flex w-full flex-col items-center gap-2 rounded-xl border border-line px-3 py-4 text-center text-sm font-semibold text-ink hover:border-accent/50 hover:bg-accent/5 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            >
              <Icon aria-hidden="true" className="size-5 text-accent" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
