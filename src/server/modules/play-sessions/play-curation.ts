import type { PlayCurationReason, PlayCurationSettings } from '@common/schemas/play-curation';
import type { EntryRow } from './play-entries.repository';
import type { CurationMark } from './play-curation.repository';

/** One entry of the log as the curation view holds it. */
export type CuratedItem = {
  entry: EntryRow;
  leftOutBecause: PlayCurationReason | null;
  hidden: boolean;
  fixedText: string | null;
  sceneTitle: string | null;
};

const NO_MARK: CurationMark = { hidden: false, text: null, sceneTitle: null };

/** Why `entry` stays out of the draft under `settings` and its mark (null: it goes in). */
export function leftOutBecause(
  entry: Pick<EntryRow, 'seq' | 'kind'>,
  settings: PlayCurationSettings,
  mark: CurationMark,
): PlayCurationReason | null {
  if (settings.fromSeq !== null && entry.seq < settings.fromSeq) return 'range';
  if (settings.toSeq !== null && entry.seq > settings.toSeq) return 'range';
  if (mark.hidden) return 'hand';
  if (entry.kind === 'OutOfCharacter' && settings.hideOutOfCharacter) return 'outOfCharacter';
  if (entry.kind === 'Whisper' && settings.hideWhispers) return 'whisper';
  if (entry.kind === 'Roll' && settings.rolls === 'omit') return 'roll';
  return null;
}

/**
 * The curation view of a log: every entry with whether the draft takes it, its corrected text
 * and the scene boundary marked before it. The entries themselves are never changed.
 */
export function curate(
  entries: EntryRow[],
  settings: PlayCurationSettings,
  marks: Map<string, CurationMark>,
): CuratedItem[] {
  return entries.map((entry) => {
    const mark = marks.get(entry.id) ?? NO_MARK;
    return {
      entry,
      leftOutBecause: leftOutBecause(entry, settings, mark),
      hidden: mark.hidden,
      fixedText: mark.text,
      sceneTitle: mark.sceneTitle,
    };
  });
}

/** Players who posted in character in what the draft takes, with the characters they played. */
export function creditCandidates(items: CuratedItem[], gameMasterId: string) {
  const byUser = new Map<string, { user: { id: string; username: string }; characters: string[] }>();
  for (const { entry, leftOutBecause: out } of items) {
    if (out !== null || entry.kind !== 'InCharacter' || entry.authorId === gameMasterId) continue;
    const found = byUser.get(entry.authorId) ?? {
      user: { id: entry.authorId, username: entry.authorName },
      characters: [],
    };
    if (entry.characterName && !found.characters.includes(entry.characterName))
      found.characters.push(entry.characterName);
    byUser.set(entry.authorId, found);
  }
  return [...byUser.values()];
}
