import { GUEST_PATHS, SIGNED_IN_PATHS, UNINDEXED_PUBLIC_PATHS } from '@common/route-table';

/** Paths no crawler needs: the API, dev pages, the live socket, sign-in and signed-in screens. */
export function disallowedPaths(): string[] {
  const screens = [...SIGNED_IN_PATHS, ...GUEST_PATHS, ...UNINDEXED_PUBLIC_PATHS].map(
    // Up to the first parameter: 'stories/:storyId/edit' is covered by '/stories'.
    (pattern) => `/${pattern.split('/:')[0]}`,
  );
  const unique = [...new Set(['/api/', '/dev/', '/collab', ...screens])];
  // Drop paths a shorter one already covers ('/stories/create' under '/stories').
  return unique.filter(
    (path) => !unique.some((other) => other !== path && path.startsWith(`${other.replace(/\/$/, '')}/`)),
  );
}

/** robots.txt: everything public may be crawled, private screens may not; the sitemap's address. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
