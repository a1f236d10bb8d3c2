import { describe, expect, it } from 'vitest';
import { closableMonths, TIP_ALLOCATION_FIRST_MONTH } from './tip-allocation';

describe('closableMonths', () => {
  it('answers the 12 months before the month of the run, oldest first, across a year end', () => {
    const months = closableMonths(new Date(Date.UTC(2028, 1, 1, 0, 5)));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2027-02');
    expect(months.at(-1)).toBe('2028-01');
  });

  it('never answers a month before the allocation existed', () => {
    expect(TIP_ALLOCATION_FIRST_MONTH).toBe('2026-10');
    expect(closableMonths(new Date(Date.UTC(2026, 11, 15)))).toEqual(['2026-10', '2026-11']);
    expect(closableMonths(new Date(Date.UTC(2026, 9, 15)))).toEqual([]);
  });
});
