import { distance } from 'fastest-levenshtein';
import type { PlayProposalKind, PlayProposalTarget } from '@common/schemas/play-proposals';
import { nameKey } from './name-extract';

/** Something a proposal may be: a character, or a named line of the world ('- Greyhold Keep: ...'). */
export type MatchTarget = PlayProposalTarget & { kind: PlayProposalKind };

/** Two words are the same name allowing a slip of the keyboard: one edit in five letters or more. */
const sameWord = (a: string, b: string) =>
  a === b ||
  (Math.min(a.length, b.length) >= 5 && distance(a, b) <= (Math.min(a.length, b.length) >= 9 ? 2 : 1));

/**
 * How well a found name fits an existing one, 0 (not at all) to 1 (the same words). Titles and
 * 'of the' are ignored; every word of the shorter name must be a word of the longer one (allowing
 * a typo), so 'Isolde' fits 'Lady Isolde Maren' and 'Isolda Maren' fits too, but 'Isolde Crane'
 * does not. The score is the share of the longer name's words covered.
 */
export function nameFit(found: string, existing: string): number {
  const a = nameKey(found);
  const b = nameKey(existing);
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const used = new Set<number>();
  for (const w of short) {
    const at = long.findIndex((x, i) => !used.has(i) && sameWord(w, x));
    if (at < 0) return 0;
    used.add(at);
  }
  return short.length / long.length;
}

/**
 * The existing character or world entry a proposal most likely is: people match characters,
 * places, factions and items match the world's entries of any kind (a place may have been written
 * down under another heading). Ties go to the closer fit; nothing below one word of three.
 */
export function bestMatch(
  name: string,
  kind: PlayProposalKind,
  targets: MatchTarget[],
): PlayProposalTarget | null {
  let best: PlayProposalTarget | null = null;
  let bestFit = 0.33;
  for (const t of targets) {
    if ((kind === 'Person') !== (t.type === 'character')) continue;
    const fit = nameFit(name, t.name);
    if (fit > bestFit) {
      best = { type: t.type, id: t.id, name: t.name };
      bestFit = fit;
    }
  }
  return best;
}

/** Where each kind goes in a world: places under Geography, factions under Cultures, items under History. */
export const WORLD_SECTION_OF: Record<
  Exclude<PlayProposalKind, 'Person'>,
  'geography' | 'cultures' | 'history'
> = {
  Place: 'geography',
  Faction: 'cultures',
  Item: 'history',
};

/**
 * The named entries of a world's sections: list lines '- Name: text' or '- Name' (what importing
 * a world template and accepting a proposal write). Longer lines are prose, not entries.
 */
export function worldEntries(
  worldId: string,
  sections: Partial<Record<'geography' | 'cultures' | 'history' | 'rulesSystem', string | null>>,
): MatchTarget[] {
  const out: MatchTarget[] = [];
  const kinds = { geography: 'Place', cultures: 'Faction', history: 'Item', rulesSystem: 'Item' } as const;
  for (const [section, text] of Object.entries(sections) as Array<[keyof typeof kinds, string | null]>) {
    for (const line of (text ?? '').split('\n')) {
      const m = /^\s*[-*•]\s+([^:\n]{1,120}?)\s*(?::|$)/.exec(line);
      if (m) out.push({ type: 'world', id: worldId, name: m[1]!, kind: kinds[section] });
    }
  }
  return out;
}
