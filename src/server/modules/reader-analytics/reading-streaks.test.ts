import { describe, expect, it } from 'vitest';
import { wordsAdvanced } from '../reading/progress-math';
import { currentStreak, longestStreak } from './reading-streaks';

describe('reading streaks (UTC days)', () => {
  it('finds the longest run across gaps, month and year ends, in any order with repeats', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2025-03-01'])).toBe(1);
    expect(longestStreak(['2025-01-03', '2025-01-01', '2025-01-02', '2025-01-02', '2025-01-05'])).toBe(3);
    expect(longestStreak(['2024-12-30', '2024-12-31', '2025-01-01', '2025-02-28', '2025-03-01'])).toBe(3);
    expect(longestStreak(['2024-02-28', '2024-02-29', '2024-03-01'])).toBe(3);
  });

  it('counts the current run back from today, or from yesterday until today is read', () => {
    const days = ['2025-06-01', '2025-06-02', '2025-06-04', '2025-06-05'];
    expect(currentStreak(days, '2025-06-05')).toBe(2);
    expect(currentStreak(days, '2025-06-06')).toBe(2);
    expect(currentStreak(days, '2025-06-07')).toBe(0);
    expect(currentStreak([], '2025-06-07')).toBe(0);
  });
});

describe('words advanced by a progress report', () => {
  const story = [1000, 2000];
  it('counts forward movement through the published words, capped at 20 words a second', () => {
    expect(wordsAdvanced(story, { index: 0, position: 0 }, { index: 0, position: 0.5 }, 60)).toBe(500);
    expect(wordsAdvanced(story, { index: 0, position: 0.5 }, { index: 1, position: 0.5 }, 600)).toBe(1500);
    expect(wordsAdvanced(story, { index: 0, position: 0 }, { index: 1, position: 1 }, 10)).toBe(200);
  });
  it('counts nothing for moving back, no time, or a chapter outside the story', () => {
    expect(wordsAdvanced(story, { index: 1, position: 0.5 }, { index: 0, position: 0.1 }, 60)).toBe(0);
    expect(wordsAdvanced(story, { index: 0, position: 0 }, { index: 0, position: 1 }, 0)).toBe(0);
    expect(wordsAdvanced(story, { index: 5, position: 0 }, { index: 0, position: 1 }, 100)).toBe(1000);
  });
});
