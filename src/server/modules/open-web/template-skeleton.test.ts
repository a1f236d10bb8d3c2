import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { marketplaceKeys } from '@client/features/marketplace/api/marketplace-keys';
import TemplatePage from '@client/features/marketplace/pages/template-page';
import { templateBody } from './template-html';
import { siteUrls } from './page-view';
import { find, htmlSkeleton, outline, renderAsGuest, type SkeletonNode } from './html-skeleton.test-support';
import { templateCard } from './template-fixture.test-support';

/**
 * A template's page is drawn twice for a guest: by the server (template-html.ts, shown at first
 * paint) and by the app's page, which replaces it once the template is here. This test renders
 * the app's page with react-dom/server, as a guest sees it with the template loaded, and compares
 * its skeleton (elements, layout classes, text) with the server's first screen: a change on one
 * side that is not made on the other fails here. The server draws down to the description; the
 * app's parts below it (content preview, reviews, versions) are left out of the comparison.
 */

function template(over: Partial<TemplateDetail> = {}): TemplateDetail {
  const { downloads, price, ...rest } = over;
  return {
    ...templateCard({ downloads, price }),
    id: '00000000-0000-4000-8000-000000000001',
    name: 'The <Heist> & the Twist',
    description: 'Three acts & a twist.\nThen the getaway.',
    creator: { id: '00000000-0000-4000-8000-000000000099', username: 'mara o"neil', profileImage: null },
    licence: 'personal',
    reviewCount: 3,
    currentVersion: 1,
    versions: [{ version: 1, changelog: 'First', createdAt: '2026-03-04T10:00:00.000Z' }],
    preview: { kind: 'outline', outline: [{ heading: 'Act One', items: ['The crew'] }] },
    updatedAt: '2026-03-04T10:00:00.000Z',
    viewer: null,
    ...rest,
  };
}

/** TemplatePage as a signed-out visitor's browser draws it once `t` is loaded. */
const renderApp = (t: TemplateDetail) =>
  renderAsGuest(
    `/marketplace/templates/${t.id}`,
    '/marketplace/templates/:templateId',
    createElement(TemplatePage),
    (client) => client.setQueryData(marketplaceKeys.template(t.id), t),
  );

const has = (node: SkeletonNode, ...classes: string[]) => classes.every((c) => node.classes.includes(c));

/** The page's frame; of the lower grid only the first column's first section (the description). */
function firstScreen(html: string): string {
  const root = find(htmlSkeleton(html), (n) => has(n, 'max-w-6xl', 'py-6'));
  expect(root, 'no template page in the markup').toBeDefined();
  const lower = find([root!], (n) => has(n, 'mt-10', 'grid'));
  expect(lower, 'no description part').toBeDefined();
  lower!.children = lower!.children.slice(0, 1);
  lower!.children[0]!.children = lower!.children[0]!.children.slice(0, 1);
  return outline([root!]);
}

describe('the server-drawn template page follows the app', () => {
  it.each([
    ['a free template with a cover', template()],
    [
      'a paid one without cover, category, rating or description',
      template({
        price: 4.99,
        coverImage: null,
        category: null,
        rating: null,
        reviewCount: 0,
        description: '',
        downloads: 1,
        licence: 'commercial',
      }),
    ],
    [
      'an exclusive one',
      template({ exclusive: true, price: 0, type: 'World Asset', downloads: 0, reviewCount: 1 }),
    ],
  ])('%s: frame, cover, facts, the guest buy area and the description match', (_name, t) => {
    expect(firstScreen(templateBody(siteUrls(''), t))).toBe(firstScreen(renderApp(t)));
  });

  it('escapes stored text, loads the cover first and keeps the button disabled until the app takes over', () => {
    const html = templateBody(siteUrls(''), template({ price: 4.99 }));
    expect(html).toContain('The &lt;Heist&gt; &amp; the Twist');
    expect(html).not.toContain('<Heist>');
    expect(html).toContain('href="/authors/mara%20o%22neil"');
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(html.match(/<button [^>]*>/g)?.every((b) => b.includes('disabled=""'))).toBe(true);
    expect(html).toContain(`href="/login?redirectTo=%2Fmarketplace%2Ftemplates%2F${template().id}"`);
    expect(html).not.toContain('data-testid');
  });
});
