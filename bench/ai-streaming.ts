/**
 * The writing assistant under load: 20 generations streaming at once from the OpenAI-shaped
 * stand-in (each about 6 s, 60 pieces), against a real server process on a fresh PGlite data
 * folder with the demo community, while one client reads a public list (the library's first page)
 * back to back. Compares that list's p50/p99 with the same loop on a quiet server, and writes
 * bench/ai-streaming-report.md.
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
  const aria = await signIn(server.url, 'aria');
  const target = await storyWithChapter(server.url, aria.cookie, 'Bench harbour');
  await readList(server.url, () => false, 50); // warm-up
  const quiet = await readList(server.url, () => false, 400);

  let running = true;
  const started = performance.now();
  const streams = Promise.all(
    Array.from({ length: STREAMS }, () => generation(server.url, aria.cookie, target)),
  ).finally(() => (running = false));
  const loaded = await readList(server.url, () => !running, 100_000);
  const results = await streams;
  const wall = performance.now() - started;

  const row = (name: string, xs: number[]) =>
    `| ${name} | ${xs.length} | ${quantile(xs, 0.5).toFixed(1)} | ${quantile(xs, 0.99).toFixed(1)} |`;
  const ratio = quantile(loaded, 0.99) / quantile(quiet, 0.99);
  const report = `# Writing assistant: 20 streaming generations and a public list

Measured by \`npx tsx bench/ai-streaming.ts\` on ${new Date().toISOString().slice(0, 10)}: a real server
process (\`src/server/main.ts\`, NODE_ENV=production, PGlite in a fresh data folder, demo community)
with \`AI_PROVIDER=openai-compatible\` pointed at the OpenAI-shaped stand-in on loopback (in the bench's
process). Each generation streams 60 pieces 100 ms apart (about 6 s). One client reads
\`GET ${LIST}\` (the library's first page, public) back to back: first on the quiet server, then while
${STREAMS} generations stream at once.

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

Generations: ${results.filter((r) => r.ok).length} of ${STREAMS} completed, in ${(wall / 1000).toFixed(1)} s
wall time (each ${(
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
