import { NavLink } from 'react-router';
import {
  BookOpen,
  Globe,
  LayoutDashboard,
  Info,
  Store,
  User,
  Users,
  Drama,
  type LucideIcon,
} from 'lucide-react';
import type { NavItem, NavItemId } from '../navigation';

const ICONS: Record<NavItemId, LucideIcon> = {
  dashboard: LayoutDashboard,
  stories: BookOpen,
  characters: Drama,
  worlds: Globe,
  community: Users,
  marketplace: Store,
  about: Info,
  account: User,
};

type Props = {
  /** The items to show, from `navItemsFor`. */
  items: NavItem[];
  /** Row in the desktop header, column in the mobile menu. */
  layout: 'row' | 'column';
  /** Called after a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
};

/** The main navigation links; the current page is marked with aria-current="page". */
export function NavLinks({ items, layout, onNavigate }: Props) {
  const row = layout === 'row';
  return (
    <ul className={row ? 'flex items-center gap-0.5' : 'flex flex-col gap-1'}>
      {items.map((item) => {
        const Icon = ICONS[item.id];
        return (
          <li key={item.id}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              onClick={onNavigate}
              className={({ isActive }) =>
                [
                  'flex items-center gap-2 rounded-lg font-medium transition-colors',
                  'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent',
                  row ? 'px-2.5 py-2 text-sm' : 'px-3 py-3 text-base',
                  isActive
                    ? 'bg-accent/10 text-accent'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                ].join(' ')
              }
            >
              <Icon
                aria-hidden="true"
                className={row ? 'size-4 shrink-0 max-2xl:hidden' : 'size-5 shrink-0'}
              />
              {item.label}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
