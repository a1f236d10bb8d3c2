import type { DataRouter } from 'react-router';
import { releaseServerContent } from './server-content';

/** The app's own title, as in index.html, for screens that set none. */
const APP_TITLE = 'Inkforge';

/**
 * The server fills <head> for the page first loaded (title, description, canonical link,
 * OpenGraph and feed links; src/server/modules/open-web/html-shell.ts), each marked
 * `data-ssr-head`. They describe that page only, so on the first navigation to another path they
 * are dropped and the title goes back to the app's, which screens replace with their own <title>.
 * A server-drawn copy of the first page still on screen goes too (server-content.ts).
 */
export function forgetServerHeadOnNavigation(router: Pick<DataRouter, 'state' | 'subscribe'>): void {
  const first = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === first) return;
    unsubscribe();
    releaseServerContent();
    for (const element of document.head.querySelectorAll('[data-ssr-head]')) {
      if (element.tagName === 'TITLE') {
        element.textContent = APP_TITLE;
        element.removeAttribute('data-ssr-head');
      } else element.remove();
    }
  });
}
