import { describe, expect, it } from 'vitest';
import { TIERS } from './constants';
import { formatPrice, priceCents, yearlySavingCents, yearlySavingText } from './pricing';

describe('plan prices and the yearly saving (SPEC sections 2 and 9)', () => {
  it("shows 'Save $X per year' with X = max(0, 12 x monthly - yearly) to 2 decimals", () => {
    expect(yearlySavingText('Chronicler')).toBe('Save $19.89 per year');
    expect(yearlySavingText('Worldsmith')).toBe('Save $39.89 per year');
    expect(yearlySavingText('Master Weaver')).toBe('Save $79.89 per year');
    expect(yearlySavingText('Story Connoisseur')).toBe('Save $9.89 per year');
    expect(yearlySavingText('Patron of the Arts')).toBe('Save $19.89 per year');
  });
  it('shows no saving on Free and Audience Member', () => {
    expect(yearlySavingText('Free')).toBeNull();
    expect(yearlySavingText('Audience Member')).toBeNull();
    expect(yearlySavingCents('Free')).toBeNull();
  });
  it('charges the spec prices in integer cents', () => {
    const all = Object.fromEntries(TIERS.map((t) => [t, [priceCents(t, 'monthly'), priceCents(t, 'yearly')]]));
    expect(all).toEqual({
      Free: [0, 0],
      Chronicler: [999, 9999],
      Worldsmith: [1999, 19999],
      'Master Weaver': [3999, 39999],
      'Audience Member': [0, 0],
      'Story Connoisseur': [499, 4999],
      'Patron of the Arts': [999, 9999],
    });
  });
  it('formats prices with 2 decimals and 0 as Free', () => {
    expect(formatPrice(9999)).toBe('$99.99');
    expect(formatPrice(0)).toBe('Free');
  });
});
