import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { playSessionPlayers, playSessions } from '../../db/schema/play';
import { characters } from '../../db/schema/characters';
import { users } from '../../db/schema/users';
import type { PlaySessionStatus } from '@common/play';

/** A session as its policy and presenter need it: the story facts and the table's people. */
export type SessionRow = {
  id: string;
  storyId: string;
  storyTitle: string;
  storyOwnerId: string;
  title: string;
  status: PlaySessionStatus;
  scheduledAt: Date | null;
  gameMasterId: string;
  gameMasterName: string;
  lastSeq: number;
  createdAt: Date;
  players: { id: string; username: string }[];
};

/** How the caller stands to a story: owner, collaborator role, or neither (undefined: no story). */
export type StoryStanding = { storyId: string; title: string; ownerId: string; role: string | null };

const sessionColumns = sql`
  ps.play_session_id as "id", ps.story_id as "storyId", s.title as "storyTitle",
  s.created_by as "storyOwnerId", ps.title, ps.status, ps.scheduled_at as "scheduledAt",
  ps.game_master_id as "gameMasterId", gm.username as "gameMasterName", ps.last_seq as "lastSeq",
  ps.created_at as "createdAt",
  coalesce((select json_agg(json_build_object('id', u.user_id, 'username', u.username) order by u.username)
    from play_session_players p join users u on u.user_id = p.user_id
    where p.play_session_id = ps.play_session_id), '[]'::json) as "players"`;

const toDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));
function toSession(row: Record<string, unknown>): SessionRow {
  return {
    ...(row as unknown as SessionRow),
    scheduledAt: toDate(row.scheduledAt),
    createdAt: toDate(row.createdAt)!,
    lastSeq: Number(row.lastSeq),
  };
}

/** Every read and write of play_sessions and play_session_players. */
export function createPlaySessionsRepository(db: Db) {
  return {
    async storyStanding(storyId: string, userId: string): Promise<StoryStanding | undefined> {
      const [row] = await queryRows<StoryStanding>(
        db,
        sql`select s.story_id as "storyId", s.title, s.created_by as "ownerId",
          (select c.role from story_collaborators c where c.story_id = s.story_id and c.user_id = ${userId}) as "role"
          from stories s where s.story_id = ${storyId}`,
      );
      return row;
    },

    async find(id: string): Promise<SessionRow | undefined> {
      const [row] = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${sessionColumns} from play_sessions ps
          join stories s on s.story_id = ps.story_id join users gm on gm.user_id = ps.game_master_id
          where ps.play_session_id = ${id}`,
      );
      return row ? toSession(row) : undefined;
    },

    /** The story's sessions `userId` sits at, or all of them for the story's owner; newest first. */
    async listForStory(storyId: string, userId: string, isOwner: boolean): Promise<SessionRow[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select ${sessionColumns} from play_sessions ps
          join stories s on s.story_id = ps.story_id join users gm on gm.user_id = ps.game_master_id
          where ps.story_id = ${storyId} and (${isOwner} or ps.game_master_id = ${userId}
            or exists (select 1 from play_session_players p
              where p.play_session_id = ps.play_session_id and p.user_id = ${userId}))
          order by ps.created_at desc limit 100`,
      );
      return rows.map(toSession);
    },

    async create(values: {
      storyId: string;
      gameMasterId: string;
      title: string;
      scheduledAt: Date | null;
    }): Promise<string> {
      const [row] = await db.insert(playSessions).values(values).returning({ id: playSessions.id });
      return row!.id;
    },

    async update(
      id: string,
      values: { title?: string; status?: PlaySessionStatus; scheduledAt?: Date | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(playSessions).set(values).where(eq(playSessions.id, id));
        // A session scheduled by a group event moves the event's start with it (its length kept).
        if (values.scheduledAt)
          await tx.execute(sql`update events e
            set start_date = ${values.scheduledAt.toISOString()}::timestamptz,
                end_date = e.end_date + (${values.scheduledAt.toISOString()}::timestamptz - e.start_date),
                start_notified_at = null, updated_at = now()
            from play_sessions ps
            where ps.play_session_id = ${id}::uuid and e.event_id = ps.event_id`);
      });
    },

    /** The group event that scheduled the session, if one did. */
    async eventOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ eventId: playSessions.eventId })
        .from(playSessions)
        .where(eq(playSessions.id, id));
      return row?.eventId ?? null;
    },

    async userByUsername(username: string): Promise<{ id: string; username: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },

    /** Adds a player; false when they were already at the table. */
    async addPlayer(sessionId: string, userId: string): Promise<boolean> {
      const added = await db
        .insert(playSessionPlayers)
        .values({ sessionId, userId })
        .onConflictDoNothing()
        .returning({ userId: playSessionPlayers.userId });
      return added.length > 0;
    },

    async removePlayer(sessionId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(playSessionPlayers)
        .where(and(eq(playSessionPlayers.sessionId, sessionId), eq(playSessionPlayers.userId, userId)))
        .returning({ userId: playSessionPlayers.userId });
      return removed.length > 0;
    },

    /**
     * The story's owner and collaborators, and the members of the group that scheduled it, who
     * are not yet at the table (the game master excluded).
     */
    async candidates(sessionId: string): Promise<{ id: string; username: string }[]> {
      return queryRows(
        db,
        sql`select u.user_id as "id", u.username from play_sessions ps
          join stories s on s.story_id = ps.story_id
          join users u on u.user_id = s.created_by
            or u.user_id in (select c.user_id from story_collaborators c where c.story_id = ps.story_id)
            or u.user_id in (select m.user_id from group_members m where m.group_id = ps.group_id)
          where ps.play_session_id = ${sessionId} and u.user_id <> ps.game_master_id
            and not exists (select 1 from play_session_players p
              where p.play_session_id = ps.play_session_id and p.user_id = u.user_id)
          order by u.username limit 100`,
      );
    },

    /** One of `ownerId`'s characters, for an in-character post. */
    async ownCharacter(
      ownerId: string,
      characterId: string,
    ): Promise<{ id: string; name: string; image: string | null } | undefined> {
      const [row] = await db
        .select({ id: characters.id, name: characters.name, image: characters.characterImage })
        .from(characters)
        .where(and(eq(characters.id, characterId), eq(characters.owner, ownerId)));
      return row;
    },
  };
}
export type PlaySessionsRepository = ReturnType<typeof createPlaySessionsRepository>;
