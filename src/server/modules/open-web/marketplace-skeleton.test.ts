import { describe, expect, it } from 'vitest';
import type { TemplateCard, TemplateListPage } from '@common/schemas/marketplace';
import { marketplaceKeys } from '@client/features/marketplace/api/marketplace-keys';
import MarketplacePage from '@client/features/marketplace/pages/marketplace-page';
import { SERVER_DRAWN_CARDS, marketplaceBody } from './marketplace-html';
import { siteUrls } from './page-view';
import { pageOutline, renderGuestScreen } from './app-screen.test-support';
import { templateCard } from './template-fixture.test-support';

/**
 * /marketplace is drawn twice for a guest: by the server (marketplace-html.ts, shown at first
 * paint) and by the app's page, which replaces it once its list is here. This test renders the
 * app's page with react-dom/server, as a guest sees it with the list loaded, and compares its
 * skeleton (elements, layout classes, text) with the server's: a change on one side that is not
 * made on the other fails here.
 */

const template = templateCard;

const page = (items: TemplateCard[], over: Partial<TemplateListPage> = {}): TemplateListPage => ({
  items,
  total: items.length,
  totalCapped: false,
  nextCursor: null,
  viewerCanBuyPaid: false,
  signedIn: false,
  ...over,
});

/** MarketplacePage as a signed-out visitor's browser draws it on /marketplace once `list` is loaded. */
const renderApp = (list: TemplateListPage) =>
  renderGuestScreen('/marketplace', MarketplacePage, (client) =>
    client.setQueryData(marketplaceKeys.templateList({ price: 'all', sort: 'popular' }), {
      pages: [list],
      pageParams: [undefined],
    }),
  );

const pageRoot = (html: string) => pageOutline(html, ['max-w-7xl', 'py-8']);

describe('the server-drawn marketplace follows the app', () => {
  it('header, tabs, filters, count and every kind of guest card match', () => {
    const list = page([
      template({}),
      template({ price: 4.99, coverImage: null, category: null, rating: null, description: '' }),
      template({ exclusive: true, price: 0, type: 'World Asset', downloads: 1 }),
      template({ price: 19.5, type: 'Scenario Pack', downloads: 0 }),
    ]);
    expect(pageRoot(marketplaceBody(siteUrls(''), list))).toBe(pageRoot(renderApp(list)));
  });

  it('a capped count reads as the app words it', () => {
    const list = page([template({})], { total: 1000, totalCapped: true });
    expect(pageRoot(marketplaceBody(siteUrls(''), list))).toBe(pageRoot(renderApp(list)));
  });

  it(`draws the first ${SERVER_DRAWN_CARDS} cards of a longer list (the app adds the rest below)`, () => {
    const items = Array.from({ length: SERVER_DRAWN_CARDS + 4 }, () => template({}));
    const html = marketplaceBody(siteUrls(''), page(items, { nextCursor: 'next' }));
    expect(html.match(/<article /g)).toHaveLength(SERVER_DRAWN_CARDS);
    // The first row's covers load at once, the first one first; later ones lazily.
    expect(html.match(/<img /g)).toHaveLength(SERVER_DRAWN_CARDS);
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(SERVER_DRAWN_CARDS - 3);
  });
});
