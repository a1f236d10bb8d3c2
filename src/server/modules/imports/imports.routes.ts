import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  importPlanSchema,
  importPreviewSchema,
  importResultSchema,
  splitLevelSchema,
  type ImportPlan,
} from '@common/schemas/manuscript-import';
import type { AppInstance } from '../../app-types';
import { authenticate, requireUser } from '../../auth/session';
import { perUserRateLimit } from '../../auth/per-user-rate-limit';
import { badRequest } from '../../errors';
import { errorBody, idParams, keepAnswersPrivate } from '../../http/route-kit';
import { importsServiceOf, type ManuscriptUpload } from './imports.service';
import { MANUSCRIPT_MAX_BYTES, importErrors } from './manuscript-file';

/** Imports one user may run per minute (previews included): parsing a manuscript is work. */
export const IMPORTS_PER_MINUTE = 20;

const common = { tags: ['imports'], security: [{ session: [] }], consumes: ['multipart/form-data'] };
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

/**
 * Manuscript import (DOCX, Markdown, plain text), multipart with field `file` and, to write,
 * a field `plan` (JSON, importPlanSchema) sent before it:
 * - POST /api/v1/imports/preview: the sections split at chapter headings (at the heading level of
 *   an optional field `splitLevel`, 1 to 6, sent before the file); writes nothing.
 * - POST /api/v1/imports/stories: a new private story with the planned chapters as drafts.
 * - POST /api/v1/stories/:id/imports: the planned chapters appended to the story as drafts.
 * A file that is not what it claims, encrypted, a zip bomb or too large is a 400 with nothing written.
 */
export async function importsRoutes(app: AppInstance) {
  const imports = importsServiceOf(app);
  await app.register(multipart, {
    limits: { fileSize: MANUSCRIPT_MAX_BYTES + 1, files: 1, fields: 2, parts: 3 },
  });
  app.addHook('onRequest', authenticate);
  keepAnswersPrivate(app);
  const config = {
    rateLimit: perUserRateLimit('import', IMPORTS_PER_MINUTE, 60_000),
    apiToken: 'allowed' as const,
  };

  app.post(
    '/api/v1/imports/preview',
    { config, schema: { ...common, response: { 200: importPreviewSchema, ...errors } } },
    async (request) => {
      await requireUser(request);
      const { file, splitLevel } = await readManuscript(request, false);
      return imports.preview(file, splitLevel);
    },
  );

  app.post(
    '/api/v1/imports/stories',
    { config, schema: { ...common, response: { 201: importResultSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { file, plan } = await readManuscript(request, true);
      return reply.status(201).send(await imports.asNewStory(user, file, plan!));
    },
  );

  app.post(
    '/api/v1/stories/:id/imports',
    { config, schema: { ...common, params: idParams, response: { 201: importResultSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { file, plan } = await readManuscript(request, true);
      return reply.status(201).send(await imports.intoStory(user, request.params.id, file, plan!));
    },
  );
}

/** The optional preview field `splitLevel` (1 to 6), validated. */
function levelField(fields: Record<string, unknown>): number | undefined {
  const field = fields.splitLevel as { value?: unknown } | undefined;
  if (field?.value === undefined) return undefined;
  const parsed = splitLevelSchema.safeParse(field.value);
  if (!parsed.success) throw badRequest('The field "splitLevel" must be a heading level from 1 to 6');
  return parsed.data;
}

/** The `file` part and, when asked for, the `plan` field sent before it (validated). */
async function readManuscript(
  request: FastifyRequest,
  withPlan: boolean,
): Promise<{ file: ManuscriptUpload; plan?: ImportPlan; splitLevel?: number }> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw importErrors.noFile();
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw importErrors.tooLarge();
    if (!withPlan) return { file: { fileName: part.filename, bytes }, splitLevel: levelField(part.fields) };
    const field = part.fields.plan;
    const raw = field && 'value' in field ? String(field.value) : undefined;
    if (!raw) throw badRequest('Send the chapter split as the field "plan" before the file');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw badRequest('The field "plan" is not valid JSON');
    }
    const parsed = importPlanSchema.safeParse(json);
    if (!parsed.success)
      throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid plan', z.treeifyError(parsed.error));
    return { file: { fileName: part.filename, bytes }, plan: parsed.data };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw importErrors.tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw importErrors.noFile();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badRequest('Send one manuscript file and its plan');
    throw err;
  }
}
