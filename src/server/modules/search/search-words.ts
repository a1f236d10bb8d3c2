/**
 * The word prefilter of a story search: a tsquery for the `stories_words_idx` index (the
 * unstemmed 'simple' words of title and description) that every story containing the search
 * text also matches, so it can narrow the candidates before the exact substring check.
 *
 * Why: the trigram indexes read the posting list of every trigram in the text. In a phrase such
 * as "return of the golden lighthouse" the trigrams of "the" and "of" are in most titles, so the
 * trigram scan costs about as much as reading the whole catalogue's common trigrams, however few
 * stories hold the phrase. Whole words are far fewer than trigrams, and the frequent ones can be
 * left out: "golden & lighthouse:*" finds the candidates in a few milliseconds.
 *
 * Why every match is kept (the contract): the text matches as a substring, so it may begin or
 * end inside a word. Therefore:
 * - the first token is never used (it may be the tail of a longer word);
 * - a token between two others is bounded by whitespace in the text too, so it is a whole word
 *   there and is matched exactly;
 * - the last token begins a word in the text, so it is matched as a prefix (`:*`).
 * Only tokens of ASCII letters and digits are used, split on ASCII whitespace: PostgreSQL's
 * parser makes each such token one word, whatever the locale. The indexed text has `<` and `>`
 * replaced (see the index), so no run of words is taken for an HTML tag and skipped.
 */

/** Frequent English words: their posting lists are long, and the exact check covers them. */
const FREQUENT_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'in',
  'on',
  'at',
  'to',
  'for',
  'from',
  'by',
  'with',
  'into',
  'is',
  'are',
  'was',
  'be',
  'as',
  'it',
  'its',
  'this',
  'that',
  'not',
  'no',
  'but',
  'so',
  'if',
  'i',
  'you',
  'he',
  'she',
  'we',
  'they',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'me',
  'us',
]);

const PLAIN_WORD = /^[A-Za-z0-9]{1,100}$/;
const usable = (token: string) => PLAIN_WORD.test(token) && !FREQUENT_WORDS.has(token.toLowerCase());

/**
 * The tsquery text ('simple' configuration) for `q`, or null when `q` has no whole word worth
 * looking up: fewer than three tokens, or no usable token between the first and the last. Then
 * the trigram indexes serve the search as before.
 */
export function wordPrefilter(q: string): string | null {
  const tokens = q.split(/[ \t\n\r\f]+/).filter(Boolean);
  const whole = tokens.slice(1, -1).filter(usable);
  if (whole.length === 0) return null;
  const last = tokens.at(-1) ?? '';
  const terms = usable(last) ? [...whole, `${last}:*`] : whole;
  return [...new Set(terms.map((t) => t.toLowerCase()))].join(' & ');
}
