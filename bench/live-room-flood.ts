/**
 * `npx tsx bench/live-room-flood.ts`: one socket floods the live room, and the bench measures what
 * everyone else feels. A real server process (src/server/main.ts, as `npm start` runs it) on a
 * throwaway PostgreSQL database (or `--store pglite`: a fresh data folder).
 *
 *   npx tsx bench/live-room-flood.ts [--frames 5000] [--store postgres|pglite] [--root DIR] [--grow]
 *                                    [--skipFloods] [--profile]
 *
 * Phases, each with `/api/health` asked in a row (p50/p99 of its answer time) and another room's
 * edit round-trip (one writer types a character, the time until the other writer has it):
 * 1. quiet: nobody floods;
 * 2. flood: a signed-in Free creator on their own story sends `--frames` one-character Yjs updates,
 *    each from a new Yjs client id, as fast as one socket takes them;
 * 3. one client id: the same volume from one Yjs client id;
 * 4. `--grow`: one writer grows a chapter to the size limit in 32 KB paragraphs (the server's RSS
 *    at its peak and after the room closed and a forced GC).
 * Server CPU comes from /proc (it counts even while the server answers nothing). `--root` runs the
 * server from another checkout (the "before" numbers). bench/live-room-flood-report.md quotes it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as Y from 'yjs';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  postgresUrlFor,
} from '../src/server/test/postgres-admin';
import { ORIGIN } from '../src/server/auth/auth.test-support';
import { liveClient, until } from '../src/server/collab/collab-client.test-support';
import { oneCharUpdates, openFlooder } from '../src/server/collab/collab-flood.test-support';
import { procStats, signIn, startServer, storyWithChapter } from './flood-server';

const { values } = parseArgs({
  options: {
    frames: { type: 'string', default: '5000' },
    store: { type: 'string', default: 'postgres' },
    root: { type: 'string', default: process.cwd() },
    grow: { type: 'boolean', default: false },
    skipFloods: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    settle: { type: 'string', default: '300' },
  },
});
const frames = Number(values.frames);
const root = path.resolve(values.root);
const adminUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/** Health answers and another room's round-trips, asked one after another until stopped. */
function probes(base: string, writer: ReturnType<typeof liveClient>, reader: ReturnType<typeof liveClient>) {
  const health: number[] = [];
  const room: number[] = [];
  let running = true;
  const healthLoop = (async () => {
    while (running) {
      const start = performance.now();
      await fetch(`${base}/api/health`)
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      health.push(performance.now() - start);
      await sleep(20);
    }
  })();
  let typed = 0;
  const roomLoop = (async () => {
    while (running) {
      const marker = `m${++typed}`;
      const start = performance.now();
      writer.write(`edit ${marker}`);
      await until('the edit arrives', () => reader.text() === `edit ${marker}`, 600_000);
      room.push(performance.now() - start);
      await sleep(50);
    }
  })();
  return async () => {
    running = false;
    await Promise.all([healthLoop, roomLoop]);
    const h = health.sort((a, b) => a - b);
    const r = room.sort((a, b) => a - b);
    return {
      healthAnswers: h.length,
      healthP50: pct(h, 50),
      healthP99: pct(h, 99),
      healthMax: h.at(-1) ?? NaN,
      roomEdits: r.length,
      roomP50: pct(r, 50),
      roomP99: pct(r, 99),
      roomMax: r.at(-1) ?? NaN,
    };
  };
}

type Server = Awaited<ReturnType<typeof startServer>>;
type Row = Record<string, number | string>;
type Probe = () => () => Promise<Row>;
const WINDOW_S = 5;

async function floodPhase(
  server: Server,
  cookie: string,
  chapterId: string,
  label: string,
  oneClient: boolean,
  probe: Probe,
) {
  // The updates are made before anything is measured: making them holds this process's loop.
  const flooder = await openFlooder(server.url, cookie, ORIGIN, chapterId);
  const updates = oneCharUpdates(flooder.doc, frames, { oneClient });
  let closed: { code: number; reason: string } | undefined;
  void flooder.closed.then((c) => (closed = c));
  const before = procStats(server.pid);
  const stop = probe();
  const start = performance.now();
  flooder.send(updates);
  // Done when the server acknowledged every frame or closed the socket, and answers again.
  const deadline = Date.now() + Number(values.settle) * 1000;
  while (Date.now() < deadline && !closed && flooder.acks() < updates.length) await sleep(50);
  await fetch(`${server.url}/api/health`);
  const seconds = (performance.now() - start) / 1000;
  const cpu = procStats(server.pid).cpu - before.cpu;
  // The window is at least WINDOW_S long, so a flood refused at once still has its p99 measured.
  await sleep(Math.max(0, WINDOW_S * 1000 - (performance.now() - start)));
  const felt = await stop();
  flooder.close();
  const closeMessage = flooder.closeMessages[0];
  return {
    ...felt,
    phase: label,
    frames: updates.length,
    acknowledged: flooder.acks(),
    closedWith: closed
      ? `${closed.code}${closed.reason ? ` ${closed.reason}` : ''}`
      : closeMessage
        ? `document closed: ${closeMessage}`
        : 'open',
    seconds: Number(seconds.toFixed(2)),
    cpuSeconds: Number(cpu.toFixed(2)),
    cpuSecondsPer10kFrames: Number(((cpu / updates.length) * 10_000).toFixed(2)),
  };
}

