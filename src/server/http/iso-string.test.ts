import { describe, expect, it } from 'vitest';
import { isoString } from './iso-string';

const YEAR_10000 = Date.UTC(10000, 0, 1);

describe('isoString', () => {
  it('writes what toISOString writes, at the edges of days, months, leap years and its range', () => {
    const edges = [
      0,
      1,
      999,
      Date.UTC(1970, 0, 1, 23, 59, 59, 999),
      Date.UTC(2000, 1, 29, 12),
      Date.UTC(2000, 2, 1) - 1,
      Date.UTC(2100, 1, 28, 23, 59, 59, 999),
      Date.UTC(2100, 2, 1),
      Date.UTC(2024, 11, 31, 23, 59, 59, 999),
      Date.UTC(2026, 10, 29, 17, 20, 43, 123),
      YEAR_10000 - 1,
    ];
    for (const ms of edges) expect(isoString(new Date(ms)), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('writes what toISOString writes for 200,000 times spread over its range', () => {
    // A fixed sequence (a linear congruential generator), so a failure shows the same date again.
    let seed = 12_345;
    for (let i = 0; i < 200_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const ms = Math.floor((seed / 2_147_483_648) * YEAR_10000);
      const date = new Date(ms);
      if (isoString(date) !== date.toISOString())
        expect(isoString(date), String(ms)).toBe(date.toISOString());
    }
  });

  it('leaves dates outside its range to toISOString, invalid ones included', () => {
    for (const ms of [-1, Date.UTC(1969, 6, 20, 20, 17), Date.UTC(-300, 0, 1), YEAR_10000, 8.64e15])
      expect(isoString(new Date(ms))).toBe(new Date(ms).toISOString());
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
  });
});
