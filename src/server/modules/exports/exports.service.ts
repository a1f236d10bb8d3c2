import { createHash } from 'node:crypto';
import type { ExportFormat } from '@common/entitlements';
import {
  DEFAULT_TRIM_SIZE,
  EXPORT_FILE_TYPES,
  EXPORT_FORMAT_LABELS,
  EXPORT_MESSAGES,
  type ExportRequest,
  type StoryExport,
} from '@common/schemas/story-export';
import { AppError, badRequest, notFound } from '../../errors';
import type { Storage, StoredObject } from '../../storage/storage';
import { assertCanExport } from '../entitlements/entitlements.policy';
import type { Db } from '../../db/client';
import { createStoriesRepository } from '../stories/stories.repository';
import { createPublicBrands } from '../author-brand/public-brand';
import type { BookRepository } from './book.repository';
import type { ExportRow, ExportsRepository } from './exports.repository';
import { authorizeAuthorExport } from './exports.policy';
import { scopeOf } from './export-build';
import { BOOK_WRITERS } from './formats/registry';

type Caller = { id: string; tier: string };

const exportNotFound = () => notFound('Export not found');

/** A file name for the download: the story's title in safe characters, the range, the extension. */
export function exportFileName(title: string, row: Pick<ExportRow, 'format' | 'fromChapter' | 'toChapter'>) {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'story';
  const range =
    row.fromChapter !== null || row.toChapter !== null
      ? `-chapters-${row.fromChapter ?? 1}-${row.toChapter ?? 'end'}`
      : '';
  return `${base}${range}.${EXPORT_FILE_TYPES[row.format as ExportFormat].extension}`;
}

function toStoryExport(row: ExportRow, title: string): StoryExport {
  return {
    id: row.id,
    storyId: row.storyId,
    format: row.format as ExportFormat,
    fromChapter: row.fromChapter,
    toChapter: row.toChapter,
    trimSize: row.trimSize as StoryExport['trimSize'],
    status: row.status as StoryExport['status'],
    progress: row.progress,
    fileName: exportFileName(title, row),
    size: row.fileSize,
    dropped: row.dropped,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/**
 * Book exports by the story's writers (owner and collaborators: stories.policy's readWorkspace).
 * Refusals come in this order, so nothing is told to whoever may not know it: the story (404 to
 * outsiders of a private story, 403 to readers of a public one), the plan (403 naming the plans
 * with the format, nothing queued), the range (400). A request for a book already built and not
 * expired, or being built, answers with that job; otherwise a job is queued for the runner.
 */
export function createExportsService(deps: {
  jobs: ExportsRepository;
  books: BookRepository;
  db: Db;
  storage: Storage;
  kick: () => void;
  now: () => Date;
}) {
  const { jobs, books, storage, now } = deps;
  const stories = createStoriesRepository(deps.db);
  const brands = createPublicBrands(deps.db);

  async function authorize(caller: Caller, storyId: string) {
    return authorizeAuthorExport(await stories.findRelation(storyId, caller.id));
  }

  async function titleOf(storyId: string): Promise<string> {
    return (await books.story(storyId))?.title ?? 'story';
  }

  return {
    async request(caller: Caller, storyId: string, body: ExportRequest): Promise<StoryExport> {
      const { ownerId } = await authorize(caller, storyId);
      assertCanExport(caller.tier, body.format);
      if (!BOOK_WRITERS[body.format])
        throw new AppError(404, 'NOT_FOUND', `${EXPORT_FORMAT_LABELS[body.format]} export is coming soon`);
      const range = { fromChapter: body.fromChapter ?? null, toChapter: body.toChapter ?? null };
      const scope = scopeOf(range);
      const [state, meta] = await Promise.all([books.chapterState(storyId, scope), books.story(storyId)]);
      if (!meta) throw notFound('Story not found');
      if (state.count === 0) throw badRequest(EXPORT_MESSAGES.noChapters);
      // White-label is the story owner's switch (their brand settings, on a plan with it): their
      // books leave 'Made with Inkforge' out whichever of their writers asks for the file.
      const colophon = !(await brands.of(ownerId)).brand?.whiteLabel;
      const trimSize = body.format === 'pdf' ? (body.trimSize ?? DEFAULT_TRIM_SIZE) : null;
      const fingerprint = createHash('sha256')
        .update(
          JSON.stringify([
            1,
            body.format,
            scope,
            trimSize,
            colophon,
            meta.title,
            meta.description,
            meta.genre,
            meta.coverImage,
            meta.publishedAt,
            meta.owner,
            meta.collaborators,
            state.latest,
          ]),
        )
        .digest('hex');
      const same = await jobs.findSameBook(storyId, fingerprint, now());
      if (same) return toStoryExport(same, meta.title);
      const row = await jobs.insert({
        storyId,
        requestedBy: caller.id,
        format: body.format,
        fromChapter: range.fromChapter,
        toChapter: range.toChapter,
        trimSize,
        fingerprint,
        colophon,
      });
      deps.kick();
      return toStoryExport(row, meta.title);
    },

    async get(caller: Caller, storyId: string, exportId: string): Promise<StoryExport> {
      await authorize(caller, storyId);
      const row = await jobs.find(storyId, exportId);
      if (!row) throw exportNotFound();
      return toStoryExport(row, await titleOf(storyId));
    },

    /** The finished file: 409 while it is being built, 404 once it has expired. */
    async file(
      caller: Caller,
      storyId: string,
      exportId: string,
    ): Promise<{ object: StoredObject; fileName: string; contentType: string }> {
      await authorize(caller, storyId);
      const row = await jobs.find(storyId, exportId);
      if (!row || row.status === 'failed') throw exportNotFound();
      if (row.status !== 'done' || !row.fileKey)
        throw new AppError(409, 'CONFLICT', EXPORT_MESSAGES.notReady);
      if (row.expiresAt && row.expiresAt <= now()) throw exportNotFound();
      const object = await storage.get(row.fileKey);
      if (!object) throw exportNotFound();
      return {
        object,
        fileName: exportFileName(await titleOf(storyId), row),
        contentType: EXPORT_FILE_TYPES[row.format as ExportFormat].contentType,
      };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
