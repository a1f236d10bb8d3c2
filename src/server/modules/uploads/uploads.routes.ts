import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@common/constants';
import { deleteUploadSchema, uploadBucketParamsSchema, uploadResultSchema } from '@common/schemas/upload';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { perUserRateLimit } from '../../auth/per-user-rate-limit';
import { uploadErrors } from './upload-errors';
import { createUploadsRepository } from './uploads.repository';
import { createUploadsService } from './uploads.service';
import { scheduleOrphanedUploadsSweep } from './uploads-sweep.job';
import { uploadedFilesRoutes } from './uploaded-files.routes';

/** Uploads one user may make per minute; a form saves a handful, a script gets 429 RATE_LIMITED. */
export const UPLOADS_PER_MINUTE = 30;

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const tags = ['uploads'];

/**
 * Image uploads for covers, characters, worlds, avatars and templates (SPEC section 7 buckets).
 *
 * - POST /api/v1/uploads/:bucket, multipart field `file` (signed in): the bytes are checked and
 *   re-encoded (image-reencode.ts), stored under `<userId>/<timestamp>-<suffix>.jpg`, and the
 *   answer is `{ url, path }`. 400 INVALID_FILE_TYPE / INVALID_IMAGE / IMAGE_DIMENSIONS_TOO_LARGE
 *   / NO_FILE, 413 FILE_TOO_LARGE, 401, 429 past UPLOADS_PER_MINUTE per user.
 * - DELETE /api/v1/uploads `{ url }` (signed in): 204; 404 unless the image is the caller's.
 * - GET /uploads/<bucket>/<path>: the stored files (uploaded-files.routes.ts).
 *
 * While the app runs, uploads no record uses are deleted in the background (uploads-sweep.job.ts):
 * every 6 hours, a file older than 24 hours (by the time in its name) that no image column of any
 * row points at (uploads.repository.ts lists the columns) is removed, so an abandoned form's image
 * does not stay forever. Younger files, keys the API does not write, and every file while the
 * database holds no image URL at all are left alone; a failed run is logged and retried.
 */
export async function uploadsRoutes(app: AppInstance) {
  const uploads = createUploadsService(app.ctx);
  const sweep = scheduleOrphanedUploadsSweep(
    { storage: app.ctx.storage, repo: createUploadsRepository(app.ctx.database.db) },
    app.log,
  );
  app.addHook('onClose', () => sweep.stop());
  // A little above the 5 MB rule, so the service answers an oversize file with the spec's message
  // while busboy still stops reading a much larger body early.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES + 64 * 1024, files: 1, fields: 10, parts: 12 },
  });

  app.post(
    '/api/v1/uploads/:bucket',
    {
      preHandler: authenticate,
      config: {
        apiToken: 'allowed',
        // After authenticate (preHandler order): guests get 401, users are counted by id.
        rateLimit: perUserRateLimit('upload', UPLOADS_PER_MINUTE, 60_000),
      },
      schema: {
        tags,
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        params: uploadBucketParamsSchema,
        response: { 200: uploadResultSchema, 400: errorBody, 401: errorBody, 413: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const bytes = await readUploadedFile(request);
      return uploads.upload(user.id, request.params.bucket, bytes);
    },
  );

  app.delete(
    '/api/v1/uploads',
    {
      config: { apiToken: 'allowed' },
      preHandler: authenticate,
      schema: {
        tags,
        security: [{ session: [] }],
        body: deleteUploadSchema,
        response: { 204: z.null().describe('Deleted'), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await uploads.deleteByUrl(user.id, request.body.url);
      return reply.status(204).send(null);
    },
  );

  await app.register(uploadedFilesRoutes);
}

/** The bytes of the multipart field `file`; multipart's own errors become the upload errors. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part) throw uploadErrors.noFile();
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw uploadErrors.noFile();
    }
    return await part.toBuffer();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadErrors.tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw uploadErrors.noFile();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw uploadErrors.oneFile();
    throw err;
  }
}
