import { describe, expect, it } from 'vitest';
import { CREATOR_PLANS, READER_PLANS } from './plans';
import { TIERS } from './constants';
import {
  formatCents,
  formatPlanPrice,
  formatPrice,
  priceCents,
  yearlySavingCents,
  yearlySavingLabel,
  yearlySavingText,
} from './pricing';

const savings = Object.fromEntries(
  [...CREATOR_PLANS, ...READER_PLANS].map((p) => [p.name, yearlySavingLabel(p.price)]),
);

describe('plan prices', () => {
  it('shows 0 as Free and other prices as dollars with two decimals', () => {
    expect(formatPlanPrice(0)).toBe('Free');
    expect(formatPlanPrice(9.99)).toBe('$9.99');
    expect(formatPlanPrice(99.99)).toBe('$99.99');
    expect(formatPlanPrice(5)).toBe('$5.00');
  });

  it('formats cents with thousands separators and a sign', () => {
    expect(formatCents(9999)).toBe('$99.99');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(7)).toBe('$0.07');
  });
});

describe('yearly saving (SPEC: max(0, 12 x monthly - yearly))', () => {
  it('is the spec figure for every paid plan', () => {
    expect(savings).toEqual({
      Free: null,
      Chronicler: 'Save $19.89 per year',
      Worldsmith: 'Save $39.89 per year',
      'Master Weaver': 'Save $79.89 per year',
      'Audience Member': null,
      'Story Connoisseur': 'Save $9.89 per year',
      'Patron of the Arts': 'Save $19.89 per year',
    });
  });

  it('never goes below zero', () => {
    expect(yearlySavingCents({ monthly: 5, yearly: 100 })).toBe(0);
    expect(yearlySavingLabel({ monthly: 5, yearly: 100 })).toBeNull();
  });
});

describe('prices by tier (what the server charges and the cards show)', () => {
  it("reads 'Save $X per year' per tier, none on Free and Audience Member", () => {
    expect(TIERS.map((t) => yearlySavingText(t))).toEqual(TIERS.map((t) => savings[t]));
    expect(yearlySavingText('Chronicler')).toBe('Save $19.89 per year');
    expect(yearlySavingText('Audience Member')).toBeNull();
  });
  it('charges the spec prices in integer cents', () => {
    const all = Object.fromEntries(
      TIERS.map((t) => [t, [priceCents(t, 'monthly'), priceCents(t, 'yearly')]]),
    );
    expect(all).toEqual({
      Free: [0, 0],
      Chronicler: [999, 9999],
      Worldsmith: [1999, 19999],
      'Master Weaver': [3999, 39999],
      'Audience Member': [0, 0],
      'Story Connoisseur': [499, 4999],
      'Patron of the Arts': [999, 9999],
    });
    expect(formatPrice(9999)).toBe('$99.99');
    expect(formatPrice(0)).toBe('Free');
  });
});
