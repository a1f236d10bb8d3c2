import { describe, expect, it } from 'vitest';
import { checkFilters, filtersOf, toggled } from './filter-values';

describe('advanced filter values', () => {
  it('turns typed tag names into slugs and drops empty values', () => {
    expect(
      checkFilters({ tags: 'Found Family, Dragons', excludeTags: ' ', minWords: '50000', hideRead: 'false' }),
    ).toEqual({
      ok: true,
      values: { tags: 'found-family,dragons', minWords: '50000' },
    });
  });

  it('answers the schema message of each field in error', () => {
    expect(checkFilters({ minWords: '9000', maxWords: '10' })).toEqual({
      ok: false,
      errors: { maxWords: 'Maximum words must be at least the minimum' },
    });
    expect(checkFilters({ ratings: 'PG', tags: 'a,b,c,d,e,f' })).toEqual({
      ok: false,
      errors: { ratings: 'Unknown content rating', tags: 'Include tags: at most 5' },
    });
  });

  it('reads only the advanced filters from the address, and switches list items', () => {
    expect(filtersOf(new URLSearchParams('category=Fantasy&tags=a,b&progress=complete'))).toEqual({
      tags: 'a,b',
      progress: 'complete',
    });
    expect(toggled('Teen,Mature', 'Teen', false)).toBe('Mature');
    expect(toggled('Teen', 'Explicit', true)).toBe('Teen,Explicit');
  });
});
