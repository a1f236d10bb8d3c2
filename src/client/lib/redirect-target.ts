/**
 * Where to go after signing in. The sign-in guard sends a guest to `/login?redirectTo=<path>`;
 * the login screen passes the parameter through `safeRedirectTarget` so that only a path inside
 * this app is ever followed (no other origin, no protocol-relative `//host`, no backslash tricks).
 */
export const REDIRECT_PARAM = 'redirectTo';

/** The in-app path to open after sign-in, or `fallback` (the dashboard) when absent or unsafe. */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Never bounce back into the account screens.
  if (/^\/(login|register|forgot-password|reset-password)(\/|\?|#|$)/.test(value)) return fallback;
  return value;
}

/** The login URL that remembers `path` (pathname + search) as the place to return to. */
export function loginPathFor(path: string): string {
  if (!path || path === '/') return '/login';
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: path }).toString()}`;
}
