/**
 * `npm run bench:collab`: the live room under load. A real server process (src/server/main.ts, as
 * `npm start` runs it) on a throwaway PostgreSQL database, and Node clients (HocuspocusProvider
 * over `ws`, one socket each like a browser tab) in rooms of three, typing at a person's pace.
 *
 *   npm run bench:collab -- [--rooms 100,500] [--interval 250] [--warmup 5] [--duration 30]
 *                           [--imported 50] [--typed 10] [--words 10000] [--profile]
 *
 * POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the bench
 * creates its own database there and drops it at the end. Reports, per room count: keystroke
 * propagation latency (one client's keystroke to each other client in the room), lost updates
 * (every room's copies converge and hold every keystroke, in the clients and in the chapter rows
 * after everyone left), the server's memory per open room (heap and RSS after a forced GC, before
 * and with the rooms open), its event-loop delay and CPU; then memory per open room holding an
 * imported chapter of `--words` words, and one typed live. Results print as markdown and go to
 * bench/out/ (not committed; `--profile` leaves the server's CPU profile in bench/out/profiles/,
 * for Chrome DevTools); bench/collab-report.md quotes them with the machine and date.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import * as Y from 'yjs';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  postgresUrlFor,
} from '../../src/server/test/postgres-admin';
import { measureArrivals, Typist, typedChapterState } from './typist';
import {
  createRooms,
  importedChapter,
  openAll,
  percentile,
  Samples,
  signIn,
  sleep,
  startServer,
} from './fixtures';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '100,500' },
    interval: { type: 'string', default: '250' },
    warmup: { type: 'string', default: '5' },
    duration: { type: 'string', default: '30' },
    imported: { type: 'string', default: '50' },
    typed: { type: 'string', default: '10' },
    words: { type: 'string', default: '10000' },
    profile: { type: 'boolean', default: false },
  },
});
const roomCounts = values.rooms
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const intervalMs = Number(values.interval);
const adminUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `inkforge_collab_bench_${crypto.randomBytes(4).toString('hex')}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

type Server = Awaited<ReturnType<typeof startServer>>;
type Person = { id: string; cookie: string };

async function typingScenario(server: Server, db: pg.Client, people: Person[], rooms: number) {
  const chapters = await createRooms(db, `typing ${rooms}`, rooms, people[0]!.id, [
    people[1]!.id,
    people[2]!.id,
  ]);
  const before = await server.memory();
  const wsUrl = `${server.url.replace('http', 'ws')}/collab`;
  const samples = new Samples();
  const roomsOf = chapters.map((chapterId) =>
    people.map((p, i) => new Typist(wsUrl, p.cookie, server.url, chapterId, 'ABC'[i]!)),
  );
  const typists = roomsOf.flat();
  const connectStart = performance.now();
  await openAll(typists);
  const connectSeconds = (performance.now() - connectStart) / 1000;
  for (const room of roomsOf) {
    for (const t of room) {
      measureArrivals(
        t,
        room.filter((o) => o !== t),
        samples,
      );
      t.startParagraph();
    }
  }
  for (const t of typists) t.type(intervalMs);
  await sleep(Number(values.warmup) * 1000);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  await server.stats();
  samples.recording = true;
  const generatorCpu = process.cpuUsage();
  const typedBefore = typists.reduce((n, t) => n + t.keystrokes, 0);
  await sleep(Number(values.duration) * 1000);
  samples.recording = false;
  const generatorUsage = process.cpuUsage(generatorCpu);
  const typedInWindow = typists.reduce((n, t) => n + t.keystrokes, 0) - typedBefore;
  const serverStats = await server.stats();
  loop.disable();
  for (const t of typists) t.stop();
  const keystrokes = typists.reduce((n, t) => n + t.intended.length, 0);

  // Convergence: every copy of a room the same, holding every typist's whole text.
  const converged = (room: Typist[]) => {
    const texts = room.map((t) => t.paragraphs().filter(Boolean).join('\n'));
    return (
      texts.every((x) => x === texts[0]) && room.every((t) => room[0]!.paragraphs().includes(t.intended))
    );
  };
  const settleDeadline = Date.now() + 60_000;
  while (Date.now() < settleDeadline && !roomsOf.every(converged)) await sleep(200);
  const lostInClients = roomsOf.filter((room) => !converged(room)).length;
  const open = await server.memory();

  const drops = typists.reduce((n, t) => n + t.drops, 0);
  for (const t of typists) t.destroy();
  // The last one leaving stores the chapter at once: every keystroke must reach the chapter row.
  const expected = new Map(chapters.map((id, i) => [id, roomsOf[i]!.map((t) => t.intended)]));
  const storedDeadline = Date.now() + 120_000;
  let lostInRows = rooms;
  while (Date.now() < storedDeadline) {
    const { rows } = await db.query<{ chapter_id: string; content_text: string }>(
      'select chapter_id, content_text from chapters where chapter_id = any($1::uuid[])',
      [chapters],
    );
    lostInRows = rows.filter(
      (r) => !expected.get(r.chapter_id)!.every((t) => r.content_text.includes(t)),
    ).length;
    if (lostInRows === 0) break;
    await sleep(1000);
  }
  await sleep(2000);
  const after = await server.memory();
  const sorted = samples.sorted();
  return {
    rooms,
    clients: typists.length,
    connectSeconds,
    keystrokesPerSecond: typedInWindow / Number(values.duration),
    // Server CPU per keystroke: taking it and its caret update in, relaying both to two others, saving.
    cpuMicrosPerKeystroke: (serverStats.cpuMs * 1000) / typedInWindow,
    keystrokes,
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    lostInClients,
    lostInRows,
    drops,
    heapPerRoom: (open.heapUsed - before.heapUsed) / rooms,
    rssPerRoom: (open.rss - before.rss) / rooms,
    externalPerRoom: (open.external + open.arrayBuffers - before.external - before.arrayBuffers) / rooms,
    heapAfterLeaving: after.heapUsed - before.heapUsed,
    server: serverStats,
    generatorLoopP99: loop.percentile(99) / 1e6,
    // The load generator's own CPU over the window (it shares the machine with the server).
    generatorCpuPercent: (generatorUsage.user + generatorUsage.system) / 10 / Number(values.duration) / 1000,
  };
}

/** Memory per open room holding `state` or an imported chapter, one writer in each room. */
async function holdingScenario(
  server: Server,
  db: pg.Client,
  owner: Person,
  count: number,
  kind: 'imported' | 'typed',
  words: number,
) {
  const imported = importedChapter(words);
  const chapters = await createRooms(
    db,
    kind,
    count,
    owner.id,
    [],
    kind === 'imported' ? imported : undefined,
  );
  const typed = kind === 'typed' ? typedChapterState(words) : undefined;
  const before = await server.memory();
  const wsUrl = `${server.url.replace('http', 'ws')}/collab`;
  const typists = chapters.map((id) => new Typist(wsUrl, owner.cookie, server.url, id, 'A'));
  if (typed) for (const t of typists) Y.applyUpdate(t.doc, typed);
  await openAll(typists, 10);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && typists.some((t) => t.provider.hasUnsyncedChanges)) await sleep(200);
  const stateBytes = Y.encodeStateAsUpdate(typists[0]!.doc).byteLength;
  const wordsHeld = typists[0]!.paragraphs().join(' ').split(/\s+/).filter(Boolean).length;
  const open = await server.memory();
  for (const t of typists) t.destroy();
  await sleep(3000);
  return {
    kind,
    rooms: count,
    wordsHeld,
    stateBytes,
    heapPerRoom: (open.heapUsed - before.heapUsed) / count,
    rssPerRoom: (open.rss - before.rss) / count,
    externalPerRoom: (open.external + open.arrayBuffers - before.external - before.arrayBuffers) / count,
  };
}

