import { PLAY_FLOOD_MAX, PLAY_FLOOD_WINDOW_MS } from '@common/play';
import type { PlayEntryInput } from '@common/schemas/play-sessions';
import type { Redis } from 'ioredis';
import type { SessionUser } from '../../auth/session';
import { createWindowLimiter } from '../../auth/window-limiter';
import { cursorCodec, field, isUuid } from '../../db/cursor-codec';
import { badRequest, forbidden, notFound, RetryLaterError } from '../../errors';
import { rollDice } from './dice';
import type { PlayHub } from './play-hub';
import type { EntryWrite, PlayEntriesRepository } from './play-entries.repository';
import type { PlaySessionsService } from './play-sessions.service';
import {
  assertMayChangeEntry,
  assertMayPost,
  ENTRY_NOT_FOUND,
  isGameMaster,
  isAtTable,
} from './play-sessions.policy';
import { toPlayEntry } from './play-sessions.presenter';
import type { SessionRow } from './play-sessions.repository';

/** Older pages of a log: the sequence number of the oldest entry the last page showed. */
const logCursor = cursorCodec(field.int);

const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

type Deps = {
  sessions: PlaySessionsService;
  entries: PlayEntriesRepository;
  ownCharacter(
    ownerId: string,
    characterId: string,
  ): Promise<{ id: string; name: string; image: string | null } | undefined>;
  hub: PlayHub;
  redis?: Redis;
  /** True when `url` is a picture `userId` uploaded here (handouts show nothing from elsewhere). */
  ownImage(url: string, userId: string): boolean;
};

/** The log of a session: read it page by page, post, edit and delete entries. */
export function createPlayEntriesService({ sessions, entries, ownCharacter, hub, redis, ownImage }: Deps) {
  const flood = createWindowLimiter('play-posts', PLAY_FLOOD_MAX, PLAY_FLOOD_WINDOW_MS, redis);

  /** The stored fields of a post; rolls are thrown here, on the server. */
  async function toWrite(user: SessionUser, session: SessionRow, input: PlayEntryInput): Promise<EntryWrite> {
    switch (input.kind) {
      case 'Narration':
        if (!isGameMaster(session, user)) throw forbidden('Only the game master narrates');
        return { kind: input.kind, text: input.text };
      case 'InCharacter': {
        const character = await ownCharacter(user.id, input.characterId);
        if (!character) throw fieldError('characterId', 'Choose one of your characters');
        return {
          kind: input.kind,
          text: input.text,
          characterId: character.id,
          characterName: character.name,
          characterImage: character.image,
        };
      }
      case 'Whisper': {
        const to = [...new Set(input.to)].filter((id) => id !== user.id);
        if (to.length === 0 || to.some((id) => !isAtTable(session, { id })))
          throw fieldError('to', 'A whisper goes to people at this table');
        return { kind: input.kind, text: input.text, whisperTo: to };
      }
      case 'Roll':
        return { kind: input.kind, text: input.label || null, roll: rollDice(input.formula) };
      case 'SceneBreak':
        if (!isGameMaster(session, user)) throw forbidden('Only the game master marks scenes');
        return { kind: input.kind, title: input.title };
      case 'Handout':
        if (!isGameMaster(session, user)) throw forbidden('Only the game master hands out');
        if (!input.text && !input.image) throw fieldError('text', 'Give the handout some text or a picture');
        if (input.image && !ownImage(input.image, user.id)) throw fieldError('image', 'Invalid image URL');
        return { kind: input.kind, title: input.title, text: input.text ?? null, image: input.image ?? null };
      default:
        return { kind: 'OutOfCharacter', text: input.text };
    }
  }

  async function loadEntry(entryId: string) {
    if (!isUuid(entryId)) throw notFound(ENTRY_NOT_FOUND);
    return entries.find(entryId);
  }

  return {
    async page(user: SessionUser, sessionId: string, query: { cursor?: string; limit: number }) {
      const session = await sessions.load(user, sessionId);
      const before = logCursor.decode(query.cursor)?.[0];
      const rows = await entries.page(
        sessionId,
        user.id,
        isGameMaster(session, user),
        before,
        query.limit + 1,
      );
      const more = rows.length > query.limit;
      const shown = rows.slice(0, query.limit);
      return {
        items: shown.reverse().map((e) => toPlayEntry(session, e, user)),
        nextCursor: more ? logCursor.encode([shown[0]!.seq]) : null,
      };
    },

    async post(user: SessionUser, sessionId: string, input: PlayEntryInput) {
      const session = assertMayPost(await sessions.load(user, sessionId), user);
      const wait = await flood.hit(`${user.id}:${sessionId}`);
      if (wait > 0)
        throw new RetryLaterError(`You are posting too fast. Wait ${wait} s and try again.`, wait);
      const entry = await entries.append(sessionId, user.id, await toWrite(user, session, input));
      hub.publish({ type: 'entry', session, entry });
      return toPlayEntry(session, entry, user);
    },

    async edit(
      user: SessionUser,
      sessionId: string,
      entryId: string,
      input: { text?: string; title?: string },
    ) {
      const session = await sessions.load(user, sessionId);
      const entry = assertMayChangeEntry(session, await loadEntry(entryId), user, 'edit');
      const hasTitle = entry.kind === 'SceneBreak' || entry.kind === 'Handout';
      if (input.title !== undefined && !hasTitle)
        throw fieldError('title', 'Only scenes and handouts have a title');
      if (input.text !== undefined && entry.kind === 'SceneBreak')
        throw fieldError('text', 'A scene break has only a title');
      const updated = await entries.update(entryId, input);
      hub.publish({ type: 'entry-updated', session, entry: updated });
      return toPlayEntry(session, updated, user);
    },

    async remove(user: SessionUser, sessionId: string, entryId: string) {
      const session = await sessions.load(user, sessionId);
      const entry = assertMayChangeEntry(session, await loadEntry(entryId), user, 'delete');
      await entries.remove(entryId);
      hub.publish({ type: 'entry-deleted', session, entry });
    },
  };
}
