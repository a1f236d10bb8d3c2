/**
 * Escaping for every user-written string the server puts into HTML or XML. One function serves
 * both: it escapes the five markup characters and drops the characters XML 1.0 forbids (C0
 * controls other than tab, newline and carriage return, lone surrogates, U+FFFE and U+FFFF), so
 * a title holding them can neither break out of its element nor make a feed unparseable.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Removes characters no XML document may hold. */
export const stripForbidden = (text: string): string => text.replace(FORBIDDEN, '');

/** Text made safe for an element's content or a quoted attribute value, in HTML and XML alike. */
export const escapeMarkup = (text: string): string =>
  stripForbidden(text).replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** The first `max` characters of `text` on a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
