/**
 * `npx tsx bench/play-sessions.ts`: the live table under load (issue 23). A real server process
 * (src/server/main.ts, as `npm start` runs it) on a throwaway PostgreSQL database.
 *
 *   npx tsx bench/play-sessions.ts [--tables 50] [--players 6] [--seconds 60] [--pace 10]
 *
 * 1. Fan-out: `--tables` live tables, each a game master and `--players` players with a socket
 *    open; everyone posts at table pace (one post each every `--pace` seconds on average,
 *    narration, out-of-character lines and rolls) for `--seconds`. Fan-out latency is from just
 *    before the POST until each socket at that table has the entry (the bench's one clock).
 *    Checked: every socket gets every entry of its table, in `seq` order, none twice.
 * 2. A 5,000-entry log: one session filled with 5,000 entries, then opened as the table page
 *    does (the session and the newest page of its log), 30 times; p50/p99.
 * bench/play-sessions-report.md quotes it.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  postgresUrlFor,
} from '../src/server/test/postgres-admin';
import { procStats, startServer } from './flood-server';
import { call, openSocket, people, type Person, type Socket } from './play-bench-clients';

const { values } = parseArgs({
  options: {
    tables: { type: 'string', default: '50' },
    players: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '60' },
    pace: { type: 'string', default: '10' },
  },
});
const TABLES = Number(values.tables);
const PLAYERS = Number(values.players);
const SECONDS = Number(values.seconds);
const PACE_MS = Number(values.pace) * 1000;
const adminUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const name = `inkforge_play_bench_${crypto.randomBytes(3).toString('hex')}`;
  await createPostgresDatabase(adminUrl, name);
  const url = postgresUrlFor(adminUrl, name);
  const server = await startServer(process.cwd(), {
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    // Each bench player sends its own address; the loopback is the trusted proxy that forwards it.
    TRUST_PROXY: '127.0.0.1',
  });
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  try {
    const base = server.url;
    const cast = await people(database.db, base, TABLES * (PLAYERS + 1));
    type Table = { sessionId: string; gm: Person; players: Person[]; sockets: Socket[]; posted: string[] };
    const tables: Table[] = [];
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const arrivals = new Map<string, number[]>();
    const arrived = (id: string) => {
      const now = performance.now();
      const list = arrivals.get(id) ?? [];
      list.push(now);
      arrivals.set(id, list);
    };
    for (let t = 0; t < TABLES; t++) {
      const gm = cast[t * (PLAYERS + 1)]!;
      const players = cast.slice(t * (PLAYERS + 1) + 1, (t + 1) * (PLAYERS + 1));
      const story = await call(base, gm, 'POST', '/api/v1/stories', {
        title: `Bench table ${t}`,
        genre: 'Fantasy',
        privacyLevel: 'Private',
      });
      const session = await call(base, gm, 'POST', `/api/v1/stories/${String(story.id)}/play-sessions`, {
        title: `Table ${t}`,
      });
      const sessionId = String(session.id);
      for (const p of players)
        await call(base, gm, 'POST', `/api/v1/play-sessions/${sessionId}/players`, { username: p.username });
      await call(base, gm, 'PATCH', `/api/v1/play-sessions/${sessionId}`, { status: 'Live' });
      const sockets = await Promise.all([gm, ...players].map((p) => openSocket(base, p, sessionId, arrived)));
      tables.push({ sessionId, gm, players, sockets, posted: [] });
    }
    console.log(`${tables.length} tables of ${PLAYERS} players and a game master, sockets open`);

    const cpuBefore = procStats(server.pid).cpu;
    const errors: string[] = [];
    const end = Date.now() + SECONDS * 1000;
    const poster = async (table: Table, who: Person, gm: boolean) => {
      await sleep(Math.random() * PACE_MS);
      let n = 0;
      while (Date.now() < end) {
        n++;
        const body =
          n % 5 === 0
            ? { kind: 'Roll', formula: '2d20kh1+5' }
            : gm
              ? { kind: 'Narration', text: `The rain keeps on (${n}).` }
              : { kind: 'OutOfCharacter', text: `I look around (${n}).` };
        const start = performance.now();
        try {
          const entry = await call(
            base,
            who,
            'POST',
            `/api/v1/play-sessions/${table.sessionId}/entries`,
            body,
          );
          sentAt.set(String(entry.id), start);
          table.posted.push(String(entry.id));
        } catch (error) {
          errors.push(String(error));
        }
        // Table pace: exponential gaps around PACE_MS per person.
        await sleep(-Math.log(1 - Math.random()) * PACE_MS);
      }
    };
    await Promise.all(
      tables.flatMap((table) => [
        poster(table, table.gm, true),
        ...table.players.map((p) => poster(table, p, false)),
      ]),
    );
    await sleep(2000);
    const cpu = procStats(server.pid).cpu - cpuBefore;

    let lost = 0;
    let outOfOrder = 0;
    let duplicates = 0;
    let posted = 0;
    for (const table of tables) {
      posted += table.posted.length;
      for (const socket of table.sockets) {
        for (const id of table.posted) if (!socket.ids.has(id)) lost++;
        for (let i = 1; i < socket.seqs.length; i++) if (socket.seqs[i]! <= socket.seqs[i - 1]!) outOfOrder++;
        duplicates += socket.duplicates;
      }
    }
    for (const [id, start] of sentAt) for (const at of arrivals.get(id) ?? []) latencies.push(at - start);
    latencies.sort((a, b) => a - b);
    const deliveries = latencies.length;
    console.log(
      JSON.stringify({
        tables: TABLES,
        playersPerTable: PLAYERS,
        seconds: SECONDS,
        posted,
        postsPerSecond: +(posted / SECONDS).toFixed(1),
        deliveries,
        fanoutP50: +pct(latencies, 50).toFixed(1),
        fanoutP95: +pct(latencies, 95).toFixed(1),
        fanoutP99: +pct(latencies, 99).toFixed(1),
        fanoutMax: +pct(latencies, 100).toFixed(1),
        lost,
        outOfOrder,
        duplicates,
        postErrors: errors.length,
        firstError: errors[0] ?? null,
        serverCpuSeconds: +cpu.toFixed(1),
      }),
    );
    for (const table of tables) for (const s of table.sockets) s.ws.close();

    // A 5,000-entry log, opened as the table page opens it.
    const big = tables[0]!;
    await database.db.execute(sql`
      with base as (select last_seq from play_sessions where play_session_id = ${big.sessionId})
      insert into play_entries (play_session_id, seq, author_id, kind, text, created_at)
      select ${big.sessionId}, (select last_seq from base) + g, ${big.gm.id},
        case when g % 7 = 0 then 'OutOfCharacter' else 'Narration' end,
        'Line ' || g || ' of the long evening: the tide comes in under the chapel door and nobody moves.',
        now() - make_interval(secs => 5000 - g)
      from generate_series(1, 5000) g`);
    await database.db.execute(
      sql`update play_sessions set last_seq = (select max(seq) from play_entries where play_session_id = ${big.sessionId}) where play_session_id = ${big.sessionId}`,
    );
    const opens: number[] = [];
    for (let i = 0; i < 30; i++) {
      const start = performance.now();
      await Promise.all([
        call(base, big.gm, 'GET', `/api/v1/play-sessions/${big.sessionId}`),
        call(base, big.gm, 'GET', `/api/v1/play-sessions/${big.sessionId}/entries`),
      ]);
      opens.push(performance.now() - start);
    }
    opens.sort((a, b) => a - b);
    const older: number[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      const page = await call(
        base,
        big.gm,
        'GET',
        `/api/v1/play-sessions/${big.sessionId}/entries${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      older.push(performance.now() - start);
      cursor = (page.nextCursor as string | null) ?? null;
      if (!cursor) break;
    }
    older.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        bigLogEntries: 5000,
        openP50: +pct(opens, 50).toFixed(1),
        openP99: +pct(opens, 99).toFixed(1),
        olderPageP50: +pct(older, 50).toFixed(1),
        olderPageMax: +pct(older, 100).toFixed(1),
      }),
    );
    console.log(
      `load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${os.cpus().length} cores`,
    );
    console.log(`fan-out p99 ${ms(pct(latencies, 99))}; 5,000-entry log opens p99 ${ms(pct(opens, 99))}`);
  } finally {
    await database.close();
    server.child.kill('SIGTERM');
    await sleep(1000);
    await dropPostgresDatabase(adminUrl, name).catch(() => undefined);
  }
}

console.log(
  `load average before: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; ${os.cpus().length} cores`,
);
await main();
