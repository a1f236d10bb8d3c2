import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { scheduleBackgroundJob } from '../../background-job';
import { createNotificationsRepository } from '../notifications/notifications.repository';

export const EVENTS_JOB_INTERVAL_MS = 60_000;
/** Reminders for a start or deadline older than this are marked done without notifying. */
const STALE_MS = 24 * 60 * 60 * 1000;

/** Status changes stored per statement. */
const STATUS_BATCH = 1000;

/**
 * The events whose stored status the dates no longer give, each kind found through
 * events_status_start_idx or events_status_end_idx: an Upcoming event that started, an Active one
 * that ended or was moved later, a Completed one moved into the future (end >= start, so that
 * covers a later start too). Every other event already holds the status it would get; Cancelled
 * events and those without both dates keep theirs, as before.
 */
const staleStatuses = (now: Date) => [
  {
    where: sql`status = 'Upcoming' and start_date <= ${now} and end_date is not null`,
    order: sql`start_date`,
  },
  { where: sql`status = 'Active' and end_date <= ${now} and start_date is not null`, order: sql`end_date` },
  { where: sql`status = 'Active' and start_date > ${now} and end_date is not null`, order: sql`start_date` },
  { where: sql`status = 'Completed' and end_date > ${now} and start_date is not null`, order: sql`end_date` },
];

/**
 * One run of the events job: stores the status the dates give (Upcoming, Active, Completed; reads
 * derive it anyway), and sends 'event started' and 'deadline in 24 hours' notifications to the
 * Registered participants. Each reminder is claimed by an UPDATE ... WHERE *_notified_at IS NULL,
 * so several servers running it at once notify each participant once.
 */
export async function runEventsJob(
  db: Db,
  now: Date = new Date(),
): Promise<{ started: number; closing: number }> {
  for (const { where, order } of staleStatuses(now)) {
    // Batches in index order, so the planner walks the index rather than the table, and no
    // statement holds the embedded database for long, even on a first run.
    for (;;) {
      const moved = await queryRows<{ id: string }>(
        db,
        sql`update events set status = case when start_date > ${now} then 'Upcoming'
                                          when end_date > ${now} then 'Active' else 'Completed' end,
                              updated_at = now()
             where event_id = any(array(select event_id from events where ${where} order by ${order} limit ${STATUS_BATCH}))
            returning event_id as id`,
      );
      if (moved.length < STATUS_BATCH) break;
    }
  }
  const notifications = createNotificationsRepository(db);
  const stale = new Date(now.getTime() - STALE_MS);
  const started = await queryRows<{ id: string; fresh: boolean }>(
    db,
    sql`update events set start_notified_at = ${now}
         where start_notified_at is null and start_date <= ${now} and status <> 'Cancelled'
        returning event_id as id, start_date > ${stale} as fresh`,
  );
  const closing = await queryRows<{ id: string; fresh: boolean }>(
    db,
    sql`update events set deadline_notified_at = ${now}
         where deadline_notified_at is null and deadline <= ${new Date(now.getTime() + STALE_MS)}
           and status <> 'Cancelled'
        returning event_id as id, deadline > ${now} as fresh`,
  );
  let sent = { started: 0, closing: 0 };
  for (const [kind, rows, key] of [
    ['event_start', started, 'started'],
    ['event_deadline', closing, 'closing'],
  ] as const) {
    for (const row of rows.filter((r) => r.fresh)) {
      const people = await queryRows<{ user_id: string }>(
        db,
        sql`select user_id from event_participants where event_id = ${row.id}::uuid and status = 'Registered'`,
      );
      const n = await notifications.insertEventKind(
        kind,
        row.id,
        null,
        people.map((p) => p.user_id),
      );
      sent = { ...sent, [key]: sent[key] + n };
    }
  }
  return sent;
}

/** Runs the events job 20 s after start-up and then every minute (background-job.ts). */
export function scheduleEventsJob(db: Db, log: FastifyBaseLogger) {
  return scheduleBackgroundJob(
    {
      run: async () => {
        const sent = await runEventsJob(db);
        if (sent.started + sent.closing > 0) log.info(sent, 'sent event reminders');
      },
      firstDelayMs: 20_000,
      intervalMs: EVENTS_JOB_INTERVAL_MS,
      failure: 'could not run the events job',
    },
    log,
  );
}
