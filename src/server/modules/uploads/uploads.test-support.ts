import { createTestApp, type TestApp } from '../../test/test-app';
import { startTestS3, type StorageDriver, type TestS3 } from '../../storage/storage-drivers.test-support';

export type DriverApp = TestApp & { s3?: TestS3 };

/**
 * The real app over a fresh database with the given storage driver: local disk in the test's
 * data folder, or S3 through a private s3rver (started here, stopped by close()).
 */
export async function createDriverApp(
  driver: StorageDriver,
  env: Record<string, string> = {},
): Promise<DriverApp> {
  const s3 = driver === 's3' ? await startTestS3() : undefined;
  const t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', ...s3?.env, ...env });
  return {
    ...t,
    s3,
    async close() {
      await t.close();
      await s3?.close();
    },
  };
}

/** A multipart/form-data body with one file part, built by the platform's own FormData encoder. */
export async function multipartBody(bytes: Uint8Array, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

type UploadOptions = { cookie?: string; filename?: string; type?: string; field?: string };

/** POST /api/v1/uploads/:bucket as the browser sends it (same-origin, session cookie). */
export async function postUpload(t: TestApp, bucket: string, bytes: Uint8Array, options: UploadOptions = {}) {
  const body = await multipartBody(
    bytes,
    options.filename ?? 'picture.png',
    options.type ?? 'image/png',
    options.field,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/uploads/${bucket}`,
    payload: body.payload,
    headers: {
      ...body.headers,
      origin: new URL(t.config.publicUrl).origin,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

/** DELETE /api/v1/uploads { url }. */
export function deleteUpload(t: TestApp, url: string, cookie?: string) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/v1/uploads',
    payload: { url },
    headers: { origin: new URL(t.config.publicUrl).origin, ...(cookie ? { cookie } : {}) },
  });
}

/** GET of a stored file's URL through the app, bytes included. */
export const fetchUpload = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });
