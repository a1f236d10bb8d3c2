import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types';
import { UPLOADS_PATH, contentTypeForKey, isValidKey } from '../../storage/storage';
import { parseUploadKey } from './uploads.policy';

/** Keys never change (a new image gets a new key), so browsers and CDNs may keep files for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<bucket>/<path>: the uploaded images, for both storage drivers. Local files and
 * S3 objects are streamed through this server; with S3_PUBLIC_URL set the answer is a redirect to
 * the store's public address instead. The type comes from the key's extension (never sniffed by
 * the browser: nosniff). Anything that is not an upload key (traversal, hidden names, unknown
 * bucket) answers 404 exactly like a missing file.
 */
export async function uploadedFilesRoutes(app: AppInstance) {
  const { storage } = app.ctx;

  app.get(`${UPLOADS_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*'?: string })['*'] ?? '';
    if (!isValidKey(key) || !parseUploadKey(key)) return missing(reply);

    const publicUrl = storage.publicUrl(key);
    if (!publicUrl.startsWith(`${UPLOADS_PATH}/`)) {
      return reply.header('cache-control', 'public, max-age=86400').redirect(publicUrl, 302);
    }
    const object = await storage.get(key);
    if (!object) return missing(reply);
    reply
      .header('content-type', contentTypeForKey(key))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMMUTABLE);
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}

function missing(reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .send({ error: { code: 'NOT_FOUND', message: 'File not found' } });
}
