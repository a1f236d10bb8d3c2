import { and, eq, sql } from 'drizzle-orm';
import type { PlayCurationSettings } from '@common/schemas/play-curation';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  playCreditOffers,
  playCurationMarks,
  playCurations,
  playDrafts,
} from '../../db/schema/play-curation';

/** A mark on one entry: hidden by hand, its corrected text, a scene boundary before it. */
export type CurationMark = { hidden: boolean; text: string | null; sceneTitle: string | null };

/** What a session's curation is before the game master changes anything. */
export const DEFAULT_CURATION: PlayCurationSettings = {
  fromSeq: null,
  toSeq: null,
  hideOutOfCharacter: true,
  hideWhispers: true,
  mergeSameSpeaker: true,
  rolls: 'omit',
};

/** Every read and write of a session's curation, its drafts and its offers of credit. */
export function createPlayCurationRepository(db: Db) {
  return {
    async settings(sessionId: string): Promise<PlayCurationSettings> {
      const [row] = await db.select().from(playCurations).where(eq(playCurations.sessionId, sessionId));
      if (!row) return DEFAULT_CURATION;
      const { fromSeq, toSeq, hideOutOfCharacter, hideWhispers, mergeSameSpeaker, rolls } = row;
      return {
        fromSeq,
        toSeq,
        hideOutOfCharacter,
        hideWhispers,
        mergeSameSpeaker,
        rolls: rolls as PlayCurationSettings['rolls'],
      };
    },

    async saveSettings(sessionId: string, values: PlayCurationSettings): Promise<void> {
      await db
        .insert(playCurations)
        .values({ sessionId, ...values })
        .onConflictDoUpdate({ target: playCurations.sessionId, set: values });
    },

    async marks(sessionId: string): Promise<Map<string, CurationMark>> {
      const rows = await db
        .select({
          entryId: playCurationMarks.entryId,
          hidden: playCurationMarks.hidden,
          text: playCurationMarks.text,
          sceneTitle: playCurationMarks.sceneTitle,
        })
        .from(playCurationMarks)
        .where(eq(playCurationMarks.sessionId, sessionId));
      return new Map(rows.map(({ entryId, ...mark }) => [entryId, mark]));
    },

    async saveMark(
      sessionId: string,
      entryId: string,
      changes: { hidden?: boolean; text?: string | null; sceneTitle?: string | null },
    ): Promise<void> {
      await db
        .insert(playCurationMarks)
        .values({ sessionId, entryId, ...changes })
        .onConflictDoUpdate({ target: playCurationMarks.entryId, set: changes });
    },

    /** Chapters drafted from the session that still exist, oldest first. */
    drafts(sessionId: string): Promise<{ chapterId: string; title: string; createdAt: string }[]> {
      return queryRows(
        db,
        sql`select d.chapter_id as "chapterId", c.title, to_char(d.created_at at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
          from play_drafts d join chapters c on c.chapter_id = d.chapter_id
          where d.play_session_id = ${sessionId} order by d.created_at, c.title limit 100`,
      );
    },

    /** Links a chapter to the session it was drafted from (once; a later append keeps its key). */
    async recordDraft(sessionId: string, chapterId: string, userId: string, requestKey?: string) {
      await db
        .insert(playDrafts)
        .values({ sessionId, chapterId, createdBy: userId, requestKey: requestKey ?? null })
        .onConflictDoUpdate({
          target: [playDrafts.sessionId, playDrafts.chapterId],
          set: { requestKey: requestKey ?? null },
        });
    },

    /** The chapter an earlier request with this key drafted, if it still exists. */
    async draftByKey(sessionId: string, requestKey: string): Promise<string | undefined> {
      const [row] = await db
        .select({ chapterId: playDrafts.chapterId })
        .from(playDrafts)
        .where(and(eq(playDrafts.sessionId, sessionId), eq(playDrafts.requestKey, requestKey)));
      return row?.chapterId;
    },

    /** Who of `userIds` is neither the story's owner nor already one of its collaborators. */
    async notYetOnStory(storyId: string, userIds: string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select u.user_id as "id" from users u
          where u.user_id in (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )})
            and u.user_id <> (select s.created_by from stories s where s.story_id = ${storyId})
            and not exists (select 1 from story_collaborators c
              where c.story_id = ${storyId} and c.user_id = u.user_id)`,
      );
      return rows.map((r) => r.id);
    },

    async offerCredit(sessionId: string, storyId: string, userIds: string[], offeredBy: string) {
      if (userIds.length === 0) return;
      await db
        .insert(playCreditOffers)
        .values(userIds.map((userId) => ({ sessionId, storyId, userId, offeredBy })))
        .onConflictDoNothing();
    },

    /** The caller's open offer for the session, with the story and who made it. */
    async offerFor(sessionId: string, userId: string) {
      const [row] = await queryRows<{ storyId: string; storyTitle: string; offeredBy: string | null }>(
        db,
        sql`select o.story_id as "storyId", s.title as "storyTitle", u.username as "offeredBy"
          from play_credit_offers o join stories s on s.story_id = o.story_id
          left join users u on u.user_id = o.offered_by
          where o.play_session_id = ${sessionId} and o.user_id = ${userId}`,
      );
      return row;
    },

    /** Drops the caller's offer; false when there was none. */
    async dropOffer(sessionId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(playCreditOffers)
        .where(and(eq(playCreditOffers.sessionId, sessionId), eq(playCreditOffers.userId, userId)))
        .returning({ userId: playCreditOffers.userId });
      return rows.length > 0;
    },
  };
}
export type PlayCurationRepository = ReturnType<typeof createPlayCurationRepository>;
