/**
 * `npx tsx bench/play-proposals-job.ts [--runs 5]`: how long the play-log name finder
 * (play-proposals.job.ts) takes over the hand-labelled 10,000-word fixture log, and how much it
 * holds up requests meanwhile. Opens an embedded PGlite in memory (or DATABASE_URL's PostgreSQL,
 * for a database made for it), stores the fixture as an ended session's log, then times `--runs`
 * whole runs of the job (claim, read the log, find names in chunks with progress writes, store
 * the proposals, finish), each with the longest event-loop stall and query wait (job-stall.ts),
 * and the name finding alone in memory. Prints markdown; the target is at most 2 s a run.
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query-rows';
import { buildStory, buildUser } from '../src/server/db/factories.test-support';
import { playEntries, playSessions } from '../src/server/db/schema/play';
import { findNames } from '../src/server/modules/play-sessions/proposals/name-extract';
import { fixtureLog } from '../src/server/modules/play-sessions/proposals/name-fixture.test-support';
import { runProposalJobs } from '../src/server/modules/play-sessions/proposals/play-proposals.job';
import { createPlayProposalsRepository } from '../src/server/modules/play-sessions/proposals/play-proposals.repository';
import { measureStall, ms, type Stall } from './job-stall';

const { values: args } = parseArgs({ options: { runs: { type: 'string' } } });
const RUNS = Number(args.runs ?? 5);

const database = process.env.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
  : await openDatabase({ kind: 'pglite' });
const { db } = database;
const gm = await buildUser(db);
const story = await buildStory(db, gm.id);
const [session] = await db
  .insert(playSessions)
  .values({ storyId: story.id, gameMasterId: gm.id, title: 'Bench table', status: 'Ended' })
  .returning();
const { lines, words } = fixtureLog();
for (let at = 0; at < lines.length; at += 500)
  await db.insert(playEntries).values(
    lines.slice(at, at + 500).map((l) => ({
      sessionId: session!.id,
      seq: l.seq,
      authorId: gm.id,
      kind: l.kind,
      text: l.text,
      title: l.title,
      characterName: l.characterName,
    })),
  );
await db.update(playSessions).set({ lastSeq: lines.length }).where(eq(playSessions.id, session!.id));
const repo = createPlayProposalsRepository(db);

const memory: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  findNames(lines);
  memory.push(performance.now() - start);
}
const runs: Stall[] = [];
for (let i = 0; i < RUNS; i += 1) {
  await repo.queue(session!.id);
  runs.push(await measureStall(db, () => runProposalJobs(repo)));
}
const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from play_proposals`)) as [
  { n: number },
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const took = runs.map((r) => r.tookMs);
console.log(`Log: ${words} words, ${lines.length} lines; ${n} proposals stored.\n`);
console.log(
  '| driver | runs | job run median ms | job run max ms | finding alone (memory) median ms | longest loop stall ms | longest CPU step ms | longest query wait ms |',
);
console.log(
  '| ------ | ---- | ----------------- | -------------- | -------------------------------- | --------------------- | ------------------- | --------------------- |',
);
console.log(
  `| ${database.driver} | ${RUNS} | ${ms(median(took))} | ${ms(Math.max(...took))} | ${ms(median(memory))} | ${ms(Math.max(...runs.map((r) => r.loopMaxMs)))} | ${ms(Math.max(...runs.map((r) => r.stepCpuMaxMs)))} | ${ms(Math.max(...runs.map((r) => r.queryWaitMaxMs)))} |`,
);
await database.close();
