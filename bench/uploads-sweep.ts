/**
 * `npx tsx bench/uploads-sweep.ts [--stories 300000] [--files 3000]`: the longest the event loop
 * is held while the orphaned-upload sweep (uploads-sweep.job.ts) runs, as the background job
 * runs it inside a serving app. Opens an embedded PGlite in memory, seeds users and `--stories`
 * stories of which a third have a cover image URL, and writes `--files` uploads to a local-disk
 * store in a temporary folder (two thirds used by a row, one third orphaned, all past the grace
 * period). Reports the run's time, the files deleted, the longest event-loop stall and the
 * longest a request's query waited meanwhile (job-stall.ts). Prints markdown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { buildUser } from '../src/server/db/factories.test-support';
import { LocalDiskStorage } from '../src/server/storage/local-disk-storage';
import type * as RepositoryModule from '../src/server/modules/uploads/uploads.repository';
import type * as SweepModule from '../src/server/modules/uploads/uploads-sweep.job';
import { measureStall, ms } from './job-stall';

const { values: args } = parseArgs({ options: { stories: { type: 'string' }, files: { type: 'string' } } });
const STORIES = Number(args.stories ?? 300_000);
const FILES = Number(args.files ?? 3_000);
const BATCH = 20_000;
const WEEK = 7 * 24 * 60 * 60 * 1000;

// UPLOADS_REPOSITORY and UPLOADS_SWEEP name other versions of the two modules (copies of earlier ones, for a before/after).
const { createUploadsRepository } = (await import(
  process.env.UPLOADS_REPOSITORY ?? '../src/server/modules/uploads/uploads.repository'
)) as typeof RepositoryModule;
const { sweepOrphanedUploads } = (await import(
  process.env.UPLOADS_SWEEP ?? '../src/server/modules/uploads/uploads-sweep.job'
)) as typeof SweepModule;
const database = await openDatabase({ kind: 'pglite' });
const { db } = database;
const owner = await buildUser(db);
const uploadedAt = Date.now() - WEEK;
const keyOf = (n: number) =>
  `story-images/${owner.id}/${uploadedAt + n}-${n.toString(16).padStart(16, '0')}.jpg`;
// Stories 0..FILES*2/3 point at the first two thirds of the files; the rest of the covered
// stories point at files that are not in the store (the sweep only lists the store).
for (let from = 0; from < STORIES; from += BATCH) {
  const to = Math.min(STORIES, from + BATCH) - 1;
  await db.execute(sql`
    insert into stories (title, created_by, cover_image)
    select 'Bench story ' || g, ${owner.id}::uuid,
           case when g % 3 = 0 then '/uploads/story-images/' || ${owner.id} || '/' ||
                (${uploadedAt}::bigint + g / 3) || '-' || lpad(to_hex(g / 3), 16, '0') || '.jpg' end
      from generate_series(${from}::int, ${to}::int) g`);
}
await db.execute(sql`analyze`);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-sweep-bench-'));
const storage = new LocalDiskStorage(root);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
const used = Math.floor((FILES * 2) / 3);
// The used files are the covers of stories 0, 3, 6, ...; the orphans have numbers past every cover.
for (let n = 0; n < FILES; n += 1) {
  const number = n < used ? n : Math.ceil(STORIES / 3) + n;
  await storage.put(keyOf(number), jpeg, 'image/jpeg');
}

let deleted = 0;
const stall = await measureStall(db, async () => {
  deleted = await sweepOrphanedUploads({ storage, repo: createUploadsRepository(db) });
});
console.log(
  `| stories | files | deleted | run ms | longest loop stall ms | longest CPU step ms | longest query wait ms |`,
);
console.log(
  `| ------- | ----- | ------- | ------ | --------------------- | ------------------- | --------------------- |`,
);
console.log(
  `| ${STORIES} | ${FILES} | ${deleted} | ${ms(stall.tookMs)} | ${ms(stall.loopMaxMs)} | ${ms(stall.stepCpuMaxMs)} | ${ms(stall.queryWaitMaxMs)} |`,
);
fs.rmSync(root, { recursive: true, force: true });
await database.close();
