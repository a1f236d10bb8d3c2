import { describe, expect, it } from 'vitest';
import { planActionKind } from './plan-action-kind';

const paid = (
  tier: Parameters<typeof planActionKind>[1]['tier'],
  interval: 'monthly' | 'yearly' = 'monthly',
) => ({ tier, interval, free: false });

describe('the button a member sees on a plan card', () => {
  it('reads Current plan on their own plan in their own period', () => {
    expect(planActionKind({ tier: 'Chronicler', interval: 'yearly' }, paid('Chronicler', 'yearly'))).toBe(
      'current',
    );
    expect(
      planActionKind({ tier: 'Free', interval: null }, { tier: 'Free', interval: 'yearly', free: true }),
    ).toBe('current');
  });

  it('offers a switch to the other period of their own paid plan', () => {
    expect(planActionKind({ tier: 'Chronicler', interval: 'monthly' }, paid('Chronicler', 'yearly'))).toBe(
      'switch',
    );
  });

  it('ranks plans within a family and switches across families', () => {
    expect(planActionKind({ tier: 'Chronicler', interval: 'yearly' }, paid('Worldsmith'))).toBe('upgrade');
    expect(planActionKind({ tier: 'Worldsmith', interval: 'yearly' }, paid('Chronicler'))).toBe('downgrade');
    expect(
      planActionKind(
        { tier: 'Worldsmith', interval: 'yearly' },
        { tier: 'Free', interval: 'monthly', free: true },
      ),
    ).toBe('downgrade');
    expect(planActionKind({ tier: 'Audience Member', interval: null }, paid('Story Connoisseur'))).toBe(
      'upgrade',
    );
    expect(planActionKind({ tier: 'Free', interval: null }, paid('Patron of the Arts'))).toBe('switch');
    expect(planActionKind({ tier: 'Story Connoisseur', interval: 'monthly' }, paid('Chronicler'))).toBe(
      'switch',
    );
  });
});
