import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countWords } from './chapter-text';

/** The definition, as it was written first: tokens between whitespace holding a letter or digit. */
const byDefinition = (text: string) =>
  text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

describe('countWords', () => {
  it('counts as the definition does, for any text (any script, spaces, lone surrogates)', () => {
    const pieces = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028', '—', '-', '…'),
      fc.constantFrom('a', 'Z', '7', 'é', 'ß', 'Ж', '字', '٣', '𝐀', '😀', '\ud800', '\udc00', 'x\u0301'),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(countWords(text)).toBe(byDefinition(text));
      }),
      { numRuns: 1000 },
    );
    expect(countWords('  The lighthouse keeper — counted 12 ships.  ')).toBe(6);
  });

  it('counts a chapter at the live room’s size limit (8 MiB) without holding the server', () => {
    const text = 'a '.repeat(4 * 1024 * 1024);
    const start = performance.now();
    expect(countWords(text)).toBe(4 * 1024 * 1024);
    // About 50 ms; the split-and-test version took over a second (a string per word).
    expect(performance.now() - start).toBeLessThan(400);
  });
});
