/**
 * The SPA's top-level paths, shared by the client router (src/client/app/router.tsx, checked by
 * route-table.test.ts) and the server, which needs them to answer crawlers: `noindex` on screens
 * behind sign-in, 404 for a path no screen matches. Patterns use React Router's `:param` syntax.
 */

/** Screens anyone may see; crawlers may index them. */
export const PUBLIC_PATHS = [
  'about',
  'sample-story/:storyId',
  'community',
  'community/groups',
  'community/groups/:groupId',
  'community/groups/:groupId/threads/:threadId',
  'community/stories',
  'community/events',
  'community/events/:eventId',
  'community/leaderboard',
  'marketplace',
  'marketplace/templates/:templateId',
  'subscription',
  'authors/:username',
  ':handle',
  'library/:storyId',
  'tags/:slug',
  'library/:storyId/chapters/:chapterId',
  'forgot-password',
  'reset-password',
  'terms',
  'privacy',
] as const;

/** Sign-in and registration: real pages, but nothing for an index. */
export const GUEST_PATHS = ['login', 'register'] as const;

/** Screens behind sign-in: always `noindex`. */
export const SIGNED_IN_PATHS = [
  'stories',
  'stories/create',
  'stories/import',
  'stories/:storyId',
  'stories/:storyId/edit',
  'stories/:storyId/import',
  'stories/:storyId/session',
  'stories/:storyId/play',
  'stories/:storyId/play/:sessionId',
  'stories/:storyId/play/:sessionId/import',
  'stories/:storyId/play/:sessionId/curate',
  'characters',
  'characters/create',
  'characters/:characterId/edit',
  'worlds',
  'worlds/create',
  'worlds/:worldId/edit',
  'marketplace/upload',
  'marketplace/templates/:templateId/edit',
  'my-templates',
  'earnings',
  'tips/allocation',
  'commissions',
  'commissions/:commissionId',
  'beta',
  'beta/:betaReadId',
  'beta/:betaReadId/chapters/:chapterId',
  'stories/:storyId/beta',
  'analytics',
  'analytics/stories/:storyId',
  'reading/analytics',
  'community/groups/create',
  'community/groups/:groupId/edit',
  'community/events/create',
  'community/events/:eventId/edit',
  'collaborators',
  'profile',
  'profile/edit',
  'settings/brand',
  'settings/privacy',
  'reader-account',
  'notifications',
  'settings/data',
  'settings/tokens',
  'settings/commissions',
  'subscription/checkout',
  'subscription/checkout/:checkoutId',
  'settings/billing',
  'settings/billing/invoices/:invoiceId',
  'support',
  'support/:requestId',
  'admin/support',
  'admin/support/:requestId',
] as const;

/** Public paths that only say what a guest may not do there, so robots.txt keeps crawlers out. */
export const UNINDEXED_PUBLIC_PATHS = ['forgot-password', 'reset-password'] as const;

/**
 * An author page's clean path, /@username (issue 27). The router cannot match part of a segment,
 * so the screen is the one-segment pattern `:handle`, which stands for an author only when the
 * segment starts with '@' (any other single segment is the not-found screen, here and there).
 */
export function authorHandle(segment: string): string | null {
  return segment.length > 1 && segment.startsWith('@') ? segment.slice(1) : null;
}

export type RouteAccess = 'home' | 'public' | 'guest' | 'signed-in';
export type RouteMatch = { access: RouteAccess; pattern: string; params: Record<string, string> };

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const segment = segments[i]!;
    if (part.startsWith(':')) {
      if (!segment || (part === ':handle' && authorHandle(segment) === null)) return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return null;
  }
  return params;
}

/**
 * The screen a pathname opens, as the client router would pick it: where two patterns match
 * (community/groups/create and community/groups/:groupId), the one with more static segments
 * wins, as in React Router; null for the not-found screen. A trailing slash is ignored; segments
 * are percent-decoded.
 */
export function matchClientRoute(pathname: string): RouteMatch | null {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return { access: 'home', pattern: '', params: {} };
  let segments: string[];
  try {
    segments = trimmed.split('/').map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const tables: [RouteAccess, readonly string[]][] = [
    ['public', PUBLIC_PATHS],
    ['guest', GUEST_PATHS],
    ['signed-in', SIGNED_IN_PATHS],
  ];
  let best: RouteMatch | null = null;
  for (const [access, patterns] of tables) {
    for (const pattern of patterns) {
      const params = matchPattern(pattern, segments);
      if (params && (!best || Object.keys(params).length < Object.keys(best.params).length)) {
        best = { access, pattern, params };
      }
    }
  }
  return best;
}
