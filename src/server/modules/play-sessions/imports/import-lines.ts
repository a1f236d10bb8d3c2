import type { PlayEntryKind } from '@common/play';
import type { PlaySpeakerRole } from '@common/schemas/play-imports';

/**
 * A line as a log file tells it, before it becomes an entry: who spoke (null: the person who
 * exported the file, which Roll20 writes as '(To X)'), the text, and whatever the format itself
 * marks (a roll with its result, whisper recipients, an action or a description line, an
 * out-of-character channel). Every parser (formats/*.ts) produces these; `classify` decides kinds.
 */
export type RawLine = {
  speaker: string | null;
  text: string;
  roll?: { formula: string; total: number; dice: number[] };
  whisperTo?: string[];
  /** An action written in the third person ('Mira slips out...'), said in character. */
  emote?: boolean;
  /** The format marks it as description (Roll20's /desc): the game master narrating. */
  narration?: boolean;
  /** The format marks it out of character. */
  ooc?: boolean;
};

export type ClassifiedLine = {
  speaker: string | null;
  kind: PlayEntryKind;
  text: string;
  /** A scene break's title. */
  title?: string;
  roll?: RawLine['roll'];
  whisperTo?: string[];
};

/** Markers players use to step out of character: ((...)), OOC: ..., (OOC) ..., // ... */
const OOC_MARKER = /^(?:\(\(.*\)\)?|ooc\s*[:\-–]|\(ooc\)|\[ooc\]|\/\/)/i;
/** 'Scene: Title', '--- Scene 3 - Title ---', '**Scene: Title**', '## Scene: Title'. */
const SCENE = /^[\s\-=~*#_]*scene(?:\s+\d+)?\s*[:\-–—]\s*(.+?)[\s\-=~*#_]*$/i;

export const sceneTitle = (text: string): string | null => SCENE.exec(text)?.[1]?.trim() || null;
export const looksOutOfCharacter = (text: string): boolean => OOC_MARKER.test(text.trim());

/**
 * The kind of each line, from what the format marks first and the speaker's role second:
 * a roll is a Roll, a marked whisper a Whisper, an out-of-character marker wins over the role,
 * a narrator's 'Scene: X' is a scene break; then narrators narrate, characters speak in
 * character and people (players, or the game master as themself) speak out of character.
 * `roles` maps each speaker to the role the importer confirmed; the file's exporter (null) is
 * the game master and narrates.
 */
export function classify(lines: RawLine[], roles: ReadonlyMap<string, PlaySpeakerRole>): ClassifiedLine[] {
  return lines.map((line) => {
    const base = { speaker: line.speaker, text: line.text };
    if (line.roll) return { ...base, kind: 'Roll', roll: line.roll };
    if (line.whisperTo) return { ...base, kind: 'Whisper', whisperTo: line.whisperTo };
    if (line.ooc || looksOutOfCharacter(line.text)) return { ...base, kind: 'OutOfCharacter' };
    const role = line.speaker === null ? 'narrator' : (roles.get(line.speaker) ?? 'character');
    if (line.narration || role === 'narrator') {
      const title = sceneTitle(line.text);
      return title ? { ...base, kind: 'SceneBreak', title } : { ...base, kind: 'Narration' };
    }
    if (line.emote || role === 'character') return { ...base, kind: 'InCharacter' };
    return { ...base, kind: 'OutOfCharacter' };
  });
}

const GM_NAME = /\b(gm|dm|game ?master|dungeon ?master|narrator|storyteller|keeper)\b/i;

/**
 * A first guess at each speaker's role, for the preview to show and the importer to correct:
 * the table's game master narrates (or speaks as themself where the file has a 'Narrator' or
 * description lines of its own); 'Narrator' narrates; names like
 * 'Morgan (GM)' and a participant's username speak out of character, as does anyone whose lines
 * are mostly out-of-character chatter; of the rest, a speaker is a character when at least a
 * third of their lines read like one (quoted speech, actions) and a person otherwise.
 */
export function suggestRoles(
  lines: RawLine[],
  usernames: { gameMaster: string; players: string[] },
): Map<string, PlaySpeakerRole> {
  const stats = new Map<string, { lines: number; ooc: number; narration: number; inCharacter: number }>();
  for (const line of lines) {
    if (line.speaker === null) continue;
    const s = stats.get(line.speaker) ?? { lines: 0, ooc: 0, narration: 0, inCharacter: 0 };
    s.lines += 1;
    if (line.emote || /^["“'‘]/.test(line.text)) s.inCharacter += 1;
    if (line.ooc || looksOutOfCharacter(line.text)) s.ooc += 1;
    if (line.narration) s.narration += 1;
    stats.set(line.speaker, s);
  }
  const people = new Set([usernames.gameMaster, ...usernames.players].map((u) => u.toLowerCase()));
  const narrated =
    lines.some((l) => (l.narration || l.speaker === null) && !sceneTitle(l.text)) ||
    [...stats.keys()].some((k) => /^(narrator|storyteller)$/i.test(k));
  const roles = new Map<string, PlaySpeakerRole>();
  for (const [speaker, s] of stats) {
    const lower = speaker.toLowerCase();
    const mostlyOoc = s.ooc > s.lines / 2;
    if (lower === usernames.gameMaster.toLowerCase()) roles.set(speaker, narrated ? 'person' : 'narrator');
    else if (/^(narrator|storyteller|gm|dm|game ?master)$/i.test(speaker) || s.narration > s.lines / 2)
      roles.set(speaker, 'narrator');
    else if (GM_NAME.test(speaker) || people.has(lower) || mostlyOoc) roles.set(speaker, 'person');
    else roles.set(speaker, s.inCharacter >= s.lines * 0.3 ? 'character' : 'person');
  }
  return roles;
}
