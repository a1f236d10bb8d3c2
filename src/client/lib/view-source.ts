import type { ViewSource } from '@common/analytics';

/**
 * Where the reader came from, coarsely, for story analytics: another Inkforge page (a move inside
 * the app, or a link from one of our pages), a feed (feed entries link with ?from=feed), an
 * outside site (another site's referrer), or direct. Only the category leaves the browser,
 * never the referring address.
 */
export function viewSource(): ViewSource {
  if (new URLSearchParams(window.location.search).get('from') === 'feed') return 'feed';
  // React Router numbers the entries of this visit: past the first, the reader moved inside the app.
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && Number(state.idx) > 0) return 'internal';
  if (!document.referrer) return 'direct';
  try {
    return new URL(document.referrer).origin === window.location.origin ? 'internal' : 'external';
  } catch {
    return 'direct';
  }
}
