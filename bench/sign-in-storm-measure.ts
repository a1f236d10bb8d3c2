/**
 * Measuring instruments of the sign-in storm bench (bench/sign-in-storm.ts): a microsecond-timed
 * read loop, CPU shares of the app, the load generator and PostgreSQL from /proc, and the report row.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { LoadResult } from './load';

export type ReadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number };
export type Storm = { signIns: LoadResult; read: ReadResult; cpu: CpuShares };
export type CpuShares = { app: number; loadGenerator: number; postgres: number };

export function row(round: number, mode: string, read: string, quiet: ReadResult, storm: Storm) {
  const ratio = (storm.read.p99 / quiet.p99).toFixed(2);
  const errors = quiet.errors + storm.read.errors + storm.signIns.errors + storm.signIns.non2xx;
  const { app, loadGenerator, postgres } = storm.cpu;
  return (rawMean: number) =>
    `| ${round} | ${mode} | ${read} | ${quiet.requestsPerSecond} | ${quiet.p99.toFixed(2)} | ${storm.read.requestsPerSecond} | ${storm.read.p99.toFixed(2)} | ${ratio} | ${storm.signIns.requestsPerSecond} | ${(storm.signIns.requestsPerSecond / rawMean).toFixed(2)} | ${app.toFixed(2)} / ${loadGenerator.toFixed(2)} / ${postgres.toFixed(2)} | ${errors} |`;
}

/**
 * GET `url` for `seconds` on one keep-alive connection, timing each response to the microsecond
 * (autocannon rounds to whole milliseconds, and a quiet read answers in well under one).
 * Without `rate`, closed loop: the next request leaves when the last answer arrives. With `rate`,
 * paced: a request leaves every 1/rate s whether or not the last has answered (more connections
 * open when answers are late), like visitors who do not wait for each other.
 */
export async function readLoop(url: string, seconds: number, rate?: number): Promise<ReadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: rate ? 64 : 1 });
  const latencies: number[] = [];
  let errors = 0;
  const get = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - sent);
            else errors += 1;
            resolve();
          });
        })
        .on('error', () => {
          errors += 1;
          resolve();
        });
    });
  const start = performance.now();
  const end = start + seconds * 1000;
  if (!rate) {
    while (performance.now() < end) await get();
  } else {
    const inFlight: Promise<void>[] = [];
    for (let i = 0; ; i++) {
      const due = start + (i * 1000) / rate;
      if (due >= end) break;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inFlight.push(get());
    }
    await Promise.all(inFlight);
  }
  agent.destroy();
  latencies.sort((x, y) => x - y);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

/** CPU time of one process in seconds (user + system), from /proc (Linux). */
function processCpu(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
  } catch {
    return 0; // the process ended in between
  }
}

function postgresCpu(): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres'))
        total += processCpu(Number(pid));
    } catch {
      // gone
    }
  }
  return total;
}

/**
 * Starts counting CPU time; the returned function gives the cores used since (CPU seconds per
 * second) by the app (child), this process (the load generator) and PostgreSQL.
 */
export function cpuMeter(appPid: number): () => CpuShares {
  const t0 = performance.now();
  const app0 = processCpu(appPid);
  const self0 = process.cpuUsage();
  const pg0 = postgresCpu();
  return () => {
    const seconds = (performance.now() - t0) / 1000;
    const self = process.cpuUsage(self0);
    return {
      app: (processCpu(appPid) - app0) / seconds,
      loadGenerator: (self.user + self.system) / 1e6 / seconds,
      postgres: (postgresCpu() - pg0) / seconds,
    };
  };
}
