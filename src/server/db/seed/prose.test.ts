import { describe, expect, it } from 'vitest';
import { STORY_GENRES } from '@common/constants';
import { fillIn, PROSE_BY_GENRE, storyParagraphs } from './demo-prose';
import { createRandom } from './prng';
import { chapterDocument } from './prose';

describe('demo prose helpers', () => {
  it('fills the cast in, capitalising a name that opens a sentence or a quotation', () => {
    const cast = { hero: 'Nora', ally: 'a night-shift nurse', place: 'the coast road' };
    expect(fillIn('{ally} laughed. {place} was empty, said {ally}. “{ally}!”', cast)).toBe(
      'A night-shift nurse laughed. The coast road was empty, said a night-shift nurse. “A night-shift nurse!”',
    );
  });

  it('gives each story distinct paragraphs, its genre arc in order, for up to five chapters', () => {
    for (const genre of STORY_GENRES) {
      const arc = PROSE_BY_GENRE[genre].paragraphs;
      const paragraphs = storyParagraphs(createRandom(7), arc, 15);
      expect(new Set(paragraphs).size).toBe(15);
      expect(paragraphs[0]).toBe(arc[0]);
      expect(paragraphs.filter((p) => arc.includes(p))).toEqual([...arc]);
    }
  });

  it('writes a chapter as a Tiptap document, one paragraph node per paragraph', () => {
    expect(chapterDocument(['One two three.', 'Four  five'])).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'One two three.' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Four  five' }] },
      ],
    });
  });

  it('draws the same sequence from the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 5 }, () => a.int(1, 1000))).toEqual(
      Array.from({ length: 5 }, () => b.int(1, 1000)),
    );
  });
});
