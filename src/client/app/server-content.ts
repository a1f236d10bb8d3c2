import { useLayoutEffect } from 'react';

/**
 * The server draws some public pages with the app's own classes (`data-ssr="app"`, placed just
 * before #root, which its style hides; src/server/modules/open-web/page-html.ts), so their text
 * paints with the HTML. That copy stays on screen until the app has the screen's content, then
 * goes: #root shows in the same frame, with nothing in between (no spinner, no flash).
 */
export function releaseServerContent(): void {
  document.querySelector('[data-ssr="app"]')?.remove();
}

/**
 * For a screen the server may have drawn: hands over once `ready` (the screen renders its
 * content, its not-found page or its error). Runs before the browser paints that render.
 * Screens without it hand over on the first navigation (server-head.ts) or an error fallback.
 */
export function useServerContentHandoff(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) releaseServerContent();
  }, [ready]);
}
