import { GUEST_PATHS, PUBLIC_PATHS, SIGNED_IN_PATHS, UNINDEXED_PUBLIC_PATHS } from '@common/route-table';

/** An address of a route pattern with every parameter filled in ('x'), to test rules against. */
const sampleOf = (pattern: string) => `/${pattern.replace(/:[^/]+/g, 'x')}`;

/** Whether a robots.txt rule matches a path, as crawlers read rules: a prefix, `*` for any run. */
export function ruleMatches(rule: string, path: string): boolean {
  const body = rule
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}`).test(path);
}

const INDEXED_SAMPLES = PUBLIC_PATHS.filter(
  (p) => !(UNINDEXED_PUBLIC_PATHS as readonly string[]).includes(p),
).map(sampleOf);

/**
 * The rule for one private screen: its path up to the first parameter ('stories/:storyId/edit'
 * gives '/stories') when that blocks no public page, else the whole pattern with a `*` in place
 * of each parameter (for 'marketplace/templates/:templateId/edit', since '/marketplace/templates'
 * would also block every template page).
 */
function ruleFor(pattern: string): string {
  const prefix = `/${pattern.split('/:')[0]}`;
  if (!INDEXED_SAMPLES.some((path) => ruleMatches(prefix, path))) return prefix;
  return `/${pattern.replace(/:[^/]+/g, '*')}`;
}

/** Paths no crawler needs: the API, dev pages, the live socket, sign-in and signed-in screens. */
export function disallowedPaths(): string[] {
  const screens = [...SIGNED_IN_PATHS, ...GUEST_PATHS, ...UNINDEXED_PUBLIC_PATHS].map(ruleFor);
  const unique = [...new Set(['/api/', '/dev/', '/collab', ...screens])];
  // Drop rules a shorter one already covers ('/stories/create' under '/stories').
  return unique.filter(
    (path) => !unique.some((other) => other !== path && ruleMatches(`${other.replace(/\/$/, '')}/`, path)),
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
