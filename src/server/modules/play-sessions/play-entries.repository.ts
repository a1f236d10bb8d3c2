import { eq, sql } from 'drizzle-orm';
import type { PlayEntryKind } from '@common/play';
import type { PlayRoll } from '@common/schemas/play-sessions';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { withTransaction } from '../../db/transactional';
import { playEntries, playSessions } from '../../db/schema/play';

/** An entry with the names the log shows (author, whisper recipients). */
export type EntryRow = {
  id: string;
  sessionId: string;
  seq: number;
  kind: PlayEntryKind;
  authorId: string;
  authorName: string;
  text: string | null;
  title: string | null;
  characterId: string | null;
  characterName: string | null;
  characterImage: string | null;
  whisperTo: { id: string; username: string }[] | null;
  roll: PlayRoll | null;
  guestName: string | null;
  image: string | null;
  createdAt: Date;
  editedAt: Date | null;
};

export type EntryWrite = {
  kind: PlayEntryKind;
  text?: string | null;
  title?: string | null;
  characterId?: string | null;
  characterName?: string | null;
  characterImage?: string | null;
  whisperTo?: string[] | null;
  roll?: PlayRoll | null;
  image?: string | null;
};

const entryColumns = sql`
  e.play_entry_id as "id", e.play_session_id as "sessionId", e.seq, e.kind, e.author_id as "authorId",
  a.username as "authorName", e.text, e.title, e.character_id as "characterId",
  e.character_name as "characterName", e.character_image as "characterImage", e.roll,
  e.guest_name as "guestName", e.image,
  e.created_at as "createdAt", e.edited_at as "editedAt",
  case when e.whisper_to is null then null else
    (select coalesce(json_agg(json_build_object('id', u.user_id, 'username', u.username) order by u.username), '[]'::json)
      from users u where u.user_id = any(e.whisper_to)) end as "whisperTo"`;

function toEntry(row: Record<string, unknown>): EntryRow {
  return {
    ...(row as unknown as EntryRow),
    seq: Number(row.seq),
    createdAt: new Date(row.createdAt as string),
    editedAt: row.editedAt ? new Date(row.editedAt as string) : null,
  };
}

/**
 * What a viewer may see of a log: every entry except whispers, which only their poster, their
 * recipients and the game master (`seesAllWhispers`) receive.
 */
const visibleTo = (viewerId: string, seesAllWhispers: boolean) =>
  sql`(e.kind <> 'Whisper' or ${seesAllWhispers} or e.author_id = ${viewerId} or ${viewerId} = any(e.whisper_to))`;

/** Every read and write of play_entries. */
export function createPlayEntriesRepository(db: Db) {
  async function find(id: string): Promise<EntryRow | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${entryColumns} from play_entries e join users a on a.user_id = e.author_id
        where e.play_entry_id = ${id}`,
    );
    return row ? toEntry(row) : undefined;
  }

  return {
    find,

    /**
     * Appends an entry: takes the next number of the session's log under its row lock, so the
     * log's order is the order the server accepted posts, and stores the entry before anyone
     * is told of it.
     */
    async append(sessionId: string, authorId: string, write: EntryWrite): Promise<EntryRow> {
      const id = await withTransaction(db, async (tx) => {
        const [session] = await tx
          .update(playSessions)
          .set({ lastSeq: sql`${playSessions.lastSeq} + 1` })
          .where(eq(playSessions.id, sessionId))
          .returning({ seq: playSessions.lastSeq });
        const [row] = await tx
          .insert(playEntries)
          .values({ sessionId, authorId, seq: session!.seq, ...write })
          .returning({ id: playEntries.id });
        return row!.id;
      });
      return (await find(id))!;
    },

    async update(id: string, values: { text?: string; title?: string }): Promise<EntryRow> {
      await db
        .update(playEntries)
        .set({ ...values, editedAt: new Date() })
        .where(eq(playEntries.id, id));
      return (await find(id))!;
    },

    async remove(id: string): Promise<void> {
      await db.delete(playEntries).where(eq(playEntries.id, id));
    },

    /** The first `limit` entries of the log the viewer may see, in log order (curation, export). */
    async log(sessionId: string, viewerId: string, seesAllWhispers: boolean, limit: number) {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${entryColumns} from play_entries e join users a on a.user_id = e.author_id
          where e.play_session_id = ${sessionId} and ${visibleTo(viewerId, seesAllWhispers)}
          order by e.seq limit ${limit}`,
      );
      return rows.map(toEntry);
    },

    /** Up to `limit` entries the viewer may see before `beforeSeq` (or the newest), newest first. */
    async page(
      sessionId: string,
      viewerId: string,
      seesAllWhispers: boolean,
      beforeSeq: number | undefined,
      limit: number,
    ): Promise<EntryRow[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${entryColumns} from play_entries e join users a on a.user_id = e.author_id
          where e.play_session_id = ${sessionId}
            ${beforeSeq === undefined ? sql`` : sql`and e.seq < ${beforeSeq}`}
            and ${visibleTo(viewerId, seesAllWhispers)}
          order by e.seq desc limit ${limit}`,
      );
      return rows.map(toEntry);
    },
  };
}
export type PlayEntriesRepository = ReturnType<typeof createPlayEntriesRepository>;
