import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MarketplaceStoryCard, TemplateCard } from '@common/schemas/marketplace';
import { MarketStoryCard } from './market-story-card';
import {
  DEFAULT_SORT,
  GENRE_CHIPS,
  MARKETPLACE_TABS,
  PRICE_OPTIONS,
  TEMPLATE_CHIPS,
  isFiltered,
  nextMarketplaceParams,
  parseMarketplaceParams,
  resultCountLabel,
  sortsFor,
} from './marketplace-options';
import { MarketplaceResults, type ResultsState } from './marketplace-results';
import { MarketplaceFilters, MarketplaceTabs } from './marketplace-toolbar';
import { templateActionFor } from './template-action';
import { TemplateCardView } from './template-card';
import { derivedCount, formatPrice, priceBadge } from '@client/components/template-card/template-format';

/** Every text of SPEC section 2, Marketplace, as the components render it (server-rendered, no browser). */
const html = (element: ReactElement) => renderToStaticMarkup(createElement(MemoryRouter, null, element));
/** The visible text: tags stripped, whitespace collapsed. */
const text = (element: ReactElement) =>
  html(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const noop = () => {};

const template = (over: Partial<TemplateCard> = {}): TemplateCard => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Hero Journey',
  type: 'Story Structure',
  category: 'Fantasy',
  description: 'Twelve beats from the ordinary world to the return.',
  price: 4.99,
  isFree: false,
  rating: 4.25,
  downloads: 10,
  derivedCount: 23,
  coverImage: null,
  creator: { id: '00000000-0000-4000-8000-000000000002', username: 'maker', profileImage: null },
  status: 'published',
  exclusive: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  viewer: null,
  ...over,
});
const story = (over: Partial<MarketplaceStoryCard> = {}): MarketplaceStoryCard => ({
  id: '00000000-0000-4000-8000-000000000003',
  title: 'The Glass Tide',
  description: 'A city that floods every night.',
  genre: 'Sci-Fi',
  status: 'Active',
  coverImage: null,
  authorUsername: 'tidewriter',
  rating: 3.96,
  viewCount: 1200,
  wordCount: 45000,
  chapterCount: 12,
  publishedAt: '2026-01-01T00:00:00.000Z',
  exclusive: false,
  tags: [],
  contentRating: 'General',
  contentWarnings: [],
  language: 'en',
  ...over,
});

describe('marketplace tabs, chips, price filter and sorts', () => {
  it('has the three tabs', () => {
    expect(MARKETPLACE_TABS.map((t) => t.label)).toEqual(['Templates', 'Completed Books', 'Ongoing Stories']);
    expect(text(createElement(MarketplaceTabs, { tab: 'templates', onTabChange: noop }))).toBe(
      'Templates Completed Books Ongoing Stories',
    );
  });

  it('has the template chips and the genre chips', () => {
    expect(TEMPLATE_CHIPS.map((c) => c.label)).toEqual([
      'All Items',
      'Story Structure',
      'World Asset',
      'Character Archetype',
      'Scenario Pack',
    ]);
    expect(GENRE_CHIPS.map((c) => c.label)).toEqual([
      'All Genres',
      'Fantasy',
      'Sci-Fi',
      'Modern',
      'Historical',
      'Horror',
    ]);
  });

  it('offers the price filter and the price sorts on Templates only', () => {
    expect(PRICE_OPTIONS.map((p) => p.label)).toEqual(['All Prices', 'Free', 'Paid', 'Exclusive']);
    expect(sortsFor('templates').map((s) => s.label)).toEqual([
      'Most Popular',
      'Highest Rated',
      'Newest',
      'Price Low to High',
      'Price High to Low',
    ]);
    expect(sortsFor('completed').map((s) => s.label)).toEqual(['Most Popular', 'Highest Rated', 'Newest']);
    expect(DEFAULT_SORT).toBe('popular');

    const props = {
      search: '',
      onSearchChange: noop,
      onCategoryChange: noop,
      onPriceChange: noop,
      onSortChange: noop,
    };
    const onTemplates = text(
      createElement(MarketplaceFilters, { ...props, view: parseMarketplaceParams(new URLSearchParams()) }),
    );
    expect(onTemplates).toContain('All Items Story Structure World Asset Character Archetype Scenario Pack');
    expect(onTemplates).toContain('Price All Prices Free Paid');
    expect(onTemplates).toContain(
      'Sort Most Popular Highest Rated Newest Price Low to High Price High to Low',
    );
    const onStories = text(
      createElement(MarketplaceFilters, {
        ...props,
        view: parseMarketplaceParams(new URLSearchParams('tab=ongoing')),
      }),
    );
    expect(onStories).toContain('All Genres Fantasy Sci-Fi Modern Historical Horror');
    expect(onStories).not.toContain('All Prices');
    expect(onStories).not.toContain('Price Low to High');
  });

  it('marks Most Popular as the selected sort by default', () => {
    const markup = html(
      createElement(MarketplaceFilters, {
        view: parseMarketplaceParams(new URLSearchParams()),
        search: '',
        onSearchChange: noop,
        onCategoryChange: noop,
        onPriceChange: noop,
        onSortChange: noop,
      }),
    );
    expect(markup).toMatch(/<option value="popular" selected="">Most Popular<\/option>/);
  });
});

