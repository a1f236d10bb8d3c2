import { describe, expect, it } from 'vitest';
import { nextTabIndex, scrollLeftToShow } from './tab-strip';

/** WAI-ARIA tabs: Left and Right wrap around, Home and End go to the ends, other keys are left alone. */
describe('tab strip keys', () => {
  it('moves right and left, wrapping at both ends', () => {
    expect(nextTabIndex('ArrowRight', 0, 5)).toBe(1);
    expect(nextTabIndex('ArrowRight', 4, 5)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 2, 5)).toBe(1);
    expect(nextTabIndex('ArrowLeft', 0, 5)).toBe(4);
  });

  it('goes to the first tab on Home and the last on End', () => {
    expect(nextTabIndex('Home', 3, 5)).toBe(0);
    expect(nextTabIndex('End', 1, 5)).toBe(4);
  });

  it('leaves Tab, Enter, letters and the vertical arrows to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'ArrowUp', 'ArrowDown', 'toString', 'constructor'])
      expect(nextTabIndex(key, 1, 5)).toBeUndefined();
  });
});

/** A tab bar at 390 px (the community tabs): the active tab is scrolled into full view, the page is not moved. */
describe('tab strip scrolling', () => {
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
