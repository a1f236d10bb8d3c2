import { pendingCheckoutPath } from '@client/lib/pending-checkout';
import { REDIRECT_PARAM, safeRedirectTarget } from '@client/lib/redirect-target';

/** `from` in router state, as a path string or a Location-like object. */
function fromState(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const { pathname, search, hash } = from as { pathname: string; search?: unknown; hash?: unknown };
    return pathname + (typeof search === 'string' ? search : '') + (typeof hash === 'string' ? hash : '');
  }
  return undefined;
}

/**
 * Where to go after signing in: the `?redirectTo=` path the sign-in guard puts on /login, else a
 * `from` location in router state, else the checkout of a plan picked on /subscription before
 * registering, else the dashboard. Only paths inside the app are followed.
 */
export function redirectTarget(params: URLSearchParams, state: unknown): string {
  return safeRedirectTarget(params.get(REDIRECT_PARAM) ?? fromState(state) ?? pendingCheckoutPath());
}
