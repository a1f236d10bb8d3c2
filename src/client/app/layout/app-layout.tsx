import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@client/lib/session';
import { useThemeOverride } from '../theme';
import { RouteAnnouncer } from './route-announcer';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The frame around every screen: skip link, header with navigation, the screen, footer.
 * A signed-out visitor on /about always sees the classic theme (SPEC section 2); while the
 * session is still loading we assume a visitor, as public/theme-boot.js does. The landing page
 * at / gets classic only once the visitor is known to be signed out, so a signed-in user's
 * dashboard never flashes classic.
 * The main area is at least a screen tall, so the footer starts below the fold and nothing the
 * screen loads later (spinner, then content) moves it in view: no layout shift on arrival.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const path = pathname.replace(/\/+$/, '');
  const onLanding = (path === '/about' && !user) || (path === '' && user === null);
  useThemeOverride(onLanding ? 'classic' : null);
  const main = useRef<HTMLElement>(null);

  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-ink">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" ref={main} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
      <RouteAnnouncer main={main} />
    </div>
  );
}
