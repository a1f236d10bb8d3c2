/**
 * `npx tsx bench/events-job.ts [--events 100000] [--runs 5]`: how long one run of the events job
 * (events.job.ts) takes over a large events table, and the longest the event loop was held
 * meanwhile. Opens an embedded PGlite in memory (or DATABASE_URL's PostgreSQL, for a database
 * made for it), seeds `--events` events laid out as the bulk seeder lays them out (start dates
 * from 60 days ago to 60 days ahead, two days long, a quarter without a deadline), lets one
 * run settle the statuses and reminders, then times `--runs` runs a minute apart, as the
 * scheduler makes them, each with the longest event-loop stall and the longest a request's query
 * waited meanwhile (job-stall.ts). Prints markdown.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { buildUser } from '../src/server/db/factories.test-support';
import type * as JobModule from '../src/server/modules/events/events.job';
import { measureStall, ms, type Stall } from './job-stall';

const { values: args } = parseArgs({ options: { events: { type: 'string' }, runs: { type: 'string' } } });
const EVENTS = Number(args.events ?? 100_000);
const RUNS = Number(args.runs ?? 5);
const BATCH = 20_000;

// EVENTS_JOB names another version of events.job.ts (a copy of an earlier one, for a before/after).
const { runEventsJob } = (await import(
  process.env.EVENTS_JOB ?? '../src/server/modules/events/events.job'
)) as typeof JobModule;
const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite' });
const { db } = database;
const creator = await buildUser(db);
for (let from = 0; from < EVENTS; from += BATCH) {
  const to = Math.min(EVENTS, from + BATCH) - 1;
  await db.execute(sql`
    insert into events (title, type, creator, start_date, end_date, deadline, status)
    select 'Bench event ' || g, 'Writing Sprint', ${creator.id}::uuid, start, start + interval '2 days',
           case when g % 4 <> 0 then start + interval '2 days' end, 'Upcoming'
      from (select g, now() + (random() * 120 - 60) * interval '1 day' as start
              from generate_series(${from}::int, ${to}::int) g) s`);
}
await db.execute(sql`analyze events`);

const settleStart = performance.now();
await runEventsJob(db, new Date());
const settle = performance.now() - settleStart;

const runs: Stall[] = [];
for (let i = 1; i <= RUNS; i += 1)
  runs.push(await measureStall(db, () => runEventsJob(db, new Date(Date.now() + i * 60_000))));
const sorted = runs.map((r) => r.tookMs).sort((a, b) => a - b);
const longest = (pick: (r: Stall) => number) => ms(Math.max(...runs.map(pick)));
console.log(
  `| events | driver | first run (settles) ms | run median ms | run max ms | longest loop stall ms | longest CPU step ms | longest query wait ms |`,
);
console.log(
  `| ------ | ------ | ---------------------- | ------------- | ---------- | --------------------- | ------------------- | --------------------- |`,
);
console.log(
  `| ${EVENTS} | ${database.driver} | ${ms(settle)} | ${ms(sorted[Math.floor(sorted.length / 2)]!)} | ${ms(sorted.at(-1)!)} | ${longest((r) => r.loopMaxMs)} | ${longest((r) => r.stepCpuMaxMs)} | ${longest((r) => r.queryWaitMaxMs)} |`,
);
await database.close();
