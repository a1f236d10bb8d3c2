import { sql } from 'drizzle-orm';
import { EVENT_TYPES } from '@common/constants';
import * as words from './bulk-seed-words';
import type { BulkPlan } from './bulk-seed-plan';
import { series, type BulkId, type BulkStep } from './bulk-seed-rows';

/** Participants of every bulk event (all Registered; events with a limit allow 20). */
export const BULK_EVENT_PARTICIPANTS = 10;

/**
 * Events (one per 10 stories: 100,000 at a million), each with BULK_EVENT_PARTICIPANTS
 * participants, their dates spread from 60 days ago to 60 days ahead (a quarter without a
 * deadline, half with a limit of 20), and this month's XP for every user (one xp_ledger row,
 * which the ledger trigger adds to xp_monthly), so the events tab, event pages and the monthly
 * leaderboard are measured over realistic tables.
 */
export function eventSteps(id: BulkId, plan: BulkPlan, batch: number): BulkStep[] {
  const { counts } = plan;
  const events = Math.max(1, Math.ceil(counts.stories / 10));
  const userOf = (n: ReturnType<typeof sql>) => id('u', sql`(${n}) % ${counts.users}::int`);
  return [
    {
      label: 'events',
      total: events,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into events (event_id, title, description, type, creator, start_date, end_date, deadline, location,
                            max_participants, current_participants, prize, word_goal, status, created_at, updated_at)
        select ${id('e', sql`g`)},
               ${words.pickFrom(words.TITLE_ADJECTIVES, sql`g`)} || ' ' || ${words.pickFrom(words.TITLE_NOUNS, sql`g / 20`)} || ' Night',
               ${words.pickFrom(words.DESCRIPTION_ENDINGS, sql`g / 3`)}, type, ${userOf(sql`g * 3`)},
               start, start + interval '2 days', case when g % 4 <> 0 then start + interval '2 days' end, 'Online',
               case when g % 2 = 0 then 20 end, least(${BULK_EVENT_PARTICIPANTS}::int, ${counts.users}::int),
               case when g % 3 = 0 then 'A featured slot' end,
               case when type = 'Writing Sprint' then 10000 end,
               case when start > now() then 'Upcoming' when start + interval '2 days' > now() then 'Active' else 'Completed' end,
               start - interval '30 days', start - interval '30 days'
          from (select g, ${words.pickFrom(EVENT_TYPES, sql`g`)} as type,
                       now() + (random() * 120 - 60) * interval '1 day' as start
                  from ${series(from, to)} g) s`,
    },
    {
      label: 'event participants (by event)',
      total: events,
      perStatement: Math.max(1, Math.floor(batch / BULK_EVENT_PARTICIPANTS)),
      statement: (from, to) => sql`
        insert into event_participants (event_id, user_id, status, registered_at)
        select ${id('e', sql`g`)}, ${userOf(sql`g::bigint * 7 + j * 13`)}, 'Registered', now() - random() * interval '60 days'
          from ${series(from, to)} g, generate_series(0, least(${BULK_EVENT_PARTICIPANTS}::int, ${counts.users}::int) - 1) j
        on conflict do nothing`,
    },
    {
      label: 'XP this month (by user)',
      total: counts.users,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into xp_ledger (user_id, rule, amount, ref_id, created_at)
        select ${id('u', sql`g`)}, 'BULK', 1 + floor(random() * 900)::int, 'bulk-month',
               date_trunc('month', now()) + random() * (now() - date_trunc('month', now()))
          from ${series(from, to)} g`,
    },
  ];
}
