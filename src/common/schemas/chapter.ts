import { z } from 'zod';

export const CHAPTER_STATUSES = ['draft', 'published'] as const;

/**
 * A chapter's body is a Tiptap (ProseMirror) JSON document. Live co-writing later maps the same
 * document to a Yjs fragment, so this is the one form prose is stored in.
 */
export const tiptapDocSchema = z
  .object({ type: z.literal('doc'), content: z.array(z.record(z.string(), z.unknown())).optional() })
  .refine((doc) => JSON.stringify(doc).length <= 2_000_000, 'Chapter is too long to save (2 MB at most)')
  .refine(isNodeTree, 'Chapter content is not a valid document: every node needs a type');

/**
 * Whether every node below the document has the shape the editor (and the live room's Yjs
 * mapping) can load: a string `type`, `content` an array of such nodes, `text` a string and
 * `marks` a list of typed objects. A node without a type was stored before and then broke every
 * later load of the chapter into the live room with a 500.
 */
function isNodeTree(doc: { content?: Record<string, unknown>[] }): boolean {
  const stack: unknown[] = [...(doc.content ?? [])];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
    const { type, content, text, marks } = node as Record<string, unknown>;
    if (typeof type !== 'string' || type === '') return false;
    if (text !== undefined && typeof text !== 'string') return false;
    if (marks !== undefined) {
      if (!Array.isArray(marks)) return false;
      for (const mark of marks as unknown[]) {
        if (
          mark === null ||
          typeof mark !== 'object' ||
          typeof (mark as { type?: unknown }).type !== 'string'
        )
          return false;
      }
    }
    if (content !== undefined) {
      if (!Array.isArray(content)) return false;
      stack.push(...(content as unknown[]));
    }
  }
  return true;
}
export type TiptapDoc = z.infer<typeof tiptapDocSchema>;

export const chapterCreateSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Chapter title is required')
    .max(200, 'Chapter title must be at most 200 characters'),
});
/**
 * PATCH a chapter: any of title, content (autosave), status. Word count is computed on the server.
 *
 * Optimistic concurrency (optional): send `expectedUpdatedAt`, the `updatedAt` of the chapter as
 * last loaded or saved. If someone saved the chapter since, nothing is written and the answer is
 * 409 CONFLICT with the current chapter in `error.details.chapter` (see chapterConflictSchema).
 * A retried save whose changes are already stored answers 200, so retries are safe.
 */
export const chapterUpdateSchema = z.object({
  title: chapterCreateSchema.shape.title.optional(),
  content: tiptapDocSchema.optional(),
  status: z.enum(CHAPTER_STATUSES).optional(),
  expectedUpdatedAt: z.iso.datetime({ offset: true }).optional(),
});
/**
 * POST .../chapters/:chapterId/live-copy: this browser's copy of the chapter's live document
 * (a Yjs update, base64), sent when the live room cannot connect, so what was typed into it
 * offline reaches the chapter over HTTP. The server merges it (Yjs keeps one of each edit), so
 * the same copy arriving again through the live room later doubles nothing.
 */
export const chapterLiveCopySchema = z.object({
  update: z.base64().min(4).max(1_000_000, 'This copy is too large to send over HTTP'),
});
/** The latest public date a chapter may be scheduled for, counted from now. */
export const SCHEDULE_MAX_DAYS = 366;
/**
 * PUT .../chapters/:chapterId/schedule: the date and time a draft becomes public (the chapter
 * publish job publishes it then), or null to cancel the schedule. The server checks that the time
 * is in the future and within SCHEDULE_MAX_DAYS.
 */
export const chapterScheduleSchema = z.object({
  publishAt: z.iso
    .datetime({ offset: true, error: 'Choose a valid date and time for publishing' })
    .nullable(),
});
export type ChapterScheduleBody = z.infer<typeof chapterScheduleSchema>;

/** Why a schedule time is refused (shared by the form and the server); null when it is fine. */
export function scheduleTimeProblem(at: Date, now: Date): string | null {
  if (Number.isNaN(at.getTime())) return 'Choose a valid date and time for publishing';
  if (at.getTime() <= now.getTime()) return 'The publishing time must be in the future';
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000)
    return `The publishing time must be within ${SCHEDULE_MAX_DAYS} days`;
  return null;
}

/** PUT .../chapters/order: every chapter id of the story, in the new order. */
export const chapterOrderSchema = z.object({ chapterIds: z.array(z.uuid()).min(1) });

export const chapterSummarySchema = z.object({
  id: z.uuid(),
  storyId: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  status: z.enum(CHAPTER_STATUSES),
  wordCount: z.number().int(),
  updatedAt: z.string(),
  /** The public date of a scheduled draft (ISO time); null when the chapter is not scheduled. */
  scheduledAt: z.string().nullable(),
});
export type ChapterSummary = z.infer<typeof chapterSummarySchema>;
export const chapterSchema = chapterSummarySchema.extend({ content: tiptapDocSchema });
export type Chapter = z.infer<typeof chapterSchema>;

/** The body of a 409 answer to PATCH when `expectedUpdatedAt` no longer matches. */
export const chapterConflictSchema = z.object({
  error: z.object({
    code: z.literal('CONFLICT'),
    message: z.string(),
    details: z.object({ chapter: chapterSchema }),
  }),
});
