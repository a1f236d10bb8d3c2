import { sql } from 'drizzle-orm';
import { STORY_GENRES } from '@common/constants';
import * as words from './bulk-seed-words';
import type { BulkPlan } from './bulk-seed-plan';
import { series, type BulkId, type BulkStep } from './bulk-seed-rows';

/**
 * Groups, memberships and board threads for the bulk data set (one group per 10 stories, one
 * membership per story, one thread per group). Group g is started by user g, its Admin; the other
 * memberships go to groups by a cubic skew (a few groups hold thousands of members, most only a
 * handful), each to a user spread over all users, so a (group, user) pair repeats only rarely and
 * is then skipped. member_count is then set from the rows. Every 10th group is Private and every
 * 20th (offset 5) Invite Only; the rest are Public.
 */
export function groupSteps(id: BulkId, plan: BulkPlan, batch: number): BulkStep[] {
  const { counts } = plan;
  const groupsN = counts.groups;
  const skewed = (m: ReturnType<typeof sql>) =>
    sql`least(${groupsN - 1}::int, floor(${groupsN}::int * power((${m}::float8 * 0.6180339887) - floor(${m}::float8 * 0.6180339887), 3))::int)`;
  return [
    {
      label: 'groups',
      total: groupsN,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into groups (group_id, name, description, creator, category, privacy_level, member_count, created_at, updated_at, last_activity)
        select ${id('g', sql`g`)},
               ${words.pickFrom(words.TITLE_ADJECTIVES, sql`g`)} || ' ' || ${words.pickFrom(words.TITLE_NOUNS, sql`g / 7`)} || ' Circle ' || g,
               ${words.pickFrom(words.DESCRIPTION_ENDINGS, sql`g / 3`)}, ${id('u', sql`g % ${counts.users}::int`)},
               ${words.pickFrom(STORY_GENRES, sql`g`)},
               case when g % 10 = 0 then 'Private' when g % 20 = 5 then 'Invite Only' else 'Public' end,
               0, t, t, t
        from (select g, now() - random() * interval '700 days' as t from ${series(from, to)} g) s`,
    },
    {
      // Rows 0..groups-1 are the creators (Admins); the rest join skewed groups as Members, every
      // 25th as a Moderator.
      label: 'group memberships',
      total: counts.groupMembers,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into group_members (group_id, user_id, role, joined_at)
        select ${id('g', sql`g`)}, ${id('u', sql`u`)}, role, now() - random() * interval '600 days'
        from (select case when n < ${groupsN}::int then n else ${skewed(sql`n`)} end as g,
                     case when n < ${groupsN}::int then n % ${counts.users}::int
                          else (n::bigint * 7919 + 13) % ${counts.users}::int end as u,
                     case when n < ${groupsN}::int then 'Admin' when n % 25 = 0 then 'Moderator' else 'Member' end as role
              from ${series(from, to)} n) m
        on conflict do nothing`,
    },
    {
      label: 'group member counts',
      total: 1,
      perStatement: 1,
      statement: () => sql`
        update groups g set member_count = c.n
        from (select group_id, count(*)::int as n from group_members group by group_id) c
        where g.group_id = c.group_id and g.member_count <> c.n`,
    },
    {
      label: 'group threads',
      total: groupsN,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into group_threads (thread_id, group_id, author_id, title, body, pinned, created_at, last_post_at)
        select ${id('g', sql`${groupsN}::int + g`)}, ${id('g', sql`g`)}, ${id('u', sql`g % ${counts.users}::int`)},
               ${words.pickFrom(words.TITLE_OPENERS, sql`g`)} || ' ' || ${words.pickFrom(words.TITLE_NOUNS, sql`g / 5`)},
               ${words.pickFrom(words.DESCRIPTION_ENDINGS, sql`g`)}, g % 7 = 0, t, t
        from (select g, now() - random() * interval '300 days' as t from ${series(from, to)} g) s`,
    },
  ];
}
