import { useLayoutEffect } from 'react';
import type { Params } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';

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
 * What a server-drawn screen shows first (its main read), fetched before the screen first renders
 * while the server's copy is still on screen (a page module exports it as `loadFirstData`; the
 * router waits for it and the session). The screen then renders with its data, as a transition
 * that React renders in slices, instead of rendering empty and re-rendering whole, in one long
 * task, when the read answers. Never throws (a failed read is the screen's to show).
 */
export type FirstDataLoader = (queryClient: QueryClient, params: Params) => Promise<unknown>;

/** Whether the server's copy of the page is still on screen (the app has not handed over yet). */
export function serverContentShown(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[data-ssr="app"]') !== null;
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
