const integer = new Intl.NumberFormat('en-US');

/** "1 chapter", "12,408 words": a count with its unit, plural when not exactly one. */
export function countLabel(count: number, unit: string, plural = `${unit}s`): string {
  return `${integer.format(count)} ${count === 1 ? unit : plural}`;
}

/** A calendar date in the reader's locale, e.g. "14 Mar 2026"; for exact dates beside relative ones. */
export function formatDate(value: string): string {
  return new Date(value).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}
