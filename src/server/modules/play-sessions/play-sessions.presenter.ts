import type { PlayEntry, PlaySession } from '@common/schemas/play-sessions';
import type { EntryRow } from './play-entries.repository';
import type { SessionRow } from './play-sessions.repository';
import { entryAbilities, sessionAbilities } from './play-sessions.policy';

type Viewer = { id: string };

/** A session as the API shows it to `viewer`. */
export function toPlaySession(s: SessionRow, viewer: Viewer): PlaySession {
  return {
    id: s.id,
    storyId: s.storyId,
    storyTitle: s.storyTitle,
    title: s.title,
    status: s.status,
    scheduledAt: s.scheduledAt?.toISOString() ?? null,
    gameMaster: { id: s.gameMasterId, username: s.gameMasterName },
    players: s.players,
    entryCount: s.lastSeq,
    createdAt: s.createdAt.toISOString(),
    abilities: sessionAbilities(s, viewer),
  };
}

/** An entry as the log shows it to `viewer` (who must be allowed to see it: the caller checks). */
export function toPlayEntry(s: SessionRow, e: EntryRow, viewer: Viewer): PlayEntry {
  return {
    id: e.id,
    seq: e.seq,
    kind: e.kind,
    author: { id: e.authorId, username: e.authorName },
    text: e.text,
    title: e.title,
    character:
      e.characterName === null ? null : { id: e.characterId, name: e.characterName, image: e.characterImage },
    whisperTo: e.whisperTo,
    roll: e.roll,
    guestName: e.guestName,
    image: e.image,
    createdAt: e.createdAt.toISOString(),
    editedAt: e.editedAt?.toISOString() ?? null,
    abilities: entryAbilities(s, e, viewer),
  };
}
