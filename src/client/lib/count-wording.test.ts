import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Counts beside nouns and numbers on screen, checked in the client's source: a count written
 * straight before a noun ('{n} stories', `${n} items`) reads '1 stories' for one, so it goes through
 * `countLabel` / `pluralNoun` (src/common/plural.ts); a number is written by `formatNumber`
 * (src/common/number-format.ts), never by a formatter of a screen's own, so no screen shows '4753'
 * where another shows '4,753'.
 */

const clientRoot = fileURLToPath(new URL('..', import.meta.url));

/** The client's source files (tests left out), as [path relative to src/client, text without comments]. */
function clientSources(): [string, string][] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  return walk(clientRoot)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => [
      relative(clientRoot, f),
      readFileSync(f, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, ''),
    ]);
}

/** Nouns the app counts, in the forms a count would stand before. */
const COUNT_NOUNS = [
  'stories',
  'items',
  'downloads',
  'sales',
  'views',
  'words',
  'chapters',
  'reviews',
  'ratings',
  'members',
  'comments',
  'followers',
  'results',
  'characters',
  'worlds',
  'templates',
  'events',
  'groups',
  'days',
  'hours',
  'minutes',
  'seconds',
  'participants',
  'readers',
  'bookmarks',
  'copies',
  'points',
  'tokens',
  'collaborators',
  'entries',
  'people',
  'scenes',
  'beats',
  'acts',
  'assets',
  'replies',
  'invitations',
  'stars',
  'fields',
  'sessions',
  'versions',
  'posts',
  'threads',
  'purchases',
  'writers',
  'months',
  'years',
  'weeks',
  'traits',
  'creators',
  'books',
  'XP',
];
/**
 * An interpolation followed by a counted noun: `${x} stories` in a template literal or `{x} stories`
 * in JSX (a JSX attribute such as `{list} chapters={...}` is not text and is skipped).
 */
const BARE_COUNT = new RegExp(
  String.raw`\{([^{}\n]+)\}(?:\s|\{' '\})+(${COUNT_NOUNS.join('|')})\b(?![\w-]*\s*=)`,
  'g',
);
/** Interpolations that are words, not counts ('No Fantasy stories yet', 'No Poetry groups yet'). */
const NOT_A_COUNT = /^(genre|cat|category)( \?\? '')?$/;
/** A hand-made plural: `n === 1 ? 'member' : 'members'`. */
const HAND_PLURAL = /[!=]==\s*1\s*\?\s*'(\w+)'\s*:\s*'(\w+)'/g;

describe('counts beside nouns go through the plural helper', () => {
  const sources = clientSources();

  it('finds the client source', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('writes no count straight before a noun', () => {
    const found: string[] = [];
    for (const [file, text] of sources) {
      for (const m of text.matchAll(BARE_COUNT)) {
        const [whole, expression, noun] = m;
        if (NOT_A_COUNT.test(expression!.trim())) continue;
        // 'XP' has no plural; it only needs the shared number format.
        if (noun === 'XP' && /^formatNumber\(/.test(expression!.trim())) continue;
        found.push(`${file}: ${whole.replace(/\s+/g, ' ')}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('chooses no plural by hand', () => {
    const found = sources.flatMap(([file, text]) =>
      [...text.matchAll(HAND_PLURAL)].map((m) => `${file}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('formats numbers only with the shared formatter', () => {
    const found = sources.flatMap(([file, text]) =>
      [...text.matchAll(/new Intl\.NumberFormat\(|(?<!Date\([^)]*\))\.toLocaleString\(/g)].map(
        (m) => `${file}: ${m[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('the patterns catch what they are for', () => {
    const hits = (text: string) => [...text.matchAll(BARE_COUNT)].map((m) => m[0]);
    expect(hits('return `${count} items found`;')).toHaveLength(1);
    expect(hits('<p>{template.downloads} downloads · x</p>')).toHaveLength(1);
    expect(hits('`${formatCount(t.downloads)} downloads · ${row?.sales ?? 0} sales`')).toHaveLength(2);
    expect(hits('`Your rank: #${me.rank} with ${me.xp} XP`')).toHaveLength(1);
    expect(hits('<PresenceBar peers={peers} chapters={list} />')).toHaveLength(0);
    expect(hits('{countLabel(n, "story", "stories")} found')).toHaveLength(0);
    expect("{n === 1 ? 'member' : 'members'}".match(HAND_PLURAL)).not.toBeNull();
  });
});
