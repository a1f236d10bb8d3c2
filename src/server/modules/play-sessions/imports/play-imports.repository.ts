import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { withTransaction } from '../../../db/transactional';
import { playEntries, playSessions } from '../../../db/schema/play';
import type { EntryWrite } from '../play-entries.repository';

export type ImportedEntry = EntryWrite & { authorId: string; guestName: string | null };

/** Rows per insert statement (PostgreSQL's bind-parameter limit is far above 500 x 12). */
const CHUNK = 500;

/** The one write of an import: a file's lines appended to a session's log. */
export function createPlayImportsRepository(db: Db) {
  return {
    /**
     * Appends every entry in one transaction: the session's counter moves by their number under
     * its row lock, so live posts arriving meanwhile are numbered after the import, and a failed
     * import leaves the log as it was.
     */
    async appendAll(sessionId: string, entries: ImportedEntry[]): Promise<number> {
      return withTransaction(db, async (tx) => {
        const [session] = await tx
          .update(playSessions)
          .set({ lastSeq: sql`${playSessions.lastSeq} + ${entries.length}` })
          .where(eq(playSessions.id, sessionId))
          .returning({ lastSeq: playSessions.lastSeq });
        const first = session!.lastSeq - entries.length + 1;
        for (let at = 0; at < entries.length; at += CHUNK) {
          await tx
            .insert(playEntries)
            .values(
              entries.slice(at, at + CHUNK).map((entry, i) => ({ sessionId, seq: first + at + i, ...entry })),
            );
        }
        return entries.length;
      });
    },
  };
}
export type PlayImportsRepository = ReturnType<typeof createPlayImportsRepository>;
