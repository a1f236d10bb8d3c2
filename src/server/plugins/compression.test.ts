import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { createSignedInUser } from '../auth/auth.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { withPreloads } from './spa';

/**
 * Compressed and cached answers: built files are sent from their precompressed .br/.gz twins
 * (as the build writes them) with the Content-Encoding the browser accepts, hashed assets are
 * immutable for a year, pages are no-cache, large API JSON is compressed on the fly, small
 * answers and the data-export zip stream are not.
 */
const SCRIPT = `export const words = [${Array.from({ length: 400 }, (_, i) => `"word${i}"`).join(',')}];\n`;
const ASSET = '/assets/app-Ab12Cd34.js';

let t: TestApp;
let clientDir: string;
let cookie: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-compress-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    `<!doctype html><html><head><title>Inkforge</title><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  const file = path.join(clientDir, ASSET);
  fs.writeFileSync(file, SCRIPT);
  // Distinct markers in each twin prove which file was sent, not a compression on the fly.
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(`${SCRIPT}// br twin\n`));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(`${SCRIPT}// gz twin\n`));
  t = await createTestApp({}, { clientDir });
  cookie = (await createSignedInUser(t, 'squeezer')).cookie;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra },
  });

describe('built assets', () => {
  it('sends the brotli twin to a browser that accepts br, cached for a year as immutable', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(`${SCRIPT}// br twin\n`);
  });

  it('sends the gzip twin when only gzip is accepted', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(`${SCRIPT}// gz twin\n`);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    const res = await get(ASSET);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });
});

describe('pages and API answers', () => {
  it('serves the page shell as no-cache, whether or not it is compressed', async () => {
    for (const encoding of [undefined, 'br']) {
      const res = await get('/about', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses large JSON on the fly and leaves small answers alone', async () => {
    const big = await get('/api/docs/json', 'br');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);
    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('streams the data export as a plain zip, even to a client that accepts compression', async () => {
    const res = await get('/api/v1/me/export', 'br, gzip', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-encoding']).toBeUndefined();
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names.length).toBeGreaterThan(0);
    expect(strFromU8(files[names[0]!]!).length).toBeGreaterThan(0);
  });
});

describe('API preloads in the page', () => {
  const shell = '<html><head><title>x</title></head><body></body></html>';
  it('preloads the story for a story page and story plus chapter for the reader, encoded as the client asks', () => {
    expect(withPreloads(shell, '/library/s%201')).toContain(
      '<link rel="preload" as="fetch" href="/api/v1/library/stories/s%201" crossorigin="anonymous">',
    );
    const reader = withPreloads(shell, '/library/abc/chapters/def/');
    expect(reader).toContain('href="/api/v1/library/stories/abc"');
    expect(reader).toContain('href="/api/v1/library/stories/abc/chapters/def"');
  });
  it("preloads the marketplace's unfiltered first page, and nothing for a filtered address", () => {
    expect(withPreloads(shell, '/marketplace')).toContain(
      '<link rel="preload" as="fetch" href="/api/v1/marketplace/templates?limit=50" crossorigin="anonymous">',
    );
    expect(withPreloads(shell, '/marketplace', undefined, false, 'tab=completed')).toBe(shell);
  });
  it('adds nothing to other screens', () => {
    for (const p of ['/about', '/authors/kira', '/stories', '/no/such/page'])
      expect(withPreloads(shell, p)).toBe(shell);
  });
});

describe('screen code preloads', () => {
  const shell = '<html><head><script type="module" src="/assets/index-1.js"></script></head></html>';
  const manifest = {
    'main.tsx': { file: 'assets/index-1.js' },
    'features/library/pages/library-story-page.tsx': {
      file: 'assets/story-2.js',
      imports: ['main.tsx', '_api-3.js'],
    },
    '_api-3.js': { file: 'assets/api-3.js', imports: ['main.tsx'] },
  };
  it("modulepreloads the screen's chunks the shell does not load already", () => {
    const html = withPreloads(shell, '/library/abc', manifest);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/story-2.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/api-3.js">');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-1.js"');
  });
  it('leaves a page the server has drawn in full to paint first: no screen code, its data at low priority', () => {
    const html = withPreloads(shell, '/library/abc', manifest, true);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/v1/library/stories/abc" crossorigin="anonymous" fetchpriority="low">',
    );
  });
});
