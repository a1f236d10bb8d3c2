/** Screens a signed-in user must not be sent back to. */
const GUEST_ONLY = ['/login', '/register', '/forgot-password', '/reset-password'];

/**
 * Where to go after signing in: the `from` location a route guard put into router state
 * (a Location object or a path string), else '/'. Only same-app paths are accepted, so router
 * state can never send the user to another site.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const loc = from as { pathname: string; search?: unknown; hash?: unknown };
    path = loc.pathname + (typeof loc.search === 'string' ? loc.search : '') + (typeof loc.hash === 'string' ? loc.hash : '');
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  const pathname = path.split(/[?#]/)[0] ?? '';
  return GUEST_ONLY.includes(pathname) ? '/' : path;
}
