import { sql } from 'drizzle-orm';
import type { SeedContext } from './demo-seed-context';

/**
 * Makes the demo events look alive (issue 12), without drawing from the seeded random source (so
 * the steps before it are unchanged): cancelled participations are deleted as the product does
 * (SPEC section 4) and the counts follow; Writing Sprints get a 10,000-word goal and, while one
 * runs, every participant some words in writing_log; contests and challenges get an entry from
 * each participant with a published story; a past one gets two winners, who were notified.
 */
export async function seedDemoEventActivity(ctx: SeedContext): Promise<void> {
  const { tx, now } = ctx;
  await tx.execute(sql`delete from event_participants where status = 'Withdrawn'`);
  await tx.execute(sql`update events e set current_participants =
    (select count(*) from event_participants p where p.event_id = e.event_id and p.status in ('Registered', 'Attended'))`);
  await tx.execute(
    sql`update events set word_goal = 10000 where type = 'Writing Sprint' and word_goal is null`,
  );
  // Two writing sessions per sprint participant, inside the sprint and before "now".
  await tx.execute(sql`
    insert into writing_log (user_id, minute, words)
    select p.user_id, date_trunc('minute', least(e.start_date + s.after, ${now}::timestamptz - interval '1 minute')),
           300 + (abs(hashtext(p.user_id::text || s.n::text)) % 2700)
      from event_participants p
      join events e on e.event_id = p.event_id
      cross join (values (1, interval '2 hours'), (2, interval '26 hours')) as s(n, after)
     where e.type = 'Writing Sprint' and e.start_date <= ${now} and e.end_date > ${now}
    on conflict (user_id, minute) do update set words = writing_log.words + excluded.words`);
  await tx.execute(sql`
    insert into event_entries (event_id, user_id, story_id, submitted_at)
    select distinct on (p.event_id, p.user_id) p.event_id, p.user_id, s.story_id,
           least(coalesce(e.deadline, e.end_date) - interval '1 day', ${now}::timestamptz)
      from event_participants p
      join events e on e.event_id = p.event_id
      join stories s on s.created_by = p.user_id and s.publication_status = 'Published'
     where e.type in ('Writing Contest', 'Challenge')
     order by p.event_id, p.user_id, s.published_at desc, s.story_id`);
  await tx.execute(sql`
    update event_entries x set winner = true
     where x.event_entry_id in (
       select event_entry_id from (
         select x2.event_entry_id, row_number() over (partition by x2.event_id order by x2.submitted_at, x2.event_entry_id) as n
           from event_entries x2 join events e on e.event_id = x2.event_id
          where coalesce(e.deadline, e.end_date) < ${now}) ranked
        where n <= 2)`);
  await tx.execute(sql`
    insert into notifications (recipient_id, kind, actor_id, event_id, created_at)
    select x.user_id, 'event_winner', e.creator, e.event_id, coalesce(e.deadline, e.end_date) + interval '1 day'
      from event_entries x join events e on e.event_id = x.event_id
     where x.winner and x.user_id <> e.creator`);
}
