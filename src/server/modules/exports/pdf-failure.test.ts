import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_MESSAGES } from '@common/schemas/story-export';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import type * as Typst from './formats/typst';
import { buildBookStory, exportBook, requestExport, setTier, waitForExport } from './exports.test-support';

/**
 * A PDF job whose typesetting child dies: the real child is started and killed (SIGKILL) as soon
 * as it runs, the job fails with the typesetter's sentence, and asking again builds the book.
 */
const kills = vi.hoisted(() => ({ next: 0 }));
vi.mock('./formats/typst', async (importOriginal) => {
  const real = await importOriginal<typeof Typst>();
  return {
    ...real,
    typesetPdf: (main: string, files: Parameters<typeof real.typesetPdf>[1]) => {
      if (kills.next === 0) return real.typesetPdf(main, files);
      kills.next -= 1;
      return real.typesetPdf(main, files, { onStart: (pid) => process.kill(pid, 'SIGKILL') });
    },
  };
});

let t: TestApp;
let writer: Awaited<ReturnType<typeof createSignedInUser>>;
let story: Awaited<ReturnType<typeof buildBookStory>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  writer = await createSignedInUser(t, 'unlucky');
  story = await buildBookStory(t, writer.cookie);
  await setTier(t, writer.user.id, 'Chronicler');
}, 60_000);
afterAll(() => t.close());

describe('PDF export when the typesetting child dies', () => {
  it(
    'fails the job with a clear message, and a new request builds the book',
    { timeout: 120_000 },
    async () => {
      kills.next = 1;
      const res = await requestExport(t, writer.cookie, story.storyId, { format: 'pdf' });
      expect(res.statusCode, res.body).toBe(202);
      const failed = await waitForExport(t, writer.cookie, story.storyId, res.json().id);
      expect(failed.status).toBe('failed');
      expect(failed.error).toBe(EXPORT_MESSAGES.pdfStopped);

      const { job, bytes } = await exportBook(t, writer.cookie, story.storyId, { format: 'pdf' });
      expect(job.id).not.toBe(failed.id);
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    },
  );
});
