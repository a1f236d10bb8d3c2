import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildBookStory, exportBook, setTier } from './exports.test-support';

/**
 * The EPUB of a fixture book (cover drawn from the title, title page, contents, three chapters
 * with headings, a list, a quote, an embedded image with alt text, a remote image left out, the
 * colophon) checked by epubcheck, Debian's `epubcheck` package (.ci/run installs it): no error
 * and no warning, whether the story has its own cover or not.
 */
const run = promisify(execFile);
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epubcheck-'));
}, 60_000);
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

async function epubcheck(bytes: Uint8Array, name: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  // Debian ships it as an executable jar; run it with java so no binfmt handler is needed.
  const result = await run('java', ['-jar', '/usr/share/java/epubcheck.jar', file], {
    timeout: 120_000,
  }).then(
    (r) => ({ out: r.stdout + r.stderr, failed: false }),
    (err: { stdout?: string; stderr?: string }) => ({
      out: `${err.stdout ?? ''}${err.stderr ?? ''}`,
      failed: true,
    }),
  );
  return result;
}

describe('EPUB passes epubcheck', () => {
  it(
    'with a drawn title cover and with the story cover: 0 errors, 0 warnings',
    { timeout: 240_000 },
    async () => {
      const writer = await createSignedInUser(t, 'epub');
      await setTier(t, writer.user.id, 'Chronicler');
      const { storyId, imageUrl } = await buildBookStory(t, writer.cookie);
      const drawn = await exportBook(t, writer.cookie, storyId, { format: 'epub' });
      const first = await epubcheck(drawn.bytes, 'drawn-cover.epub');
      expect(first.out).toMatch(/No errors or warnings detected/);
      expect(first.failed).toBe(false);

      const cover = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/stories/${storyId}`,
        headers: { origin: 'http://localhost:3000', cookie: writer.cookie },
        payload: { coverImage: imageUrl },
      });
      expect(cover.statusCode, cover.body).toBe(200);
      const own = await exportBook(t, writer.cookie, storyId, { format: 'epub' });
      const second = await epubcheck(own.bytes, 'story-cover.epub');
      expect(second.out).toMatch(/No errors or warnings detected/);
      expect(second.failed).toBe(false);
    },
  );
});
