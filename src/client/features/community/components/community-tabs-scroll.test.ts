import { describe, expect, it } from 'vitest';
import { scrollLeftToShow } from './community-tabs';

/** The community tab bar at 390 px: the active tab is scrolled into full view, the page is not moved. */
describe('community tab bar scrolling', () => {
  const bar = { scrollLeft: 0, clientWidth: 390 };

  it('scrolls right to show a tab past the right edge (Events at 390 px)', () => {
    // Events starts at 520 px and is 70 px wide: its right edge plus the margin is at 606.
    expect(scrollLeftToShow(bar, { offsetLeft: 520, offsetWidth: 70 })).toBe(606 - 390);
  });

  it('scrolls back left to show a tab before the left edge', () => {
    expect(scrollLeftToShow({ ...bar, scrollLeft: 300 }, { offsetLeft: 16, offsetWidth: 130 })).toBe(0);
    expect(scrollLeftToShow({ ...bar, scrollLeft: 300 }, { offsetLeft: 200, offsetWidth: 90 })).toBe(184);
  });

  it('leaves the bar where it is when the tab is already in view', () => {
    expect(scrollLeftToShow({ ...bar, scrollLeft: 40 }, { offsetLeft: 100, offsetWidth: 100 })).toBe(40);
  });
});
