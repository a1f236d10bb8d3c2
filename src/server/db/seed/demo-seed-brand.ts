import { authorBrands } from '../schema/index';
import type { DemoUser, SeedContext } from './demo-seed-context';

/**
 * aria (Master Weaver) has a brand on her author page (also at /@aria), her stories' pages and
 * the reader (issue 27): an accent that keeps AA contrast in every theme, a footer line and her
 * own site and newsletter, with white-label on (no Inkforge marks there or in her exports) and
 * her site allowed to embed her reader widget. No logo or banner (the seed writes no files).
 */
export async function seedDemoBrand(ctx: SeedContext, people: DemoUser[]): Promise<void> {
  const aria = people.find((p) => p.username === 'aria');
  if (!aria) return;
  await ctx.tx.insert(authorBrands).values({
    userId: aria.id,
    accentColor: '#5b2a86',
    footerLine: 'Maps first, plot second. New chapters of the long arcs every other Sunday.',
    siteUrl: 'https://aria-maps.example',
    newsletterUrl: 'https://aria-maps.example/letters',
    whiteLabel: true,
    embedDomains: ['https://aria-maps.example'],
  });
}
