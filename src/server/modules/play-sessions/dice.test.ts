import { describe, expect, it } from 'vitest';
import { ROLL_UNREADABLE, rollDice } from './dice';

/**
 * Upper 0.999 quantiles of the chi-square distribution by degrees of freedom (sides - 1): a fair
 * die fails one size by chance about once in a thousand runs.
 */
const CHI2_999: Record<number, number> = {
  3: 16.27,
  5: 20.52,
  7: 24.32,
  9: 27.88,
  11: 31.26,
  19: 43.82,
  99: 148.23,
};
const ROLLS = 100_000;

describe('dice on the server', () => {
  it('reads Roll20 notation and shows each die and the total', () => {
    const keep = rollDice('/roll 2d20kh1+5');
    expect(keep.formula).toBe('2d20kh1+5');
    expect(keep.dice).toHaveLength(2);
    expect(keep.dice.filter((d) => d.dropped)).toHaveLength(1);
    const kept = keep.dice.find((d) => !d.dropped)!;
    expect(kept.value).toBe(Math.max(...keep.dice.map((d) => d.value)));
    expect(keep.total).toBe(kept.value + 5);

    const drop = rollDice('4d6dl1');
    expect(drop.dice).toHaveLength(4);
    const sum = drop.dice.filter((d) => !d.dropped).reduce((s, d) => s + d.value, 0);
    expect(drop.total).toBe(sum);

    const fate = rollDice('4dF');
    expect(fate.dice.every((d) => d.sides === 'F' && [-1, 0, 1].includes(d.value))).toBe(true);
    expect(fate.total).toBe(fate.dice.reduce((s, d) => s + d.value, 0));

    const explode = rollDice('1d10!');
    expect(explode.total).toBeGreaterThanOrEqual(1);
    expect(rollDice('[[1d20+3]]').dice).toHaveLength(1);
  });

  it.each(['hello', '1d6+abc', '1000000d6', '', 'd', '2d6+'])('refuses %j with a clear 400', (formula) => {
    expect(() => rollDice(formula)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('says how to write a roll', () => {
    expect(() => rollDice('fireball')).toThrow(ROLL_UNREADABLE);
  });

  it('refuses a roll of more than 200 dice', () => {
    expect(() => rollDice('300d6')).toThrow('A roll may throw at most 200 dice.');
  });

  it.each([4, 6, 8, 10, 12, 20, 100])(
    'rolls a fair d%i (chi-square over 100,000 rolls)',
    (sides) => {
      const counts = new Array<number>(sides).fill(0);
      for (let thrown = 0; thrown < ROLLS; thrown += 200) {
        for (const die of rollDice(`200d${sides}`).dice) counts[die.value - 1]! += 1;
      }
      expect(counts.reduce((s, n) => s + n, 0)).toBe(ROLLS);
      const expected = ROLLS / sides;
      const chi2 = counts.reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
      expect(chi2).toBeLessThan(CHI2_999[sides - 1]!);
    },
    60_000,
  );
});
