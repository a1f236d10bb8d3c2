import { describe, expect, it } from 'vitest';
import { findNames } from './name-extract';
import { fixtureLabels, fixtureLog, scoreNames } from './name-fixture.test-support';

describe('finding names in a play log', () => {
  it('finds the hand-labelled names of a 10,000-word log with recall >= 0.9 and precision >= 0.8', () => {
    const { lines, words } = fixtureLog();
    expect(words).toBeGreaterThanOrEqual(10_000);
    const score = scoreNames(findNames(lines), fixtureLabels());
    const detail = JSON.stringify(score, null, 1);
    expect(score.recall, detail).toBeGreaterThanOrEqual(0.9);
    expect(score.precision, detail).toBeGreaterThanOrEqual(0.8);
    expect(score.kindAccuracy, detail).toBeGreaterThanOrEqual(0.8);
  });
});
