import { describe, expect, it } from 'vitest';
import { wordPrefilter } from './search-words';

describe('wordPrefilter', () => {
  it('looks up the whole words between the first and last token, and the last as a prefix', () => {
    expect(wordPrefilter('return of the golden lighthouse')).toBe('golden & lighthouse:*');
    expect(wordPrefilter('Beyond the Iron Crown')).toBe('iron & crown:*');
    expect(wordPrefilter('eturn  of\tthe golden lightho')).toBe('golden & lightho:*');
  });

  it('never uses the first token, which may be the tail of a longer word', () => {
    expect(wordPrefilter('golden lighthouse')).toBeNull();
    expect(wordPrefilter('harbour')).toBeNull();
  });

  it('leaves out frequent words and tokens that are not plain ASCII letters and digits', () => {
    expect(wordPrefilter('tales of the golden')).toBeNull();
    expect(wordPrefilter('x café golden-age 2nd wave')).toBe('2nd & wave:*');
    expect(wordPrefilter('the golden lighthouse,')).toBe('golden');
    // A no-break space is not a word boundary for every locale's parser, so it joins its words.
    expect(wordPrefilter('one two\u00a0three four')).toBeNull();
  });

  it('gives each word once', () => {
    expect(wordPrefilter('x golden golden golden')).toBe('golden & golden:*');
  });
});
