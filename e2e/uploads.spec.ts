import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';

// Image uploads in a real browser: the page makes a PNG on a canvas, sends it the way the upload
// field does (multipart field "file", same-origin session cookie), and reads the stored file back
// through /uploads to check the server turned it into a JPEG inside 400x400.

type BrowserUpload = {
  status: number;
  body: { url?: string; path?: string; error?: { code: string; message: string } };
  file?: {
    status: number;
    type: string | null;
    nosniff: string | null;
    firstBytes: number[];
    width: number;
    height: number;
  };
};

/** Runs in the page: draws a width x height PNG (half transparent), uploads it, fetches the result. */
async function uploadCanvasPng(page: Page, width: number, height: number, bucket = 'story-images') {
  return page.evaluate(
    async ({ width, height, bucket }): Promise<BrowserUpload> => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#a63d17');
      gradient.addColorStop(1, '#2c6a3b');
      context.fillStyle = gradient;
      context.fillRect(width / 2, 0, width / 2, height);
      const png = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));

      const form = new FormData();
      form.append('file', png, 'drawing.png');
      const res = await fetch(`/api/v1/uploads/${bucket}`, { method: 'POST', body: form });
      const body = await res.json();
      if (!res.ok) return { status: res.status, body };

      const stored = await fetch(body.url);
      const blob = await stored.blob();
      const bitmap = await createImageBitmap(blob);
      return {
        status: res.status,
        body,
        file: {
          status: stored.status,
          type: stored.headers.get('content-type'),
          nosniff: stored.headers.get('x-content-type-options'),
          firstBytes: [...new Uint8Array(await blob.slice(0, 3).arrayBuffer())],
          width: bitmap.width,
          height: bitmap.height,
        },
      };
    },
    { width, height, bucket },
  );
}

test.describe('image uploads', () => {
  test('a signed-in user uploads a PNG and gets back a JPEG inside 400x400', async ({ page }) => {
    const account = await createConfirmedAccount(page, 'upl');
    await signInByApi(page, account);
    await page.goto('/');

    const result = await uploadCanvasPng(page, 1200, 800);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.url).toBe(`/uploads/story-images/${result.body.path}`);
    expect(result.body.path).toMatch(/^[0-9a-f-]{36}\/\d{13}-[0-9a-f]{16}\.jpg$/);
    expect(result.file).toEqual({
      status: 200,
      type: 'image/jpeg',
      nosniff: 'nosniff',
      firstBytes: [0xff, 0xd8, 0xff],
      width: 400,
      height: 267,
    });

    // The uploader can delete it; afterwards the server answers 404 (past the browser's cache,
    // which may keep the immutable file).
    const removed = await page.evaluate(async (url) => {
      const res = await fetch('/api/v1/uploads', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
      return { deleted: res.status, after: (await fetch(url, { cache: 'no-store' })).status };
    }, result.body.url!);
    expect(removed).toEqual({ deleted: 204, after: 404 });
  });

  test('a guest is refused with the spec message', async ({ page }) => {
    await page.goto('/about');
    const result = await uploadCanvasPng(page, 50, 50);
    expect(result.status).toBe(401);
    expect(result.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
  });
});
