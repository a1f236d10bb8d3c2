/**
 * `npx tsx bench/js-budget.ts [--out dist/client] [--budget 150]`: the critical-path JS budget
 * (issue 22) checked on a production build, without a server or a browser, in about a second.
 * For each public screen it sums gzip -9 of the entry chunk, the screen's chunk and everything
 * they import statically (read from the build's .vite/manifest.json), plus /theme-boot.js: what
 * `bench/page-weight.ts` measures on a signed-out first load (within about 0.1 KiB, since
 * that load fetches nothing lazily). Prints a table; exits 1 when a screen is over the budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: { out: { type: 'string' }, budget: { type: 'string' } },
});
const OUT = path.resolve(args.out ?? 'dist/client');
const BUDGET_KIB = Number(args.budget ?? 150);

/** The screens of bench/page-weight.ts, by their module in the build's manifest. */
const SCREENS: Record<string, string> = {
  '/about': 'features/landing/pages/landing-page.tsx',
  'story page': 'features/library/pages/library-story-page.tsx',
  'chapter reader': 'features/reader/pages/reader-page.tsx',
  '/marketplace': 'features/marketplace/pages/marketplace-page.tsx',
  '/community': 'features/community/pages/community-page.tsx',
  'template page': 'features/marketplace/pages/template-page.tsx',
};

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
const manifest = JSON.parse(fs.readFileSync(path.join(OUT, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gzipKiB = (file: string) => gzipSync(fs.readFileSync(path.join(OUT, file)), { level: 9 }).length / 1024;

/** The manifest keys of a chunk and of every chunk it imports statically. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry) throw new Error('the manifest has no entry chunk');
const themeBoot = gzipKiB('theme-boot.js');
console.log(`entry chunk ${manifest[entry]!.file}: ${gzipKiB(manifest[entry]!.file).toFixed(1)} KiB gzip\n`);
console.log('| page | critical-path JS, gzip -9 KiB | JS files | budget |');
console.log('|---|---|---|---|');
let over = 0;
for (const [name, screen] of Object.entries(SCREENS)) {
  const chunks = staticClosure(screen, staticClosure(entry));
  const kib = [...chunks].reduce((sum, key) => sum + gzipKiB(manifest[key]!.file), themeBoot);
  const ok = kib <= BUDGET_KIB;
  if (!ok) over++;
  console.log(
    `| ${name} | ${kib.toFixed(1)} | ${chunks.size + 1} | ${ok ? 'ok' : `**over ${BUDGET_KIB}**`} |`,
  );
}
if (over) process.exitCode = 1;
