import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { readerReadingHours as log } from '../../db/schema/reader-reading-hours';
import { userReadingProgress } from '../../db/schema/reading';
import { stories } from '../../db/schema/stories';
import { storyTags, tags } from '../../db/schema/tags';
import { users } from '../../db/schema/users';

export type Share = { seconds: number; words: number; stories: number };
/** The most tags and authors the dashboard lists. */
export const TOP = 10;

/**
 * Reads of reader_reading_hours for one reader and one year (`from`..`to`, UTC dates). Every
 * query filters on (user_id, day between), the leading columns of the primary key, so each is an
 * index range scan over at most the year's rows of that reader; sums are cast to integer (a
 * year's seconds or words of one reader fit easily).
 */
export function createReaderAnalyticsRepository(db: Db) {
  const mine = (userId: string, from: string, to: string) =>
    sql`${log.userId} = ${userId}::uuid and ${log.day} between ${from}::date and ${to}::date`;
  const shareColumns = sql`sum(${log.seconds})::integer as seconds, sum(${log.words})::integer as words,
    count(distinct ${log.storyId})::integer as stories`;

  return {
    days(userId: string, from: string, to: string) {
      return queryRows<{ day: string; seconds: number; words: number }>(
        db,
        sql`select to_char(${log.day}, 'YYYY-MM-DD') as day, sum(${log.seconds})::integer as seconds,
              sum(${log.words})::integer as words
            from ${log} where ${mine(userId, from, to)}
            group by ${log.day} order by ${log.day}`,
      );
    },

    hours(userId: string, from: string, to: string) {
      return queryRows<{ hour: number; seconds: number }>(
        db,
        sql`select ${log.hour}::integer as hour, sum(${log.seconds})::integer as seconds
            from ${log} where ${mine(userId, from, to)} group by ${log.hour}`,
      );
    },

    genres(userId: string, from: string, to: string) {
      return queryRows<Share & { genre: string }>(
        db,
        sql`select ${stories.genre} as genre, ${shareColumns}
            from ${log} join ${stories} on ${stories.id} = ${log.storyId}
            where ${mine(userId, from, to)}
            group by ${stories.genre} order by seconds desc, words desc, genre`,
      );
    },

    tags(userId: string, from: string, to: string) {
      return queryRows<Share & { tag: string }>(
        db,
        sql`select ${tags.name} as tag, ${shareColumns}
            from ${log} join ${storyTags} on ${storyTags.storyId} = ${log.storyId}
              join ${tags} on ${tags.id} = ${storyTags.tagId}
            where ${mine(userId, from, to)}
            group by ${tags.id}, ${tags.name} order by seconds desc, words desc, tag limit ${TOP}`,
      );
    },

    /** Authors of the stories read; the reader's own stories and deleted authors are left out. */
    authors(userId: string, from: string, to: string) {
      return queryRows<Share & { username: string }>(
        db,
        sql`select ${users.username} as username, ${shareColumns}
            from ${log} join ${stories} on ${stories.id} = ${log.storyId}
              join ${users} on ${users.id} = ${stories.createdBy}
            where ${mine(userId, from, to)} and ${stories.createdBy} <> ${userId}::uuid
            group by ${users.id}, ${users.username} order by seconds desc, words desc, username limit ${TOP}`,
      );
    },

    /** Stories read in the period, and how many of them the reader's progress has at 100 %. */
    async completion(userId: string, from: string, to: string) {
      const [row] = await queryRows<{ started: number; finished: number }>(
        db,
        sql`select count(*)::integer as started,
              count(*) filter (where p.progress_percentage >= 100)::integer as finished
            from (select distinct ${log.storyId} as story_id from ${log} where ${mine(userId, from, to)}) read
            left join ${userReadingProgress} p
              on p.user_id = ${userId}::uuid and p.story_id = read.story_id`,
      );
      return row ?? { started: 0, finished: 0 };
    },

    /**
     * The reader's days with reading on or before `to`, newest first, at most `limit` of them (an
     * index scan backwards from `to`): enough to count the current streak.
     */
    recentDays(userId: string, to: string, limit: number) {
      return queryRows<{ day: string }>(
        db,
        sql`select distinct to_char(${log.day}, 'YYYY-MM-DD') as day, ${log.day}
            from ${log} where ${log.userId} = ${userId}::uuid and ${log.day} <= ${to}::date
            order by ${log.day} desc limit ${limit}`,
      );
    },
  };
}

export type ReaderAnalyticsRepository = ReturnType<typeof createReaderAnalyticsRepository>;
