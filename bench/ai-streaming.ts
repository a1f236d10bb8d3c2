/**
 * The writing assistant under load: 20 generations streaming at once from the OpenAI-shaped
 * stand-in (each about 6 s, 60 pieces), against a real server process on a fresh PGlite data
 * folder with the demo community, while one client reads a public list (the library's first page)
 * back to back. Compares that list's p50/p99 with the same loop on a quiet server, and writes
 * bench/ai-streaming-report.md. Quiet and loaded windows alternate for ROUNDS rounds and each quiet
 * window lasts as long as the round of streams before it, so both sides have about as many samples:
 * a p99 over a few hundred requests is set by one or two stray pauses.
 *
 *   npx tsx bench/ai-streaming.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOpenAiStandIn } from '../src/server/ai/openai-stand-in';
import { ORIGIN } from '../src/server/auth/auth.test-support';
import { signIn, startServer, storyWithChapter } from './flood-server';

const STREAMS = 20;
/** One writer per round, so no round meets the route's per-user rate limit (60 a minute). */
const WRITERS = ['aria', 'hugo', 'admin', 'bram', 'elowen'];
const ROUNDS = WRITERS.length;
const LIST = '/api/v1/library/search';
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

async function readList(base: string, until: () => boolean, max = 400): Promise<number[]> {
  const times: number[] = [];
  while (!until() && times.length < max) {
    const t0 = performance.now();
    const res = await fetch(`${base}${LIST}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${LIST}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times;
}

async function generation(
  base: string,
  cookie: string,
  target: object,
): Promise<{ ms: number; chars: number; ok: boolean }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v1/ai/generations`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'continue', ...target, before: 'The fog rolled in.' }),
  });
  const body = await res.text();
  return { ms: performance.now() - t0, chars: body.length, ok: res.ok && body.includes('event: done') };
}

const model = await startOpenAiStandIn();
model.behave({ reply: 'The tide turned. '.repeat(30), chunks: 60, chunkDelayMs: 100 });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-ai-bench-'));
const server = await startServer('.', {
  DATA_DIR: dataDir,
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: model.url,
  AI_MODEL: 'stand-in-1',
  AI_MAX_CONCURRENT: String(STREAMS),
  AI_MAX_CONCURRENT_PER_USER: String(STREAMS),
});
try {
  const writers: { cookie: string; target: object }[] = [];
  for (const name of WRITERS) {
    const { cookie } = await signIn(server.url, name);
    writers.push({ cookie, target: await storyWithChapter(server.url, cookie, 'Bench harbour') });
  }
  // Warm-up: the list and one generation's code path, as on a server that has been running.
  await readList(server.url, () => false, 50);
  const kira = await signIn(server.url, 'kira');
  await generation(server.url, kira.cookie, await storyWithChapter(server.url, kira.cookie, 'Warm-up'));
  const quiet: number[] = [];
  const loaded: number[] = [];
  const results: { ms: number; chars: number; ok: boolean }[] = [];
  const rounds: { quietP99: number; loadedP99: number; wall: number }[] = [];
  let wall = 6000;
  for (let round = 0; round < ROUNDS; round++) {
    const quietStart = performance.now();
    const quietRound = await readList(server.url, () => performance.now() - quietStart > wall, 100_000);
    let running = true;
    const started = performance.now();
    const streams = Promise.all(
      Array.from({ length: STREAMS }, () =>
        generation(server.url, writers[round]!.cookie, writers[round]!.target),
      ),
    ).finally(() => (running = false));
    const loadedRound = await readList(server.url, () => !running, 100_000);
    results.push(...(await streams));
    wall = performance.now() - started;
    rounds.push({ quietP99: quantile(quietRound, 0.99), loadedP99: quantile(loadedRound, 0.99), wall });
    quiet.push(...quietRound);
    loaded.push(...loadedRound);
  }

  const row = (name: string, xs: number[]) =>
    `| ${name} | ${xs.length} | ${quantile(xs, 0.5).toFixed(1)} | ${quantile(xs, 0.99).toFixed(1)} |`;
  const ratio = quantile(loaded, 0.99) / quantile(quiet, 0.99);
  const report = `# Writing assistant: 20 streaming generations and a public list

Measured by \`npx tsx bench/ai-streaming.ts\` on ${new Date().toISOString().slice(0, 10)}: a real server
process (\`src/server/main.ts\`, NODE_ENV=production, PGlite in a fresh data folder, demo community)
with \`AI_PROVIDER=openai-compatible\` pointed at the OpenAI-shaped stand-in on loopback (in the bench's
process). Each generation streams 60 pieces 100 ms apart (about 6 s). One client reads
\`GET ${LIST}\` (the library's first page, public) back to back, in ${ROUNDS} rounds: a quiet window
as long as the previous round of streams, then while ${STREAMS} generations stream at once. The table
pools every round; the rounds follow it.

Machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} at the end
(the machine is shared with other work, so absolute numbers move between runs; the ratio is the point).

| ${LIST} | requests | p50 ms | p99 ms |
| --- | --- | --- | --- |
${row('quiet', quiet)}
${row(`during ${STREAMS} streams`, loaded)}

p99 during / quiet: **${ratio.toFixed(2)}x** (target: at most 1.5x).

| round | quiet p99 ms | during p99 ms | ratio | streams wall s |
| --- | --- | --- | --- | --- |
${rounds
  .map(
    (r, i) =>
      `| ${i + 1} | ${r.quietP99.toFixed(1)} | ${r.loadedP99.toFixed(1)} | ${(r.loadedP99 / r.quietP99).toFixed(2)}x | ${(r.wall / 1000).toFixed(1)} |`,
  )
  .join('\n')}

Generations: ${results.filter((r) => r.ok).length} of ${STREAMS * ROUNDS} completed (${STREAMS} at once per round; each ${(
    quantile(
      results.map((r) => r.ms),
      0.5,
    ) / 1000
  ).toFixed(1)} s at the median). The streams
cost the event loop little: each piece is one small write, and the model's wait is I/O.
`;
  fs.writeFileSync('bench/ai-streaming-report.md', report);
  console.log(report);
} finally {
  server.child.kill('SIGTERM');
  await model.close();
  setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 2000).unref();
}