describe('marketplace address', () => {
  it('reads tab, category, search, price and sort, ignoring unknown values', () => {
    expect(
      parseMarketplaceParams(
        new URLSearchParams('category=World+Asset&q=+dragon+&price=paid&sort=price_desc'),
      ),
    ).toEqual({
      tab: 'templates',
      category: 'World Asset',
      q: 'dragon',
      price: 'paid',
      sort: 'price_desc',
    });
    expect(
      parseMarketplaceParams(new URLSearchParams('tab=bogus&category=Cooking&price=cheap&sort=random')),
    ).toEqual({
      tab: 'templates',
      category: undefined,
      q: undefined,
      price: undefined,
      sort: 'popular',
    });
    // No price filter or price sort on a story tab; a template type is not a genre.
    expect(
      parseMarketplaceParams(
        new URLSearchParams('tab=completed&category=World+Asset&price=paid&sort=price_asc'),
      ),
    ).toMatchObject({
      tab: 'completed',
      category: undefined,
      price: undefined,
      sort: 'popular',
    });
  });

  it('resets the category when the tab switches, and drops template-only filters on story tabs', () => {
    const from = new URLSearchParams('category=World+Asset&q=dragon&price=free&sort=price_asc');
    const next = nextMarketplaceParams(from, { tab: 'completed' });
    expect(Object.fromEntries(next)).toEqual({ tab: 'completed', q: 'dragon' });
    const back = nextMarketplaceParams(new URLSearchParams('tab=ongoing&category=Horror&sort=rated'), {
      tab: 'templates',
    });
    expect(Object.fromEntries(back)).toEqual({ sort: 'rated' });
    // A filter change keeps the tab and category.
    expect(
      Object.fromEntries(
        nextMarketplaceParams(new URLSearchParams('tab=ongoing&category=Horror'), { sort: 'newest' }),
      ),
    ).toEqual({
      tab: 'ongoing',
      category: 'Horror',
      sort: 'newest',
    });
  });

  it('counts category, search and price as filters, but not the sort', () => {
    expect(isFiltered(parseMarketplaceParams(new URLSearchParams('sort=newest')))).toBe(false);
    expect(isFiltered(parseMarketplaceParams(new URLSearchParams('price=free')))).toBe(true);
    expect(isFiltered(parseMarketplaceParams(new URLSearchParams('q=x')))).toBe(true);
    expect(isFiltered(parseMarketplaceParams(new URLSearchParams('category=Scenario+Pack')))).toBe(true);
  });
});

describe('template cards', () => {
  it('shows badge, category, rating, type, description, downloads, the derived count and the price', () => {
    const out = text(
      createElement(TemplateCardView, { template: template(), action: 'buy', onDownload: noop }),
    );
    expect(out).toContain('Premium');
    expect(out).toContain('Category: Fantasy');
    expect(out).toContain('Rating: 4.3');
    expect(out).toContain('Type: Story Structure');
    expect(out).toContain('Twelve beats from the ordinary world to the return.');
    expect(out).toContain('Downloads 10');
    expect(out).toContain('23');
    expect(out).toContain('$4.99');
    expect(out).toContain('Buy Now');
    expect(
      html(createElement(TemplateCardView, { template: template(), action: 'buy', onDownload: noop })),
    ).toContain('href="/marketplace/templates/00000000-0000-4000-8000-000000000001?buy=1"');
  });

  it('reads Free and Download for a free template', () => {
    const out = text(
      createElement(TemplateCardView, {
        template: template({ price: 0, isFree: true }),
        action: 'download',
        onDownload: noop,
      }),
    );
    expect(out).toMatch(/^Free Category/);
    expect(out).toContain('Download');
    expect(out).not.toContain('$0.00');
    expect(out).not.toContain('Premium');
  });

  it('is disabled and reads Upgrade Required with the hint when the viewer may not buy', () => {
    const markup = html(
      createElement(TemplateCardView, { template: template(), action: 'upgrade', onDownload: noop }),
    );
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*>.*Upgrade Required<\/button>/);
    expect(
      text(createElement(TemplateCardView, { template: template(), action: 'upgrade', onDownload: noop })),
    ).toContain('Upgrade Required Requires paid subscription to purchase');
  });

  it('formats prices, the badge and the derived count as the SPEC says', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(4.99)).toBe('$4.99');
    expect(formatPrice(12)).toBe('$12.00');
    expect(priceBadge(0)).toBe('Free');
    expect(priceBadge(0.99)).toBe('Premium');
    // floor(downloads x 2.3): 10 -> 23 (floating point would give 22), 7 -> 16, 0 -> 0.
    expect([0, 1, 7, 10, 100, 12345].map(derivedCount)).toEqual([0, 2, 16, 23, 230, 28393]);
  });

  it('lets only creator tiers of rank 1 or more buy paid templates; free ones are open to all', () => {
    const paid = template();
    expect(templateActionFor(paid, null)).toBe('upgrade');
    expect(templateActionFor(paid, { subscriptionTier: 'Free' })).toBe('upgrade');
    expect(templateActionFor(paid, { subscriptionTier: 'Patron of the Arts' })).toBe('upgrade');
    expect(templateActionFor(paid, { subscriptionTier: 'Chronicler' })).toBe('buy');
    expect(templateActionFor(paid, { subscriptionTier: 'Master Weaver' })).toBe('buy');
    expect(templateActionFor(template({ price: 0 }), null)).toBe('download');
    expect(templateActionFor(template({ price: 0 }), { subscriptionTier: 'Audience Member' })).toBe(
      'download',
    );
    expect(
      templateActionFor(template({ viewer: { isOwner: false, owned: true, includedInPlan: false } }), {
        subscriptionTier: 'Free',
      }),
    ).toBe('owned');
  });
});

