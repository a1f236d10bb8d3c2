import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_BUCKETS } from '@common/constants';
import type { Db } from '../../../db/client';
import type { Storage } from '../../../storage/storage';
import { EXPORT_TABLES, NOT_EXPORTED, type ExportTable } from './export-tables';
import { createExportRepository, type ExportRepository, type UserForeignKey } from './export.repository';
import { tiptapToMarkdown } from './tiptap-markdown';
import { ArchiveAbortedError, ZipStream } from './zip-stream';

/** Rows fetched per query: bounds memory whatever the account's size. */
const ROW_BATCH = 500;
const CHAPTER_BATCH = 20;

type Owner = { id: string; username: string };

/**
 * The tables to export: EXPORT_TABLES, plus any table with a user foreign key that neither lists
 * it nor NOT_EXPORTED excludes (a table added later is exported rather than silently skipped).
 */
export function exportPlan(foreignKeys: UserForeignKey[]): ExportTable[] {
  const covered = new Set(EXPORT_TABLES.flatMap((t) => (t.owners ?? []).map((c) => `${t.table}.${c}`)));
  const extra = new Map<string, string[]>();
  for (const fk of foreignKeys) {
    const key = `${fk.table}.${fk.column}`;
    if (covered.has(key) || key in NOT_EXPORTED) continue;
    extra.set(fk.table, [...(extra.get(fk.table) ?? []), fk.column]);
  }
  const plan = EXPORT_TABLES.map((t) =>
    extra.has(t.table) ? { ...t, owners: [...(t.owners ?? []), ...extra.get(t.table)!] } : t,
  );
  for (const [table, owners] of extra) {
    if (!EXPORT_TABLES.some((t) => t.table === table)) plan.push({ table, owners });
  }
  return plan;
}

/** A row as JSON: secrets and derived columns dropped, times as ISO strings. */
function rowJson(row: Record<string, unknown>, omit: readonly string[] = []): string {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (!omit.includes(k)) out[k] = v;
  return JSON.stringify(out, null, 2);
}

async function* tableJson(repo: ExportRepository, spec: ExportTable, userId: string): AsyncGenerator<string> {
  const key = await repo.primaryKey(spec.table);
  const orderBy =
    key.length > 0 ? key : [...(spec.owners ?? []), ...(spec.viaOwnStory ? [spec.viaOwnStory] : [])];
  yield '[';
  let first = true;
  for (let offset = 0; ; offset += ROW_BATCH) {
    const rows = await repo.ownedRows(spec, userId, orderBy, offset, ROW_BATCH);
    if (rows.length > 0) {
      yield (first ? '\n' : ',\n') + rows.map((r) => rowJson(r, spec.omit)).join(',\n');
      first = false;
    }
    if (rows.length < ROW_BATCH) break;
  }
  yield first ? ']\n' : '\n]\n';
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'story';

type StoryHeader = Awaited<ReturnType<ExportRepository['ownStories']>>[number];

/** One story as Markdown: title, details, description, then every chapter in order. */
async function* storyMarkdown(repo: ExportRepository, story: StoryHeader): AsyncGenerator<string> {
  yield `# ${story.title}\n\n`;
  yield `*${story.genre} · ${story.status} · ${story.privacyLevel}*\n\n`;
  if (story.description.trim())
    yield `${story.description
      .trim()
      .split('\n')
      .map((l) => `> ${l}`)
      .join('\n')}\n\n`;
  let after = 0;
  for (;;) {
    const batch = await repo.chapterBatch(story.id, after, CHAPTER_BATCH);
    for (const chapter of batch) {
      const title = chapter.title.trim()
        ? `Chapter ${chapter.position}: ${chapter.title.trim()}`
        : `Chapter ${chapter.position}`;
      const draft = chapter.status === 'draft' ? '*Draft: not published.*\n\n' : '';
      const body = tiptapToMarkdown(chapter.content);
      yield `## ${title}\n\n${draft}${body ? `${body}\n\n` : ''}`;
      after = chapter.position;
    }
    if (batch.length < CHAPTER_BATCH) break;
  }
}

const README = (username: string, tables: ExportTable[], now: Date) => `# Your Inkforge data

Exported for ${username} on ${now.toISOString()}.

- \`data/<table>.json\`: every row you created or own, one JSON file per database table
  (${tables.map((t) => t.table).join(', ')}). Password hashes and session tokens are left out.
- \`stories/\`: each of your stories as Markdown, chapters in reading order (drafts included).
  The exact editor documents are in \`data/chapters.json\`.
- \`uploads/\`: the images you uploaded. Rows refer to them by their URL (\`/uploads/<bucket>/<id>/<file>\`).
`;

/**
 * The data export (GET /api/v1/me/export): one zip written while it is sent. Not one transaction
 * (a long download must not hold the database, PGlite's only connection above all), so an edit
 * made during the download may or may not be in it.
 */
export function createExportService(db: Db, storage: Storage, log: FastifyBaseLogger) {
  const repo = createExportRepository(db);

  async function write(zip: ZipStream, user: Owner): Promise<void> {
    const tables = exportPlan(await repo.userForeignKeys());
    await zip.file('README.md', [README(user.username, tables, new Date())]);
    for (const spec of tables) await zip.file(`data/${spec.table}.json`, tableJson(repo, spec, user.id));
    const own = await repo.ownStories(user.id);
    for (const [i, story] of own.entries()) {
      await zip.file(
        `stories/${String(i + 1).padStart(3, '0')}-${slug(story.title)}.md`,
        storyMarkdown(repo, story),
      );
    }
    for (const bucket of UPLOAD_BUCKETS) {
      for (const key of await storage.list(`${bucket}/${user.id}/`)) {
        const object = await storage.get(key);
        if (!object) continue;
        await zip.file(
          `uploads/${bucket}/${key.slice(key.lastIndexOf('/') + 1)}`,
          object.body as AsyncIterable<Uint8Array>,
          {
            compress: false,
          },
        );
      }
    }
    zip.end();
  }

  return {
    /** Starts writing the archive and returns it as a stream at once. */
    archive(user: Owner): Readable {
      const zip = new ZipStream();
      write(zip, user).catch((err: unknown) => {
        if (err instanceof ArchiveAbortedError) return;
        log.error({ err, userId: user.id }, 'data export failed');
        zip.fail(err instanceof Error ? err : new Error(String(err)));
      });
      return zip.stream;
    },
  };
}
