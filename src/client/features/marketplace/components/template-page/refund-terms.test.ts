import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { purchaseConfirmText, refundConfirmText, REFUNDABLE_HINT } from './refund-terms';
import { TemplateActions } from './template-actions';

/** The refund terms a buyer reads before buying a paid template, as the template page renders them. */
const text = (template: TemplateDetail) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MemoryRouter, null, createElement(TemplateActions, { template })),
    ),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const TERMS = 'Refunds within 30 days while you have not used or exported the template, once per template.';
const viewer = {
  isOwner: false,
  owned: false,
  canBuy: true,
  upgradeRequired: false,
  canEdit: false,
  canDelete: false,
  includedInPlan: false,
  canSetExclusive: false,
};
const paid = (over: Partial<TemplateDetail> = {}) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Hero Journey',
    type: 'Story Structure',
    price: 4.99,
    isFree: false,
    status: 'published',
    exclusive: false,
    viewer,
    ...over,
  }) as TemplateDetail;

describe('template refund terms', () => {
  it('show under Buy Now, before the buyer pays', () => {
    const page = text(paid());
    expect(page).toContain('Buy Now');
    expect(page).toContain(TERMS);
  });

  it('are not shown where there is nothing to buy (free, or already the viewer’s)', () => {
    expect(text(paid({ price: 0, isFree: true }))).not.toContain('Refunds within');
    expect(text(paid({ viewer: { ...viewer, owned: true, canBuy: false } }))).not.toContain('Refunds within');
  });

  it('are in the purchase confirmation, and the refund confirmation says the review goes and a re-buy is final', () => {
    expect(purchaseConfirmText(4.99)).toBe(
      `You pay $4.99 once. The template stays in My Templates, to use as often as you like. ${TERMS}`,
    );
    expect(refundConfirmText(4.99)).toBe(
      'You get $4.99 back. The template leaves My Templates and your review of it is removed. If you buy it again, that purchase cannot be refunded.',
    );
    expect(REFUNDABLE_HINT).toBe('Refundable until you use or export it.');
  });
});
