import { describe, expect, it } from 'vitest';
import { DEFAULT_CURATION } from './play-curation.repository';
import { curate } from './play-curation';
import { dialogue, draftDocument } from './play-draft-document';
import type { EntryRow } from './play-entries.repository';

let seq = 0;
const entry = (kind: EntryRow['kind'], fields: Partial<EntryRow> = {}): EntryRow => ({
  id: `e${++seq}`,
  sessionId: 's',
  seq,
  kind,
  authorId: fields.characterName ? 'anna' : 'gm',
  authorName: fields.characterName ? 'anna' : 'gm',
  text: null,
  title: null,
  characterId: null,
  characterName: null,
  characterImage: null,
  image: null,
  whisperTo: null,
  roll: null,
  createdAt: new Date(),
  editedAt: null,
  guestName: null,
  ...fields,
});

/** The document as lines: '# title', '---', text, '_aside_'. */
function lines(doc: ReturnType<typeof draftDocument>) {
  return (doc.content ?? []).map((block) => {
    const b = block as { type: string; content?: { text: string; marks?: unknown[] }[] };
    if (b.type === 'horizontalRule') return '---';
    const text = (b.content ?? []).map((n) => n.text).join('');
    if (b.type === 'heading') return `# ${text}`;
    return b.content?.[0]?.marks ? `_${text}_` : text;
  });
}

describe('a draft from a curated log', () => {
  const log = [
    entry('SceneBreak', { title: 'The harbour' }),
    entry('Narration', { text: 'Fog rolls in.' }),
    entry('Narration', { text: 'A bell rings.' }),
    entry('InCharacter', { text: 'Who goes there?', characterName: 'Isolde' }),
    entry('InCharacter', { text: 'Show yourself.', characterName: 'Isolde' }),
    entry('OutOfCharacter', { text: 'brb tea', authorId: 'ben', authorName: 'ben' }),
    entry('Whisper', { text: 'You hear a second boat.' }),
    entry('Roll', { text: 'Stealth', roll: { formula: '1d20+2', total: 14, dice: [] } }),
    entry('SceneBreak', { title: 'The pier' }),
    entry('InCharacter', { text: '"We ride at dawn."', characterName: 'Isolde' }),
  ];

  it('writes narration, attributed dialogue and scenes; leaves asides, whispers and rolls out', () => {
    const doc = draftDocument(curate(log, DEFAULT_CURATION, new Map()), true);
    expect(lines(doc)).toEqual([
      '# The harbour',
      'Fog rolls in. A bell rings.',
      '“Who goes there? Show yourself,” said Isolde.',
      '---',
      '# The pier',
      '“We ride at dawn,” said Isolde.',
    ]);
  });

  it('keeps rolls as asides, uses corrections and marked scenes, and can keep posts apart', () => {
    const settings = { ...DEFAULT_CURATION, rolls: 'aside' as const, mergeSameSpeaker: false };
    const marks = new Map([
      [log[4]!.id, { hidden: false, text: 'Show yourself!', sceneTitle: null }],
      [log[2]!.id, { hidden: false, text: null, sceneTitle: 'The bell' }],
      [log[1]!.id, { hidden: true, text: null, sceneTitle: null }],
    ]);
    expect(lines(draftDocument(curate(log, settings, marks), false))).toEqual([
      '# The harbour',
      '---',
      '# The bell',
      'A bell rings.',
      '“Who goes there?” said Isolde.',
      '“Show yourself!” said Isolde.',
      '_(gm rolled Stealth, 1d20+2: 14)_',
      '---',
      '# The pier',
      '“We ride at dawn,” said Isolde.',
    ]);
  });

  it('attributes dialogue whatever its punctuation', () => {
    expect(dialogue('To the boats', 'Bram')).toBe('“To the boats,” said Bram.');
    expect(dialogue('Run!', 'Bram')).toBe('“Run!” said Bram.');
  });
});