await createPostgresDatabase(adminUrl, dbName);
let server: Server | undefined;
const db = new pg.Client({ connectionString: postgresUrlFor(adminUrl, dbName) });
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
try {
  server = await startServer(postgresUrlFor(adminUrl, dbName), Boolean(values.profile));
  const child = server.child;
  // However the bench ends, its server does not outlive it.
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  await db.connect();
  const people = [
    await signIn(server.url, 'aria'),
    await signIn(server.url, 'bram'),
    await signIn(server.url, 'celeste'),
  ];
  const loadBefore = loadAverage();
  const typing = [];
  for (const rooms of roomCounts) {
    const result = await typingScenario(server, db, people, rooms);
    console.log(JSON.stringify(result));
    typing.push(result);
  }
  const holding = [];
  if (Number(values.imported) > 0) {
    holding.push(
      await holdingScenario(
        server,
        db,
        people[0]!,
        Number(values.imported),
        'imported',
        Number(values.words),
      ),
    );
    console.log(JSON.stringify(holding.at(-1)));
  }
  if (Number(values.typed) > 0) {
    holding.push(
      await holdingScenario(server, db, people[0]!, Number(values.typed), 'typed', Number(values.words)),
    );
    console.log(JSON.stringify(holding.at(-1)));
  }
  const loadAfter = loadAverage();
  // No sample: not one keystroke crossed within the window (the server fell further behind).
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'none');
  const lines = [
    `${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}, ` +
      `keystroke every ${intervalMs} ms on average per writer, ${values.warmup} s warm-up, ${values.duration} s measured`,
    `load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}`,
    '',
    '| rooms of 3 | sockets | keystrokes/s | p50 ms | p90 ms | p99 ms | max ms | rooms with lost updates (clients / rows) | dropped connections | heap per room | RSS per room | buffers per room | server CPU | server CPU per keystroke | server loop p99 ms | bench loop p99 ms | bench CPU |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...typing.map(
      (r) =>
        `| ${r.rooms} | ${r.clients} | ${r.keystrokesPerSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p90)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.lostInClients} / ${r.lostInRows} | ${r.drops} | ${kb(r.heapPerRoom)} | ${kb(r.rssPerRoom)} | ${kb(r.externalPerRoom)} | ${r.server.cpuPercent.toFixed(0)}% | ${r.cpuMicrosPerKeystroke.toFixed(0)} µs | ${ms(r.server.loopP99)} | ${ms(r.generatorLoopP99)} | ${r.generatorCpuPercent.toFixed(0)}% |`,
    ),
    '',
    '| open rooms holding | rooms | words | Yjs state | heap per room | RSS per room | buffers per room |',
    '|---|---|---|---|---|---|---|',
    ...holding.map(
      (h) =>
        `| ${h.kind} chapter | ${h.rooms} | ${h.wordsHeld} | ${kb(h.stateBytes)} | ${kb(h.heapPerRoom)} | ${kb(h.rssPerRoom)} | ${kb(h.externalPerRoom)} |`,
    ),
  ];
  console.log(lines.join('\n'));
  fs.mkdirSync('bench/out', { recursive: true });
  fs.writeFileSync(
    `bench/out/collab-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    JSON.stringify({ values, loadBefore, loadAfter, typing, holding }, null, 2),
  );
} finally {
  await db.end().catch(() => undefined);
  await server?.stop();
  await dropPostgresDatabase(adminUrl, dbName);
}
