import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { useCurrentUser } from '@client/lib/session';
import { BrandMark } from '@client/components/ui/brand-mark';
import { navItemsFor } from '../navigation';
import { useViewMode } from '../view-mode';
import { useWhiteLabel } from '../site-chrome';
import { AccountArea, NotificationBell, SignedInArea, ViewModeToggle } from './account-area';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { RouteProgress } from './route-progress';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The sticky site header. From the xl breakpoint the navigation and account area sit in one
 * row (admins get a slim bar with the Creator/Reader toggle under it); below xl everything
 * folds into a disclosure menu opened by a button with aria-expanded.
 * While the session is loading, the navigation is left out rather than guessed.
 */
export function SiteHeader() {
  const { user } = useCurrentUser();
  const { mode } = useViewMode();
  const { pathname } = useLocation();
  const whiteLabel = useWhiteLabel();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const dismissMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  const known = user !== undefined;
  const items = navItemsFor(Boolean(user), mode);

  // Any navigation closes the mobile menu, whatever started it.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 shadow-sm backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        {whiteLabel ? (
          // A white-labelled author's page: their logo and name lead to their author page.
          <Link
            to={`/@${encodeURIComponent(whiteLabel.author)}`}
            data-testid="white-label-home"
            className="flex min-w-0 shrink-0 items-center gap-2.5 rounded-lg pr-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            {whiteLabel.logo ? (
              <img src={whiteLabel.logo} alt="" className="size-9 rounded-lg object-contain" />
            ) : null}
            <span className="truncate font-display text-xl font-bold tracking-tight text-ink">
              {whiteLabel.author}
            </span>
          </Link>
        ) : (
          <Link
            to={user ? '/' : '/about'}
            className="flex shrink-0 items-center gap-2.5 rounded-lg pr-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            <BrandMark className="size-9" />
            <span className="font-display text-xl font-bold tracking-tight text-ink">Inkforge</span>
          </Link>
        )}

        {known ? (
          <>
            <nav aria-label="Main" className="ml-2 hidden xl:block">
              <NavLinks items={items} layout="row" />
            </nav>
            {user ? (
              // Signed-in users only: the bell (Radix menu, floating-ui) and the account area load
              // together, out of the entry chunk every visitor downloads. The fallback keeps the
              // bell's place; the account area sits at the right end, so nothing moves.
              <Suspense fallback={<div aria-hidden="true" className="flex h-11 flex-1" />}>
                <NotificationBell className="flex flex-1 justify-end" />
                <div className="ml-auto hidden xl:block">
                  <SignedInArea user={user} row />
                </div>
              </Suspense>
            ) : (
              <div className="ml-auto hidden xl:block">
                <AccountArea user={null} layout="row" />
              </div>
            )}
          </>
        ) : null}

        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
          className="ml-auto inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent xl:hidden"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      {user?.isAdmin ? (
        <div className="hidden border-t border-line bg-surface-muted/70 xl:block">
          <div className="mx-auto flex h-10 max-w-7xl items-center justify-end gap-3 px-4 sm:px-6">
            <Suspense fallback={null}>
              <span className="text-xs font-semibold text-ink-muted">Admin view</span>
              <ViewModeToggle />
            </Suspense>
          </div>
        </div>
      ) : null}

      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        onClose={closeMenu}
        onDismiss={dismissMenu}
        items={known ? items : []}
        user={user ?? null}
      />
      <RouteProgress />
    </header>
  );
}
