/**
 * `npx tsx bench/lighthouse.ts [--base http://localhost:3000] [--runs 3]`: Lighthouse mobile
 * (its default: Moto G power emulation, simulated slow 4G, 4x CPU slowdown) on /about, a
 * published story page, /marketplace, /community and the most popular template's page of a running production build with demo data, RUNS times each, pages
 * interleaved. Uses the Chromium in CHROME_PATH (default /usr/bin/chromium), headless, never a
 * downloaded one. `--only story` runs just the pages whose name contains it. Prints a markdown table of performance score, LCP, CLS, TBT and FCP per run,
 * the LCP element (its selector, from the report) and the load average when the run started;
 * `--keep DIR` keeps each run's JSON report there.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    runs: { type: 'string' },
    only: { type: 'string' },
    keep: { type: 'string' },
  },
});
const BASE = args.base ?? 'http://localhost:3000';
const RUNS = Number(args.runs ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-dev-shm-usage';

const search = (await (await fetch(`${BASE}/api/v1/library/search?limit=1&sort=popular`)).json()) as {
  items: { id: string }[];
};
const templates = (await (await fetch(`${BASE}/api/v1/marketplace/templates?limit=1`)).json()) as {
  items: { id: string }[];
};
const pages = [
  { name: '/about', url: `${BASE}/about` },
  { name: 'story page', url: `${BASE}/library/${search.items[0]!.id}` },
  { name: '/marketplace', url: `${BASE}/marketplace` },
  { name: '/community', url: `${BASE}/community` },
  { name: 'template page', url: `${BASE}/marketplace/templates/${templates.items[0]!.id}` },
].filter((p) => !args.only || p.name.includes(args.only));

function lighthouse(url: string, file: string) {
  execFileSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=${FLAGS}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'ignore'] },
  );
}

type Audit = { numericValue?: number; details?: unknown };
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> };
const out = args.keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
fs.mkdirSync(out, { recursive: true });

/** The LCP element's selector as the report names it (Lighthouse 13 keeps it in the LCP breakdown insight). */
function lcpElement(r: Report): string {
  const seen = new Set<unknown>();
  const find = (v: unknown): string | undefined => {
    if (!v || typeof v !== 'object' || seen.has(v)) return undefined;
    seen.add(v);
    const o = v as Record<string, unknown>;
    if (o.type === 'node' && typeof o.selector === 'string') return o.selector;
    for (const x of Object.values(o)) {
      const hit = find(x);
      if (hit) return hit;
    }
    return undefined;
  };
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-phases-insight']) {
    const hit = find(r.audits[id]?.details);
    if (hit) return hit.length > 60 ? `…${hit.slice(-60)}` : hit;
  }
  return '?';
}
const rows: string[] = [];
for (let run = 1; run <= RUNS; run++) {
  for (const p of pages) {
    const file = path.join(out, `${run}-${p.name.replace(/\W+/g, '_')}.json`);
    const load = os.loadavg()[0]!.toFixed(2);
    // Lighthouse now and then loses the trace on a loaded machine (NO_NAVSTART): try again.
    for (let attempt = 1; ; attempt++) {
      try {
        lighthouse(p.url, file);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    const r = JSON.parse(fs.readFileSync(file, 'utf8')) as Report;
    const n = (id: string) => r.audits[id]?.numericValue ?? NaN;
    rows.push(
      `| ${p.name} | ${run} | ${Math.round(r.categories.performance.score * 100)} | ${(n('largest-contentful-paint') / 1000).toFixed(2)} s | ${n('cumulative-layout-shift').toFixed(3)} | ${Math.round(n('total-blocking-time'))} ms | ${(n('first-contentful-paint') / 1000).toFixed(2)} s | \`${lcpElement(r)}\` | ${load} |`,
    );
    console.error(rows.at(-1));
  }
}
console.log('| page | run | performance | LCP | CLS | TBT | FCP | LCP element | load |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows.sort()) console.log(row);
if (!args.keep) fs.rmSync(out, { recursive: true, force: true });
