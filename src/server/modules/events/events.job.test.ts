import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { events } from '../../db/schema/index';
import { buildEvent, buildUser } from '../../db/factories.test-support';
import { openTestDatabase } from '../../test/test-database';
import { runEventsJob } from './events.job';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-06-01T12:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

/**
 * The events job touches only the events whose status changes or whose reminder is due (the
 * indexed query of events.job.ts), and still stores every change the dates make and sends each
 * reminder once.
 */
describe('events job', () => {
  let database: Database;
  let host: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    host = (await buildUser(database.db)).id;
  });
  afterAll(() => database.close());

  const db = () => database.db;
  const stored = async (ids: string[]) => {
    const rows = await db()
      .select({ id: events.id, status: events.status, updatedAt: events.updatedAt })
      .from(events)
      .where(inArray(events.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  };
  const statusesOf = async (ids: string[]) => {
    const rows = await stored(ids);
    return ids.map((id) => rows.get(id)!.status);
  };

  it('stores each change of status as time passes, and leaves the other events untouched', async () => {
    const event = await buildEvent(db(), host, { startDate: at(HOUR), endDate: at(3 * HOUR) });
    const steady = await buildEvent(db(), host, { startDate: at(-5 * HOUR), endDate: at(-4 * HOUR) });
    const cancelled = await buildEvent(db(), host, {
      startDate: at(-5 * HOUR),
      endDate: at(-4 * HOUR),
      status: 'Cancelled',
    });
    const undated = await buildEvent(db(), host, { status: 'Active' });
    const ids = [event.id, steady.id, cancelled.id, undated.id];
    await runEventsJob(db(), NOW);
    const settled = await stored(ids);
    expect(await statusesOf(ids)).toEqual(['Upcoming', 'Completed', 'Cancelled', 'Active']);

    await runEventsJob(db(), at(2 * HOUR));
    expect(await statusesOf(ids)).toEqual(['Active', 'Completed', 'Cancelled', 'Active']);
    await runEventsJob(db(), at(4 * HOUR));
    const after = await stored(ids);
    expect(await statusesOf(ids)).toEqual(['Completed', 'Completed', 'Cancelled', 'Active']);
    // An event whose status did not change is not written.
    for (const id of [steady.id, cancelled.id, undated.id])
      expect(after.get(id)!.updatedAt).toEqual(settled.get(id)!.updatedAt);
  });

  it('moves an event back when its dates are moved later', async () => {
    const done = await buildEvent(db(), host, { startDate: at(-3 * HOUR), endDate: at(-2 * HOUR) });
    const running = await buildEvent(db(), host, { startDate: at(-HOUR), endDate: at(HOUR) });
    await runEventsJob(db(), NOW);
    expect(await statusesOf([done.id, running.id])).toEqual(['Completed', 'Active']);
    await db()
      .update(events)
      .set({ startDate: at(-HOUR), endDate: at(2 * HOUR) })
      .where(eq(events.id, done.id));
    await db()
      .update(events)
      .set({ startDate: at(HOUR), endDate: at(2 * HOUR) })
      .where(eq(events.id, running.id));
    await runEventsJob(db(), NOW);
    expect(await statusesOf([done.id, running.id])).toEqual(['Active', 'Upcoming']);
    await db()
      .update(events)
      .set({ startDate: at(5 * HOUR), endDate: at(6 * HOUR) })
      .where(eq(events.id, done.id));
    await runEventsJob(db(), NOW);
    expect(await statusesOf([done.id])).toEqual(['Upcoming']);
  });

  it('sends the start reminder once however often it runs', async () => {
    const event = await buildEvent(db(), host, { startDate: at(HOUR), endDate: at(5 * HOUR) });
    const reader = await buildUser(db());
    await db().execute(
      sql`insert into event_participants (event_id, user_id) values (${event.id}::uuid, ${reader.id}::uuid)`,
    );
    const reminders = async () =>
      (
        await queryRows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from notifications
               where recipient_id = ${reader.id}::uuid and event_id = ${event.id}::uuid and kind = 'event_start'`,
        )
      )[0]!.n;
    await runEventsJob(db(), NOW);
    expect(await reminders()).toBe(0);
    for (const minutes of [61, 62, 63]) await runEventsJob(db(), at(minutes * 60_000));
    expect(await reminders()).toBe(1);
    const [claimed] = await db()
      .select({ at: events.startNotifiedAt })
      .from(events)
      .where(eq(events.id, event.id));
    expect(claimed!.at).toEqual(at(61 * 60_000));
  });
});
