/**
 * `npx tsx bench/page-weight.ts [--base http://localhost:3000] [--chromium /usr/bin/chromium] [--only NAME]`:
 * what a signed-out first visit downloads on /about, a published story page and its first
 * chapter, /marketplace, /community and a template page (`--only market` keeps the pages whose
 * name contains it). Against a running production build with demo data, it opens each page in a fresh
 * headless Chromium context (empty cache, phone viewport), waits until the network is idle and
 * records every script, stylesheet and font request: bytes on the wire (transfer size, headers
 * included, as the browser's own loadingFinished event reports them), decoded size and the
 * Content-Encoding. "Critical-path JS" is every script the first load fetched before any user
 * action, summed as gzip -9 of its decoded body (so builds served with and without compression
 * compare on the same scale) and as transfer size. Prints markdown.
 */
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type CDPSession } from 'playwright-core';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    chromium: { type: 'string' },
    json: { type: 'boolean' },
    only: { type: 'string' },
  },
});
const BASE = args.base ?? 'http://localhost:3000';
const KiB = (n: number) => (n / 1024).toFixed(1);

type Row = { url: string; kind: string; transfer: number; decoded: number; gzip: number; encoding: string };

/** The hub pages: /marketplace, /community and the most popular template's page. */
async function hubPages(): Promise<{ name: string; path: string }[]> {
  const list = (await (await fetch(`${BASE}/api/v1/marketplace/templates?limit=1`)).json()) as {
    items: { id: string }[];
  };
  const template = list.items[0];
  if (!template) throw new Error('no published template: start the server with demo data');
  return [
    { name: '/marketplace', path: '/marketplace' },
    { name: '/community', path: '/community' },
    { name: 'template page', path: `/marketplace/templates/${template.id}` },
  ];
}

async function pickPages(): Promise<{ name: string; path: string }[]> {
  const search = (await (await fetch(`${BASE}/api/v1/library/search?limit=20&sort=popular`)).json()) as {
    items: { id: string }[];
  };
  for (const item of search.items) {
    const story = (await (await fetch(`${BASE}/api/v1/library/stories/${item.id}`)).json()) as {
      chapters?: { id: string }[];
    };
    const chapter = story.chapters?.[0];
    if (chapter) {
      return [
        { name: '/about', path: '/about' },
        { name: 'story page', path: `/library/${item.id}` },
        { name: 'chapter reader', path: `/library/${item.id}/chapters/${chapter.id}` },
        ...(await hubPages()),
      ].filter((p) => !args.only || p.name.includes(args.only));
    }
  }
  throw new Error('no published story with a chapter: start the server with demo data');
}

async function measure(path: string) {
  const browser = await chromium.launch({ executablePath: args.chromium ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<string, { url: string; kind: string; encoding: string; transfer?: number }>();
    cdp.on('Network.responseReceived', (e) => {
      const headers = Object.fromEntries(
        Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      requests.set(e.requestId, {
        url: e.response.url,
        kind: e.type,
        encoding: String(headers['content-encoding'] ?? 'none'),
      });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.transfer = e.encodedDataLength;
    });
    await page.goto(BASE + path, { waitUntil: 'networkidle' });
    const rows: Row[] = [];
    for (const [id, r] of requests) {
      if (!['Script', 'Stylesheet', 'Font', 'Document'].includes(r.kind)) continue;
      const body = await cdp.send('Network.getResponseBody', { requestId: id }).catch(() => null);
      const buf = body ? Buffer.from(body.body, body.base64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
      rows.push({
        url: r.url.replace(BASE, ''),
        kind: r.kind,
        transfer: r.transfer ?? 0,
        decoded: buf.length,
        gzip: gzipSync(buf, { level: 9 }).length,
        encoding: r.encoding,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const results: { name: string; path: string; rows: Row[] }[] = [];
for (const p of await pickPages()) results.push({ ...p, rows: await measure(p.path) });

if (args.json) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log(
    '| page | requests (doc+js+css+font) | transfer KiB | decoded KiB | critical-path JS, gzip -9 KiB | JS transfer KiB | JS files |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { name, rows } of results) {
    const js = rows.filter((r) => r.kind === 'Script');
    const sum = (xs: Row[], k: 'transfer' | 'decoded' | 'gzip') => xs.reduce((a, r) => a + r[k], 0);
    console.log(
      `| ${name} | ${rows.length} | ${KiB(sum(rows, 'transfer'))} | ${KiB(sum(rows, 'decoded'))} | ${KiB(sum(js, 'gzip'))} | ${KiB(sum(js, 'transfer'))} | ${js.length} |`,
    );
  }
  for (const { name, path, rows } of results) {
    console.log(`\n${name} (${path.replace(/[0-9a-f-]{36}/g, '{id}')}):\n`);
    console.log('| file | type | encoding | transfer KiB | decoded KiB | gzip KiB |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows.sort((a, b) => b.decoded - a.decoded)) {
      const file = r.url.replace(/[0-9a-f-]{36}/g, '{id}').split('?')[0];
      console.log(
        `| ${file} | ${r.kind} | ${r.encoding} | ${KiB(r.transfer)} | ${KiB(r.decoded)} | ${KiB(r.gzip)} |`,
      );
    }
  }
}
