import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlayProposalKind } from '@common/schemas/play-proposals';
import type { PlaySpeakerRole } from '@common/schemas/play-imports';
import { classify } from '../imports/import-lines';
import { parseLog } from '../imports/formats/detect';
import { nameKey, type FoundName, type LogLine } from './name-extract';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** The roles the game master confirms when importing the fixture log. */
const ROLES: Array<[string, PlaySpeakerRole]> = [
  ['Morgan', 'narrator'],
  ...['Corin', 'Tamsin', 'Halvard', 'Yara', 'Sir Aldous'].map((c): [string, PlaySpeakerRole] => [
    c,
    'character',
  ]),
  ...['Sam', 'Riley', 'Jo', 'Priya'].map((p): [string, PlaySpeakerRole] => [p, 'person']),
];

/** The hand-labelled 10,000-word log as the importer reads it, one LogLine per line. */
export function fixtureLog(): { lines: LogLine[]; words: number } {
  const text = fs.readFileSync(path.join(fixtures, 'proposal-log.txt'), 'utf8');
  const parsed = parseLog(text);
  if (parsed?.format !== 'transcript') throw new Error('the fixture log must read as a transcript');
  const roles = new Map(ROLES);
  const lines = classify(parsed.lines, roles).map((l, i): LogLine => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    seq: i + 1,
    kind: l.kind,
    text: l.kind === 'SceneBreak' ? null : l.text,
    title: l.title ?? null,
    characterName:
      l.kind === 'InCharacter' && l.speaker && roles.get(l.speaker) === 'character' ? l.speaker : null,
  }));
  return { lines, words: text.split(/\s+/).filter(Boolean).length };
}

type Label = { name: string; kind: PlayProposalKind; aliases: string[] };

export function fixtureLabels(): Label[] {
  const raw = fs.readFileSync(path.join(fixtures, 'proposal-log.labels.json'), 'utf8');
  return (JSON.parse(raw) as { names: Label[] }).names;
}

/**
 * Name recall and precision of `found` against the labels. A found name is right when its words
 * (nameKey: no titles, no 'of the') are those of a label's name or one of its aliases; a second
 * found name for a label already matched counts as wrong (a duplicate proposal is noise).
 */
export function scoreNames(found: FoundName[], labels: Label[]) {
  const keyOf = (s: string) => nameKey(s).join(' ');
  const labelOf = new Map<string, Label>();
  for (const l of labels) for (const n of [l.name, ...l.aliases]) labelOf.set(keyOf(n), l);
  const matched = new Set<Label>();
  const wrong: string[] = [];
  let kindsRight = 0;
  for (const f of found) {
    const label = labelOf.get(keyOf(f.name));
    if (!label || matched.has(label)) {
      wrong.push(f.name);
      continue;
    }
    matched.add(label);
    if (label.kind === f.kind) kindsRight += 1;
  }
  const missed = labels.filter((l) => !matched.has(l)).map((l) => l.name);
  return {
    recall: matched.size / labels.length,
    precision: found.length === 0 ? 0 : (found.length - wrong.length) / found.length,
    kindAccuracy: matched.size === 0 ? 0 : kindsRight / matched.size,
    wrong,
    missed,
    wrongKinds: found
      .filter((f) => {
        const l = labelOf.get(keyOf(f.name));
        return l && l.kind !== f.kind;
      })
      .map((f) => `${f.name}: ${f.kind} != ${labelOf.get(keyOf(f.name))!.kind}`),
  };
}
