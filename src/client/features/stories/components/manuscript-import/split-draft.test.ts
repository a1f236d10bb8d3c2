import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '@common/schemas/manuscript-import';
import {
  chapterFacts,
  draftFromPreview,
  draftProblem,
  mergeWithNext,
  planOf,
  splitApart,
  updateChapter,
} from './split-draft';

const preview: ImportPreview = {
  format: 'docx',
  splitLevel: 1,
  headingLevels: [{ level: 1, count: 3 }],
  sections: ['One', 'Two', 'Three'].map((title, index) => ({
    index,
    title,
    wordCount: 10 * (index + 1),
    imageCount: index === 1 ? 1 : 0,
    excerpt: index === 0 ? '' : `${title} begins.`,
  })),
};

describe('the writer’s split', () => {
  it('starts with one included chapter per section', () => {
    expect(draftFromPreview(preview).map((c) => [c.title, c.sections, c.included])).toEqual([
      ['One', [0], true],
      ['Two', [1], true],
      ['Three', [2], true],
    ]);
  });

  it('merges a chapter with the next and splits it apart again under the headings’ titles', () => {
    const renamed = updateChapter(draftFromPreview(preview), 0, { title: 'Opening' });
    const merged = mergeWithNext(renamed, 0);
    expect(merged.map((c) => [c.title, c.sections])).toEqual([
      ['Opening', [0, 1]],
      ['Three', [2]],
    ]);
    expect(chapterFacts(merged[0]!, preview.sections)).toEqual({
      wordCount: 30,
      imageCount: 1,
      excerpt: 'Two begins.',
    });
    expect(mergeWithNext(merged, 1)).toBe(merged);
    expect(splitApart(merged, 0, preview.sections).map((c) => [c.title, c.sections])).toEqual([
      ['Opening', [0]],
      ['Two', [1]],
      ['Three', [2]],
    ]);
  });

  it('sends only the included chapters, in order, with the split level and story title', () => {
    const draft = updateChapter(mergeWithNext(draftFromPreview(preview), 1), 0, { included: false });
    expect(planOf(draft, { splitLevel: 1, storyTitle: ' Book ', genre: 'Fantasy' })).toEqual({
      splitLevel: 1,
      storyTitle: 'Book',
      genre: 'Fantasy',
      chapters: [{ title: 'Two', sections: [1, 2] }],
    });
    expect(planOf(draft, { splitLevel: null })).not.toHaveProperty('splitLevel');
  });

  it('says what is wrong before sending: nothing chosen, too many for the plan, a title missing', () => {
    const draft = draftFromPreview(preview);
    expect(draftProblem(draft, 10)).toBeUndefined();
    expect(
      draftProblem(
        draft.map((c) => ({ ...c, included: false })),
        10,
      ),
    ).toBe('Choose at least one chapter to import.');
    expect(draftProblem(draft, 2)).toMatch(/at most 2 chapters/);
    expect(draftProblem(updateChapter(draft, 1, { title: '  ' }), 10)).toBe('Chapter 2 needs a title.');
  });
});
