/**
 * The reader widget's frame policy (issue 27): the site's Content-Security-Policy with its
 * frame-ancestors directive replaced by the author's listed origins, or 'none' when there are
 * none. Every other page keeps the site's own policy (plugins/security-headers.ts). The origins
 * come from the shared schema (https, or http on loopback), so none can carry a ';' or a space.
 */
export function frameAncestorsPolicy(sitePolicy: string, origins: readonly string[]): string {
  const safe = origins.filter((o) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(o));
  const ancestors = `frame-ancestors ${safe.length > 0 ? safe.join(' ') : "'none'"}`;
  const kept = sitePolicy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith('frame-ancestors'));
  return [...kept, ancestors].join(';');
}
