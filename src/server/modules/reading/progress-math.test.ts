import { describe, expect, it } from 'vitest';
import { creditReadingTime, storyProgressPercentage } from './progress-math';

describe('storyProgressPercentage', () => {
  it.each([
    { words: [100, 300], index: 0, position: 0, expected: 0 },
    { words: [100, 300], index: 0, position: 0.5, expected: 12.5 },
    { words: [100, 300], index: 0, position: 1, expected: 25 },
    { words: [100, 300], index: 1, position: 0, expected: 25 },
    { words: [100, 300], index: 1, position: 0.5, expected: 62.5 },
    { words: [100, 300], index: 1, position: 0.999, expected: 99.93 },
    { words: [100, 300], index: 1, position: 1, expected: 100 },
    { words: [1, 1, 1], index: 1, position: 0.5, expected: 50 },
    { words: [0, 0], index: 1, position: 0.5, expected: 75 },
    { words: [0, 0], index: 1, position: 1, expected: 100 },
    { words: [50], index: 0, position: 1.7, expected: 100 },
    { words: [50], index: 0, position: -1, expected: 0 },
    { words: [], index: 0, position: 0.5, expected: 0 },
    { words: [10, 20], index: 5, position: 0.5, expected: 0 },
  ])('$words at chapter $index, position $position: $expected %', ({ words, index, position, expected }) => {
    expect(storyProgressPercentage(words, index, position)).toBe(expected);
  });
});

describe('creditReadingTime', () => {
  it('carries seconds under a minute so short reports add up', () => {
    let carry = 0;
    let minutes = 0;
    for (let i = 0; i < 8; i++) {
      const credit = creditReadingTime(carry, 15);
      carry = credit.carry;
      minutes += credit.minutes;
    }
    expect({ minutes, carry }).toEqual({ minutes: 2, carry: 0 });
  });

  it.each([
    { carry: 0, seconds: 0, expected: { minutes: 0, carry: 0 } },
    { carry: 59, seconds: 1, expected: { minutes: 1, carry: 0 } },
    { carry: 45, seconds: 300, expected: { minutes: 5, carry: 45 } },
    { carry: 10, seconds: 14.6, expected: { minutes: 0, carry: 25 } },
    { carry: 0, seconds: -5, expected: { minutes: 0, carry: 0 } },
  ])('$carry carried + $seconds s', ({ carry, seconds, expected }) => {
    expect(creditReadingTime(carry, seconds)).toEqual(expected);
  });
});
