import fs from 'node:fs';
import http from 'node:http';

/** What one timed run gave: throughput, latency quantiles, CPU of the server process. */
export type Run = {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  /** Milliseconds of CPU (user + system) the server process spent per request. */
  cpuMs: number;
};

const CLOCK_TICKS_PER_MS = 100 / 1000;

/** CPU time (user + system, ms) a process (or one of its threads) has used so far, from /proc (Linux). */
export function cpuTimeMs(pid: number, thread?: string): number {
  const stat = fs.readFileSync(thread ? `/proc/${pid}/task/${thread}/stat` : `/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_MS;
}

/**
 * CPU time (ms) a process has used so far, split between its main thread and V8's worker threads
 * (parallel scavenging, concurrent marking, background compiling); other threads (libuv's pool,
 * the inspector) are left out. Linux only.
 */
export function threadCpuMs(pid: number): { main: number; workers: number } {
  let workers = 0;
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const comm = fs.readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim();
    if (comm === 'V8Worker') workers += cpuTimeMs(pid, task);
  }
  return { main: cpuTimeMs(pid, String(pid)), workers };
}

function assertLoopback(url: string) {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`benchmarks only target loopback: ${url}`);
}

/** Requests sent and answered over some timed stretches, toward one Run. */
type Tally = { latencies: number[]; errors: number; seconds: number; cpuMs: number };

/**
 * `connections` keep-alive connections (from `agent`), each sending its next GET as soon as the
 * last answer arrived, for `duration` seconds; latencies, errors, elapsed time and the server's
 * CPU time (`pid`) are added to `tally`.
 */
async function drive(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string>,
  agent: http.Agent,
  tally: Tally,
  pid?: number,
) {
  const end = performance.now() + duration * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) tally.errors++;
          tally.latencies.push(performance.now() - start);
          resolve();
        });
      });
      req.on('error', () => {
        tally.errors++;
        resolve();
      });
    });
  const cpuBefore = pid ? cpuTimeMs(pid) : 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await once();
    }),
  );
  tally.seconds += (performance.now() - started) / 1000;
  if (pid) tally.cpuMs += cpuTimeMs(pid) - cpuBefore;
}

function runOf({ latencies, errors, seconds, cpuMs }: Tally): Run {
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2));
  return {
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    total: latencies.length,
    errors,
    cpuMs: latencies.length ? cpuMs / latencies.length : 0,
  };
}

const newTally = (): Tally => ({ latencies: [], errors: 0, seconds: 0, cpuMs: 0 });

/**
 * `connections` keep-alive connections, each sending its next GET as soon as the last answer
 * arrived, for `duration` seconds. Latencies are timed in microseconds (autocannon rounds them to
 * whole milliseconds, too coarse for a 1 ms route's p99). No Accept-Encoding is sent, so neither
 * side compresses. `pid` is the server's process, whose CPU time is read before and after.
 */
export async function hit(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
  pid?: number,
): Promise<Run> {
  assertLoopback(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const tally = newTally();
  await drive(url, connections, duration, headers, agent, tally, pid);
  agent.destroy();
  return runOf(tally);
}

/** One side of a paired run: where to send, with which headers, and the server's process. */
export type Target = { url: string; headers: Record<string, string>; pid?: number };

/**
 * Two servers measured in alternating slices: `duration` seconds each, cut into slices of
 * `sliceSeconds` that take turns (a, b, b, a, a, b, ...), each side on its own keep-alive
 * connections kept across its slices. A change in the machine's speed (another process, the
 * database's own work, the CPU's clock) then falls on both sides alike instead of on whichever
 * ran during it, which one run after the other cannot promise on a shared two-core machine.
 * Each side's figures are over all its slices (p99 over every latency, CPU summed).
 */
export async function hitPaired(
  [a, b]: [Target, Target],
  connections: number,
  duration: number,
  sliceSeconds: number,
): Promise<[Run, Run]> {
  for (const t of [a, b]) assertLoopback(t.url);
  const sides = [a, b].map((target) => ({
    target,
    agent: new http.Agent({ keepAlive: true, maxSockets: connections }),
    tally: newTally(),
  }));
  const slices = Math.max(1, Math.round(duration / sliceSeconds));
  for (let slice = 0; slice < slices; slice++) {
    const order = slice % 2 ? [sides[1]!, sides[0]!] : [sides[0]!, sides[1]!];
    for (const { target, agent, tally } of order)
      await drive(target.url, connections, duration / slices, target.headers, agent, tally, target.pid);
  }
  for (const side of sides) side.agent.destroy();
  return [runOf(sides[0]!.tally), runOf(sides[1]!.tally)];
}

/** Headers that differ between any two answers of the same server: the clock and the connection. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive']);

/** One answer as the bench compares it: status, headers (names and values, in order) and the body's bytes. */
async function answer(url: string, headers: Record<string, string>) {
  assertLoopback(url);
  return new Promise<{ status: number; headers: string[]; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          if (!PER_ANSWER.has(name)) lines.push(`${name}: ${res.rawHeaders[i + 1]}`);
        }
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: lines.sort(), body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/**
 * Whether the app and its bare twin give the same answer: same status, the same headers with the
 * same values (all but Date and the connection's), and the same body, byte for byte. Returns a
 * description of the first difference, or null.
 */
export async function differenceBetween(
  appUrl: string,
  bareUrl: string,
  headers: Record<string, string>,
): Promise<string | null> {
  const [app, bare] = await Promise.all([answer(appUrl, headers), answer(bareUrl, headers)]);
  if (app.status !== bare.status) return `status ${app.status} against ${bare.status}`;
  const onlyApp = app.headers.filter((h) => !bare.headers.includes(h));
  const onlyBare = bare.headers.filter((h) => !app.headers.includes(h));
  if (onlyApp.length > 0 || onlyBare.length > 0)
    return `headers differ:\n  only the app:  ${onlyApp.join('\n                 ')}\n  only the twin: ${onlyBare.join('\n                 ')}`;
  if (app.body.equals(bare.body)) return null;
  let i = 0;
  while (i < app.body.length && app.body[i] === bare.body[i]) i++;
  const around = (b: Buffer) => b.subarray(Math.max(0, i - 60), i + 60).toString('utf8');
  return `bodies differ at byte ${i} (${app.body.length} and ${bare.body.length} bytes):\n  app:  ${around(app.body)}\n  bare: ${around(bare.body)}`;
}