describe('story cards', () => {
  it('links to the library and shows genre, rating to 1 decimal, placeholder, title, author and counts', () => {
    const markup = html(createElement(MarketStoryCard, { story: story(), ongoing: false }));
    expect(markup).toContain('href="/library/00000000-0000-4000-8000-000000000003"');
    expect(markup).toContain('data-testid="cover-placeholder"');
    const out = text(createElement(MarketStoryCard, { story: story(), ongoing: false }));
    expect(out).toContain('Genre: Sci-Fi');
    expect(out).toContain('Rating: 4.0');
    expect(out).toContain('The Glass Tide');
    expect(out).toContain('by tidewriter');
    expect(out).toContain('A city that floods every night.');
    expect(out).toContain('12 chapters');
    expect(out).toContain('1,200 views');
    expect(out).toContain('45,000 words');
    expect(out).not.toContain('Ongoing');
  });

  it("carries the 'Ongoing' badge on the ongoing tab and shows the cover when there is one", () => {
    expect(text(createElement(MarketStoryCard, { story: story(), ongoing: true }))).toContain('Ongoing');
    const markup = html(
      createElement(MarketStoryCard, {
        story: story({ coverImage: '/uploads/c.jpg', rating: null }),
        ongoing: true,
      }),
    );
    expect(markup).toContain('src="/uploads/c.jpg"');
    expect(markup).not.toContain('cover-placeholder');
    // No rating yet: the SPEC's default 4.5.
    expect(text(createElement(MarketStoryCard, { story: story({ rating: null }), ongoing: true }))).toContain(
      'Rating: 4.5',
    );
  });
});

describe('marketplace list states', () => {
  const results = (tab: 'templates' | 'completed' | 'ongoing', state: ResultsState, filtered = false) =>
    text(createElement(MarketplaceResults, { tab, state, filtered, onClearFilters: noop }));
  const ready = (count: number, total = count): ResultsState => ({
    status: 'ready',
    count,
    total,
    updating: false,
  });

  it('says Loading marketplace... while loading', () => {
    expect(results('templates', { status: 'loading' })).toBe('Loading marketplace...');
  });

  it('says Failed to load marketplace items with the message', () => {
    const out = results('completed', {
      status: 'error',
      message: 'Server unavailable',
      retrying: false,
      onRetry: noop,
    });
    expect(out).toContain('Failed to load marketplace items');
    expect(out).toContain('Server unavailable');
    expect(out).toContain('Try again');
  });

  it("counts 'N items found' and 'N stories found'", () => {
    expect(resultCountLabel('templates', 3)).toBe('3 items found');
    expect(resultCountLabel('ongoing', 1)).toBe('1 story found');
    expect(resultCountLabel('templates', 1)).toBe('1 item found');
    expect(resultCountLabel('completed', 4753)).toBe('4,753 stories found');
    expect(resultCountLabel('templates', 10000, true)).toBe('10,000+ items found');
    expect(results('templates', ready(2, 120))).toBe('120 items found');
    expect(results('completed', ready(5))).toBe('5 stories found');
  });

  it('invites the first upload on an unfiltered empty Templates tab', () => {
    const out = results('templates', ready(0));
    expect(out).toBe(
      '0 items found No items found Be the first to upload a template! Upload Your First Template',
    );
    const markup = html(
      createElement(MarketplaceResults, {
        tab: 'templates',
        state: ready(0),
        filtered: false,
        onClearFilters: noop,
      }),
    );
    expect(markup).toContain('href="/marketplace/upload"');
  });

  it('gives hints on filtered and story empty states', () => {
    expect(results('templates', ready(0), true)).toContain(
      'No items found Try adjusting your search or filters',
    );
    expect(results('templates', ready(0), true)).not.toContain('Be the first');
    expect(results('completed', ready(0))).toContain(
      'No stories found No completed books have been published yet.',
    );
    expect(results('ongoing', ready(0))).toContain(
      'No stories found No ongoing stories have been published yet.',
    );
    expect(results('ongoing', ready(0), true)).toContain(
      'No stories found Try adjusting your search or genre',
    );
  });
});