/** One writer grows a chapter in 32 KB paragraphs (paced under 1 MB/s) until the room refuses more. */
async function growPhase(server: Server, cookie: string, chapterId: string, probe: Probe) {
  const flooder = await openFlooder(server.url, cookie, ORIGIN, chapterId);
  const stop = probe();
  const fragment = flooder.doc.getXmlFragment('default');
  const updates: Uint8Array[] = [];
  flooder.doc.on('update', (u: Uint8Array) => updates.push(u));
  const rssStart = procStats(server.pid).rss;
  let peak = rssStart;
  let sent = 0;
  let closed: { code: number } | undefined;
  void flooder.closed.then((c) => (closed = c));
  const start = performance.now();
  while (!closed && flooder.closeMessages.length === 0 && sent < 16 * 1024 * 1024) {
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText('lorem ipsum '.repeat(2730))]);
    fragment.insert(fragment.length, [paragraph]);
    const update = updates.pop()!;
    flooder.send([update]);
    sent += update.byteLength;
    peak = Math.max(peak, procStats(server.pid).rss);
    await sleep(40);
  }
  const seconds = (performance.now() - start) / 1000;
  // What the server did, before this side closes the socket itself.
  const byServer = closed
    ? `socket closed with ${closed.code}`
    : flooder.closeMessages[0]
      ? `document closed (code 1000 at the client): ${flooder.closeMessages[0]}`
      : 'not closed';
  flooder.close();
  for (let i = 0; i < 40; i++) {
    peak = Math.max(peak, procStats(server.pid).rss);
    await sleep(250);
  }
  const felt = await stop();
  const memory = await server.memory();
  return {
    ...felt,
    phase: 'grow to the size limit',
    sentMB: Number((sent / 2 ** 20).toFixed(1)),
    seconds: Number(seconds.toFixed(1)),
    closedBy: byServer,
    rssStartMB: Math.round(rssStart / 2 ** 20),
    rssPeakMB: Math.round(peak / 2 ** 20),
    rssAfterMB: Math.round(memory.rss / 2 ** 20),
    heapAfterMB: Math.round(memory.heapUsed / 2 ** 20),
  };
}

const dbName = `inkforge_flood_bench_${crypto.randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-flood-'));
const store: Record<string, string> =
  values.store === 'pglite' ? { DATA_DIR: dataDir } : { DATABASE_URL: postgresUrlFor(adminUrl, dbName) };
if (values.store !== 'pglite') await createPostgresDatabase(adminUrl, dbName);
let server: Server | undefined;
try {
  server = await startServer(root, store, values.profile);
  const [aria, bram, dorian] = [
    await signIn(server.url, 'aria'),
    await signIn(server.url, 'bram'),
    await signIn(server.url, 'dorian'),
  ];
  const other = await storyWithChapter(server.url, aria.cookie, 'The other room', bram.id);
  const writer = liveClient(server.url, aria.cookie, other.chapterId, 'aria');
  const reader = liveClient(server.url, bram.cookie, other.chapterId, 'bram');
  await Promise.all([writer.synced, reader.synced]);
  const rows: Row[] = [];
  const probe: Probe = () => probes(server!.url, writer, reader);
  const measure = async (_label: string, work: () => Promise<Row>) => {
    const row = await work();
    console.log(JSON.stringify(row));
    rows.push(row);
  };
  await measure('quiet', async () => {
    const stop = probe();
    await sleep(WINDOW_S * 1000);
    return { phase: 'quiet', ...(await stop()) };
  });
  const flooded = await storyWithChapter(server.url, dorian.cookie, 'The flood');
  if (!values.skipFloods) {
    await measure('flood', () =>
      floodPhase(server!, dorian.cookie, flooded.chapterId, 'flood, new client id each', false, probe),
    );
    const second = await storyWithChapter(server.url, dorian.cookie, 'The flood, one client');
    await measure('one', () =>
      floodPhase(server!, dorian.cookie, second.chapterId, 'flood, one client id', true, probe),
    );
  }
  if (values.grow) {
    const grown = await storyWithChapter(server.url, dorian.cookie, 'The long one');
    await measure('grow', () => growPhase(server!, dorian.cookie, grown.chapterId, probe));
  }
  writer.destroy();
  reader.destroy();
  const { rss } = procStats(server.pid);
  console.log(
    [
      `${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}, ` +
        `${values.store}, server from ${values.root === process.cwd() ? 'this checkout' : values.root}, final RSS ${Math.round(rss / 2 ** 20)} MB`,
      '',
      ...rows.map((r) => `- ${JSON.stringify(r)}`),
    ].join('\n'),
  );
  fs.mkdirSync('bench/out', { recursive: true });
  fs.writeFileSync(
    `bench/out/flood-${values.store}-${Date.now()}.json`,
    JSON.stringify({ values, rows }, null, 2),
  );
} finally {
  server?.child.kill('SIGTERM');
  if (server)
    await new Promise((r) => (server!.child.exitCode === null ? server!.child.once('exit', r) : r(null)));
  if (values.store !== 'pglite') await dropPostgresDatabase(adminUrl, dbName);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
