import { describe, expect, it } from 'vitest';
import { relativeTime, relativeTimeForLists } from './relative-time';

const NOW = Date.parse('2026-03-15T12:00:00.000Z');
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;
/** The label for a moment `ms` before NOW. */
const general = (ms: number) => relativeTime(NOW - ms, NOW);
const lists = (ms: number) => relativeTimeForLists(NOW - ms, NOW);

describe('relativeTime (general variant, SPEC section 9)', () => {
  it('is Just now under 60 seconds, and for moments in the future', () => {
    expect(general(0)).toBe('Just now');
    expect(general(59 * s + 999)).toBe('Just now');
    expect(general(-5 * m)).toBe('Just now');
  });

  it('counts minutes from 60 seconds to under an hour, with a plural s', () => {
    expect(general(60 * s)).toBe('1 minute ago');
    expect(general(2 * m - 1)).toBe('1 minute ago');
    expect(general(2 * m)).toBe('2 minutes ago');
    expect(general(h - 1)).toBe('59 minutes ago');
  });

  it('counts hours from one hour to under a day', () => {
    expect(general(h)).toBe('1 hour ago');
    expect(general(2 * h)).toBe('2 hours ago');
    expect(general(d - 1)).toBe('23 hours ago');
  });

  it('counts days under 7, then weeks under 4', () => {
    expect(general(d)).toBe('1 day ago');
    expect(general(2 * d)).toBe('2 days ago');
    expect(general(7 * d - 1)).toBe('6 days ago');
    expect(general(7 * d)).toBe('1 week ago');
    expect(general(14 * d - 1)).toBe('1 week ago');
    expect(general(14 * d)).toBe('2 weeks ago');
    expect(general(28 * d - 1)).toBe('3 weeks ago');
  });

  it('counts months of 30 days under 12, the first from four weeks on', () => {
    expect(general(28 * d)).toBe('1 month ago');
    expect(general(60 * d - 1)).toBe('1 month ago');
    expect(general(60 * d)).toBe('2 months ago');
    expect(general(360 * d - 1)).toBe('11 months ago');
  });

  it('counts years of 365 days after that', () => {
    expect(general(360 * d)).toBe('1 year ago');
    expect(general(730 * d - 1)).toBe('1 year ago');
    expect(general(730 * d)).toBe('2 years ago');
  });

  it('accepts ISO strings and Dates, as the API and the screens pass them', () => {
    expect(relativeTime('2026-03-15T09:00:00.000Z', new Date(NOW))).toBe('3 hours ago');
    expect(relativeTime(new Date(NOW - 3 * d), '2026-03-15T12:00:00.000Z')).toBe('3 days ago');
  });
});

describe('relativeTimeForLists (dashboard and lists variant, SPEC section 9)', () => {
  it('is Just now for anything under an hour', () => {
    expect(lists(0)).toBe('Just now');
    expect(lists(59 * m)).toBe('Just now');
    expect(lists(h - 1)).toBe('Just now');
    expect(lists(-d)).toBe('Just now');
  });

  it('counts hours from one hour to under 24', () => {
    expect(lists(h)).toBe('1 hour ago');
    expect(lists(2 * h - 1)).toBe('1 hour ago');
    expect(lists(2 * h)).toBe('2 hours ago');
    expect(lists(24 * h - 1)).toBe('23 hours ago');
  });

  it('is 1 day ago from 24 to under 48 hours', () => {
    expect(lists(24 * h)).toBe('1 day ago');
    expect(lists(48 * h - 1)).toBe('1 day ago');
  });

  it('counts days from 48 hours to under a week, then weeks under 4', () => {
    expect(lists(48 * h)).toBe('2 days ago');
    expect(lists(7 * d - 1)).toBe('6 days ago');
    expect(lists(7 * d)).toBe('1 week ago');
    expect(lists(21 * d)).toBe('3 weeks ago');
    expect(lists(28 * d - 1)).toBe('3 weeks ago');
  });

  it('counts months of 30 days from four weeks on, with no year unit', () => {
    expect(lists(28 * d)).toBe('1 month ago');
    expect(lists(60 * d - 1)).toBe('1 month ago');
    expect(lists(60 * d)).toBe('2 months ago');
    expect(lists(400 * d)).toBe('13 months ago');
  });
});

describe('placement in a sentence', () => {
  it("reads 'just now' after other words and leaves the counted labels alone", () => {
    expect(relativeTime(NOW - 5 * s, NOW, { midSentence: true })).toBe('just now');
    expect(relativeTimeForLists(NOW - 5 * m, NOW, { midSentence: true })).toBe('just now');
    expect(`updated ${relativeTimeForLists(NOW - 5 * m, NOW, { midSentence: true })}`).toBe(
      'updated just now',
    );
    expect(relativeTime(NOW - 3 * h, NOW, { midSentence: true })).toBe('3 hours ago');
    expect(relativeTimeForLists(NOW - 5 * m, NOW)).toBe('Just now');
  });
});
