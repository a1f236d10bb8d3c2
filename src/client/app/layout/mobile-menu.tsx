import { useEffect, useRef } from 'react';
import type { CurrentUser } from '@common/schemas/user';
import type { NavItem } from '../navigation';
import { AccountArea } from './account-area';
import { NavLinks } from './nav-links';

type Props = {
  /** Referenced by the menu button's aria-controls. */
  id: string;
  open: boolean;
  /** Closes the menu (a followed link, Logout); the new screen then takes focus. */
  onClose: () => void;
  /** Escape: closes the menu and puts focus back on the button that opened it. */
  onDismiss: () => void;
  items: NavItem[];
  user: CurrentUser | null;
};

/**
 * The navigation for screens narrower than the xl breakpoint: a panel under the header with
 * the same links and account actions. Escape closes it and returns focus to the menu button;
 * it is not rendered when closed, so hidden links never reach the tab order.
 */
export function MobileMenu({ id, open, onClose, onDismiss, items, user }: Props) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onDismiss]);

  if (!open) return <div id={id} hidden />;
  return (
    <div
      id={id}
      ref={panel}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-surface shadow-lg xl:hidden"
    >
      <div className="mx-auto max-w-7xl space-y-5 px-4 py-4 sm:px-6">
        <nav aria-label="Main">
          <NavLinks items={items} layout="column" onNavigate={onClose} />
        </nav>
        <div className="border-t border-line pt-4">
          <AccountArea user={user} layout="column" onNavigate={onClose} />
        </div>
      </div>
    </div>
  );
}
