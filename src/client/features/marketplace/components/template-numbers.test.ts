import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { BillingOverview } from '@common/schemas/billing';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { resultCountLabel } from './marketplace-options';
import { LOCAL_PAYMENT_NOTE, LocalPaymentNote } from './template-page/local-payment-note';
import { TemplateFacts } from './template-page/template-facts';

/** Numbers and counts on the template page and the result line, as the components render them. */
const text = (element: ReactElement, client = new QueryClient()) =>
  renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, element)),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const detail = (over: Partial<TemplateDetail> = {}): TemplateDetail => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Hero Journey',
  type: 'Story Structure',
  category: 'Fantasy',
  description: 'Twelve beats.',
  price: 4.99,
  isFree: false,
  rating: 4.5,
  downloads: 4753,
  derivedCount: 10931,
  coverImage: null,
  creator: { id: '00000000-0000-4000-8000-000000000002', username: 'maker', profileImage: null },
  status: 'published',
  exclusive: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  licence: 'personal',
  reviewCount: 1,
  currentVersion: 1,
  versions: [],
  preview: { kind: 'outline', outline: [] } as unknown as TemplateDetail['preview'],
  updatedAt: '2026-01-01T00:00:00.000Z',
  viewer: null,
  ...over,
});

describe('template page numbers', () => {
  it('groups thousands, names the derived count and says 1 review / 1 download', () => {
    const facts = text(createElement(TemplateFacts, { template: detail() }));
    expect(facts).toContain('4,753 downloads');
    expect(facts).toContain('10,931 creators reached');
    expect(facts).toContain('· 1 review');
    const one = text(
      createElement(TemplateFacts, { template: detail({ downloads: 1, derivedCount: 2, reviewCount: 2 }) }),
    );
    expect(one).toContain('1 download');
    expect(one).not.toContain('1 downloads');
    expect(one).toContain('2 creators reached');
  });

  it('the result line agrees with its count', () => {
    expect(resultCountLabel('templates', 1)).toBe('1 item found');
    expect(resultCountLabel('ongoing', 1)).toBe('1 story found');
    expect(resultCountLabel('completed', 4753)).toBe('4,753 stories found');
    expect(resultCountLabel('templates', 1000, true)).toBe('1,000+ items found');
  });
});

describe('the purchase dialog on the local provider', () => {
  const withProvider = (provider: BillingOverview['provider']) => {
    const client = new QueryClient();
    client.setQueryData(['billing', 'overview'], { provider } as BillingOverview);
    return text(createElement(LocalPaymentNote, { enabled: true }), client);
  };

  it('says no real money is taken on the local provider, and nothing on Stripe', () => {
    expect(withProvider('local')).toBe(LOCAL_PAYMENT_NOTE);
    expect(LOCAL_PAYMENT_NOTE).toMatch(/no real payments/);
    expect(withProvider('stripe')).toBe('');
  });
});
