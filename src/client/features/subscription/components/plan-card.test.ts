import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DELIVERED, FEATURES, can, type Feature } from '@common/entitlements';
import { CREATOR_PLANS, READER_PLANS } from '@common/plans';
import { PlanCard } from './plan-card';

/**
 * The plan cards as drawn (server-rendered here, no browser) follow the entitlements table and
 * DELIVERED: a feature line reads included exactly where the tier's plan has the feature and it is
 * built, 'coming soon' where the plan has it and it is not built yet. common/entitlements.test.ts
 * checks the card data; this checks what the card shows of it.
 */
const statusOf = (markup: string, name: string): string | undefined => {
  const line = [...markup.matchAll(/<li[^>]*>(.*?)<\/li>/gs)]
    .map((m) =>
      m[1]!
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&'),
    )
    .find((text) => text.startsWith(name));
  return line?.match(/\((included|coming soon|not included)\)\s*$/)?.[1];
};

describe('plan cards render what the table says is included and built', () => {
  for (const plan of [...CREATOR_PLANS, ...READER_PLANS]) {
    it(`${plan.name}: every feature line of the table shows its state`, () => {
      const markup = renderToStaticMarkup(
        createElement(PlanCard, { plan, interval: 'monthly', action: null }),
      );
      for (const feature of plan.features) {
        if (!feature.key || !(FEATURES as readonly string[]).includes(feature.key)) continue;
        const key = feature.key as Feature;
        const has = can(plan.name, key);
        const expected = has && DELIVERED[key] ? 'included' : has ? 'coming soon' : 'not included';
        expect([plan.name, feature.name, statusOf(markup, feature.name)]).toEqual([
          plan.name,
          feature.name,
          expected,
        ]);
      }
    });
  }

  it('shows marketplace purchases, events and the community as included (issue 22)', () => {
    const card = (name: string) =>
      renderToStaticMarkup(
        createElement(PlanCard, {
          plan: [...CREATOR_PLANS, ...READER_PLANS].find((p) => p.name === name)!,
          interval: 'monthly',
          action: null,
        }),
      );
    expect(statusOf(card('Chronicler'), 'Template marketplace access')).toBe('included');
    expect(statusOf(card('Patron of the Arts'), 'Events')).toBe('included');
    expect(statusOf(card('Patron of the Arts'), 'Community')).toBe('included');
  });
});
