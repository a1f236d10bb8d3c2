import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { eventParticipants, events, playSessions } from '../../db/schema/index';
import type { PlaySessionStatus } from '@common/play';

export type GroupSessionRow = {
  id: string;
  title: string;
  status: PlaySessionStatus;
  scheduledAt: string | null;
  gameMasterId: string;
  gameMasterName: string;
  eventId: string | null;
  storyId: string;
  storyTitle: string;
  canOpen: boolean;
  worldName: string | null;
};

/** Reads and writes of a group's play sessions and their 'Play Session' events. */
export function createPlayGroupSessionsRepository(db: Db) {
  return {
    /** The caller's role in the group; null when they are not a member (or there is no group). */
    async memberRole(groupId: string, userId: string): Promise<string | null> {
      const [row] = await queryRows<{ role: string }>(
        db,
        sql`select role from group_members where group_id = ${groupId} and user_id = ${userId}`,
      );
      return row?.role ?? null;
    },

    /** The group's sessions, at most 100; `canOpen`: the viewer sits at the table or owns the story. */
    async list(groupId: string, viewerId: string): Promise<GroupSessionRow[]> {
      return queryRows<GroupSessionRow>(
        db,
        sql`select ps.play_session_id as "id", ps.title, ps.status, ps.scheduled_at as "scheduledAt",
            ps.game_master_id as "gameMasterId", gm.username as "gameMasterName", ps.event_id as "eventId",
            s.story_id as "storyId", s.title as "storyTitle", w.name as "worldName",
            (ps.game_master_id = ${viewerId} or s.created_by = ${viewerId} or exists (
              select 1 from play_session_players p
              where p.play_session_id = ps.play_session_id and p.user_id = ${viewerId})) as "canOpen"
          from play_sessions ps join stories s on s.story_id = ps.story_id
          join users gm on gm.user_id = ps.game_master_id
          left join worlds w on w.world_id = ps.world_id
          where ps.group_id = ${groupId}
          order by ps.scheduled_at desc nulls last, ps.created_at desc limit 100`,
      );
    },

    /** Stories the user owns or collaborates on, with the role (the service keeps those that may run one). */
    async storiesWithRole(userId: string) {
      return queryRows<{ id: string; title: string; worldId: string | null; role: string }>(
        db,
        sql`select s.story_id as "id", s.title, s.world_id as "worldId", 'Owner' as "role"
            from stories s where s.created_by = ${userId}
          union all
          select s.story_id, s.title, s.world_id, c.role
            from story_collaborators c join stories s on s.story_id = c.story_id where c.user_id = ${userId}
          order by 2 limit 500`,
      );
    },

    /** Whether the world may be the session's: the organiser's own, or the story's world. */
    async worldAllowed(worldId: string, userId: string, storyId: string): Promise<boolean> {
      const [row] = await queryRows<{ ok: boolean }>(
        db,
        sql`select exists (select 1 from worlds w where w.world_id = ${worldId} and (w.creator = ${userId}
          or w.world_id = (select world_id from stories where story_id = ${storyId}))) as "ok"`,
      );
      return row?.ok === true;
    },

    /**
     * The group event, the organiser registered on it (so the event reminders reach them), and
     * the session linked to both; one transaction (the caller's).
     */
    async schedule(values: {
      groupId: string;
      organiserId: string;
      storyId: string;
      worldId: string | null;
      title: string;
      description: string;
      startDate: string;
      endDate: string;
    }): Promise<string> {
      const [event] = await db
        .insert(events)
        .values({
          title: values.title,
          description: values.description,
          type: 'Play Session',
          creator: values.organiserId,
          groupId: values.groupId,
          startDate: sql`${values.startDate}::timestamptz`,
          endDate: sql`${values.endDate}::timestamptz`,
          location: 'Online',
          status: 'Upcoming',
          currentParticipants: 1,
        })
        .returning({ id: events.id });
      await db
        .insert(eventParticipants)
        .values({ eventId: event!.id, userId: values.organiserId, status: 'Registered' });
      const [session] = await db
        .insert(playSessions)
        .values({
          storyId: values.storyId,
          gameMasterId: values.organiserId,
          title: values.title,
          scheduledAt: new Date(values.startDate),
          groupId: values.groupId,
          eventId: event!.id,
          worldId: values.worldId,
        })
        .returning({ id: playSessions.id });
      return session!.id;
    },
  };
}
export type PlayGroupSessionsRepository = ReturnType<typeof createPlayGroupSessionsRepository>;
