import { describe, expect, it } from 'vitest';
import { IMPORT_CHAPTERS_PER_PLAN, importChapterLimit } from './import-plans';
import { CREATOR_PLANS } from './plans';

/** Every creator card states the chapters one manuscript import may write, as the table does. */
describe('plan cards and the manuscript import limit', () => {
  it('shows each creator plan’s per-import chapter limit, included', () => {
    expect(
      CREATOR_PLANS.map((plan) => [
        plan.name,
        plan.features.find((f) => f.name.startsWith('Manuscript import')),
      ]),
    ).toEqual(
      CREATOR_PLANS.map((plan) => [
        plan.name,
        {
          name: `Manuscript import, up to ${IMPORT_CHAPTERS_PER_PLAN[plan.name]} chapters at a time`,
          included: true,
        },
      ]),
    );
    expect(CREATOR_PLANS.find((p) => p.name === 'Free')!.features.map((f) => f.name)).toContain(
      'Manuscript import, up to 50 chapters at a time',
    );
    expect(CREATOR_PLANS.find((p) => p.name === 'Worldsmith')!.features.map((f) => f.name)).toContain(
      'Manuscript import, up to 200 chapters at a time',
    );
    expect(importChapterLimit('Chronicler')).toBe(100);
  });
});
