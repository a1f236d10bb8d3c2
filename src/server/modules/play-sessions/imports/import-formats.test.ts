import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PlaySpeakerRole } from '@common/schemas/play-imports';
import { classify, suggestRoles } from './import-lines';
import { parseLog } from './formats/detect';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');

/** The roles the game master confirms in the preview for each file's speakers. */
const characters = ['Aldric', 'Mira', 'Tobin'].map((c): [string, PlaySpeakerRole] => [c, 'character']);
const people = ['Sam', 'Riley', 'Jo'].map((p): [string, PlaySpeakerRole] => [p, 'person']);
const ROLES: Record<string, [string, PlaySpeakerRole][]> = {
  'foundry-log.txt': [['Narrator', 'narrator'], ['Morgan', 'person'], ...characters, ...people],
  'roll20-archive.html': [['Morgan (GM)', 'person'], ...characters, ...people],
  'discord-export.json': [['Narrator', 'narrator'], ['Morgan', 'person'], ...characters, ...people],
  'transcript.txt': [['Morgan', 'narrator'], ...characters, ...people],
};

describe('importing logs played elsewhere: each fixture is classified as labelled', () => {
  it.each([
    ['foundry-log.txt', 'foundry'],
    ['roll20-archive.html', 'roll20'],
    ['discord-export.json', 'discord'],
    ['transcript.txt', 'transcript'],
  ])('%s is read as %s with at least 98 percent of lines of the right kind', (file, format) => {
    const labels: string[] = JSON.parse(read(`${file}.labels.json`));
    const parsed = parseLog(read(file));
    expect(parsed?.format).toBe(format);
    const lines = classify(parsed!.lines, new Map(ROLES[file]));
    expect(lines).toHaveLength(labels.length);
    expect(labels.length).toBeGreaterThanOrEqual(300);
    const wrong = lines.flatMap((l, i) =>
      l.kind === labels[i] ? [] : [`${i}: ${l.kind} != ${labels[i]} (${l.text.slice(0, 40)})`],
    );
    expect(1 - wrong.length / labels.length, wrong.join('\n')).toBeGreaterThanOrEqual(0.98);
  });

  it("guesses the speakers' roles the way the game master would confirm them", () => {
    for (const [file, roles] of Object.entries(ROLES)) {
      const parsed = parseLog(read(file))!;
      // The players' usernames on Inkforge need not be the names in the file.
      const guessed = suggestRoles(parsed.lines, { gameMaster: 'Morgan', players: [] });
      expect([file, Object.fromEntries(guessed)]).toEqual([file, Object.fromEntries(roles)]);
    }
  });

  it('keeps rolls with their formula, dice and total, and whispers with their recipients', () => {
    const roll20 = parseLog(read('roll20-archive.html'))!.lines;
    expect(roll20.find((l) => l.roll && l.text === 'Persuasion')).toMatchObject({
      speaker: 'Tobin',
      roll: { formula: '1d20+4', total: 13, dice: [9] },
    });
    expect(roll20.find((l) => l.whisperTo)).toMatchObject({ speaker: null, whisperTo: ['Riley'] });
    const transcript = parseLog(read('transcript.txt'))!.lines;
    expect(transcript.find((l) => l.roll?.formula === '2d6+4')).toMatchObject({
      roll: { total: 11, dice: [4, 3] },
    });
    expect(transcript.find((l) => l.whisperTo?.[0] === 'Morgan')).toMatchObject({ speaker: 'Jo' });
  });

  it('refuses what is none of the formats', () => {
    expect(parseLog('just some notes\nabout nothing in particular\n\nmore notes')).toBeNull();
    expect(parseLog('{"name": "package", "version": "1.0.0"}')).toBeNull();
    expect(parseLog('<html><body><p>Hello</p></body></html>')).toBeNull();
  });
});
