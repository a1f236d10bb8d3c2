import type { z } from 'zod';
import type { Chapter, chapterUpdateSchema, ChapterSummary, TiptapDoc } from '@common/schemas/chapter';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import type { SessionUser } from '../../auth/session';
import {
  authorizeStory,
  storyAbilities,
  type StoryAction,
  type StoryRelation,
} from '../stories/stories.policy';
import type { StoriesRepository } from '../stories/stories.repository';
import { assertOutsiderReads } from './outsider-read';
import type { StoryEvents } from '../stories/story-events';
import type { ChapterChanges, ChapterRow, ChaptersRepository, ChapterStore } from './chapters.repository';
import { summaryOf, toChapter, toChapterSummary } from './chapters.presenter';
import { chapterContent, storeChapterContent, type ChapterContent } from './chapter-content';
import type { Db } from '../../db/client';
import { awardHeldXp } from '../xp/xp.service';
import { notifyBookmarkersOfNewChapter } from '../notifications/notifications.service';

type Caller = Pick<SessionUser, 'id' | 'username'>;
/** A caller reading a chapter: their plan decides exclusive chapters. */
type Reader = Caller & Pick<SessionUser, 'subscriptionTier'>;
export type ChapterUpdateBody = z.output<typeof chapterUpdateSchema>;

const chapterNotFound = () => notFound('Chapter not found');
const changedElsewhere = (current: ChapterRow) =>
  new AppError(409, 'CONFLICT', 'This chapter was changed elsewhere since you loaded it', {
    chapter: toChapter(current),
  });

/** Whether the row still carries the `updatedAt` a client sent (to the millisecond, as JSON has it). */
export const unchangedSince = (row: ChapterRow, expectedUpdatedAt: string) =>
  row.updatedAt.getTime() === new Date(expectedUpdatedAt).getTime();

/**
 * Writes the text of a PATCH into the live document of a chapter that has been opened live
 * (collab/live-content.ts): 'applied' as edits, 'holds' when the document says it already,
 * 'conflict' when the text changed since the client's `expectedUpdatedAt`.
 */
export type LiveContentSave = (save: {
  caller: Caller;
  storyId: string;
  row: ChapterRow;
  content: TiptapDoc;
  expectedUpdatedAt?: string;
}) => Promise<'applied' | 'holds' | 'conflict'>;

/**
 * The title and status a PATCH body changes (its content is stored by storeChapterContent).
 * Publishing by hand ends a schedule (only drafts are scheduled).
 */
function fieldsOf(
  body: Pick<ChapterUpdateBody, 'title' | 'status'>,
): Pick<ChapterChanges, 'title' | 'status' | 'scheduledAt'> {
  const fields: Pick<ChapterChanges, 'title' | 'status' | 'scheduledAt'> = {};
  if (body.title !== undefined) fields.title = body.title;
  if (body.status !== undefined) fields.status = body.status;
  if (body.status === 'published') fields.scheduledAt = null;
  return fields;
}

/**
 * Chapters of a story. Members read all of them; what each role may change is
 * stories.policy.ts (text and title: writeChapters; add, reorder, delete: manageChapters;
 * status: publishChapters). Others may read the published chapters of a Public story. Every
 * write runs in one transaction that locks the story first and leaves the story's counts equal
 * to the sums; once it has committed, `events` hears of it (the live room tells open tabs).
 */
export function createChaptersService(
  repo: ChapterStore,
  storiesRepo: StoriesRepository,
  live?: () => LiveContentSave | undefined,
  events?: Pick<StoryEvents, 'chaptersChanged'>,
) {
  /** The chapter list changed (added, deleted, moved): open tabs read it again. */
  const listChanged = (storyId: string) => events?.chaptersChanged({ storyId });

  async function readable(
    caller: Caller,
    storyId: string,
  ): Promise<{ includeDrafts: boolean; member: boolean }> {
    const relation: StoryRelation = authorizeStory(
      await storiesRepo.findRelation(storyId, caller.id),
      'read',
    );
    const member = relation.isOwner || relation.collaboratorRole !== null;
    return { includeDrafts: storyAbilities(relation).readWorkspace, member };
  }

  /** Runs a chapter write for a caller who may do `action` on the story. */
  function write<T>(
    caller: Caller,
    storyId: string,
    action: StoryAction,
    work: (tx: ChaptersRepository, relation: StoryRelation) => Promise<T>,
  ): Promise<T> {
    return repo.inStoryTransaction(storyId, caller.id, async (tx, relation) =>
      work(tx, authorizeStory(relation, action)),
    );
  }

  /**
   * A status the caller may not set (publishChapters) is refused with 403 before anything is
   * written, unless it is the status the chapter has already (a save that repeats it changes
   * nothing). A missing chapter is left to the save, which answers 404.
   */
  async function checkStatusChange(
    tx: ChaptersRepository,
    relation: StoryRelation,
    storyId: string,
    chapterId: string,
    status?: string,
  ) {
    if (status === undefined || storyAbilities(relation).publishChapters) return;
    const current = await tx.find(storyId, chapterId);
    if (current && current.status !== status)
      throw forbidden('Your role on this story does not publish chapters');
  }

  /**
   * Today's save: one UPDATE, guarded by `expectedUpdatedAt` (with content, through
   * storeChapterContent, which also sets the story's counts); a retried save answers 200.
   */
  async function updatePlain(
    tx: ChaptersRepository,
    relation: StoryRelation,
    caller: Caller,
    storyId: string,
    chapterId: string,
    body: ChapterUpdateBody,
    content: ChapterContent | undefined,
  ): Promise<Chapter> {
    const fields = fieldsOf(body);
    const { expectedUpdatedAt } = body;
    const row = content
      ? await storeChapterContent(tx, { storyId, chapterId, content, alongside: fields, expectedUpdatedAt })
      : await tx.update(storyId, chapterId, fields, expectedUpdatedAt);
    if (!row) {
      const current = await tx.find(storyId, chapterId);
      if (!current) throw chapterNotFound();
      if (await tx.holds(storyId, chapterId, { ...fields, content: content?.content }))
        return toChapter(current);
      throw changedElsewhere(current);
    }
    if (body.status === 'published')
      await announcePublishedChapter(tx.handle, relation, chapterId, caller.id);
    return toChapter(row);
  }

  /**
   * A content save for a chapter opened live: the text goes in as edits of its live document
   * (which stores the JSON, word count and story counts itself), then title and status as
   * today. Answers as the plain path does: 409 when the text changed elsewhere, 200 with the
   * chapter as stored when the save was already there.
   */
  async function updateLive(
    caller: Caller,
    storyId: string,
    before: ChapterRow,
    body: ChapterUpdateBody,
    liveSave: LiveContentSave,
  ): Promise<Chapter> {
    const { expectedUpdatedAt } = body;
    const result = await liveSave({
      caller,
      storyId,
      row: before,
      content: body.content!,
      expectedUpdatedAt,
    });
    return write(caller, storyId, 'writeChapters', async (tx, relation) => {
      // The status was checked before the text went in; one set by someone else since is kept.
      const status = storyAbilities(relation).publishChapters ? body.status : undefined;
      const fields = fieldsOf({ title: body.title, status });
      const current = await tx.find(storyId, before.id);
      if (!current) throw chapterNotFound();
      if (result === 'conflict') throw changedElsewhere(current);
      const stale = expectedUpdatedAt !== undefined && !unchangedSince(before, expectedUpdatedAt);
      // The text was there already (a retry): as in the plain path, other fields must be too.
      if (result === 'holds' && stale) {
        if (await tx.holds(storyId, before.id, fields)) return toChapter(current);
        throw changedElsewhere(current);
      }
      const row = Object.keys(fields).length > 0 ? await tx.update(storyId, before.id, fields) : current;
      if (!row) throw chapterNotFound();
      if (status === 'published') await announcePublishedChapter(tx.handle, relation, before.id, caller.id);
      return toChapter(row);
    });
  }

  return {
    async list(caller: Caller, storyId: string): Promise<ChapterSummary[]> {
      const { includeDrafts } = await readable(caller, storyId);
      return (await repo.listSummaries(storyId, includeDrafts)).map(toChapterSummary);
    },

    async get(caller: Reader, storyId: string, chapterId: string): Promise<Chapter> {
      const { includeDrafts, member } = await readable(caller, storyId);
      const row = await repo.find(storyId, chapterId);
      if (!row || (!includeDrafts && row.status !== 'published')) throw chapterNotFound();
      if (!member)
        await assertOutsiderReads({ stories: storiesRepo, chapters: repo }, caller, storyId, row.id);
      return toChapter(row);
    },

    /** Appends an empty draft chapter at the end. */
    async create(caller: Caller, storyId: string, title: string): Promise<Chapter> {
      const chapter = await write(caller, storyId, 'manageChapters', async (tx) => {
        const row = await tx.append(storyId, title);
        await tx.refreshStoryCounts(storyId);
        return toChapter(row);
      });
      listChanged(storyId);
      return chapter;
    },

    /**
     * Autosave and edits: one UPDATE of the chapter, plus one of the story counts when the
     * content changed. See chapterUpdateSchema for `expectedUpdatedAt` (409 on a lost race).
     * The text of a chapter that has been opened live goes into its live document instead
     * (updateLive); whether it has been is read under the chapter's row lock, so a room that
     * opens meanwhile seeds its document from the text written here.
     */
    async update(
      caller: Caller,
      storyId: string,
      chapterId: string,
      body: ChapterUpdateBody,
    ): Promise<Chapter> {
      // Checked (400) and turned into text and words before anything is written.
      const content = body.content === undefined ? undefined : chapterContent(body.content);
      const liveSave = content === undefined ? undefined : live?.();
      const outcome = await write(caller, storyId, 'writeChapters', async (tx, relation) => {
        await checkStatusChange(tx, relation, storyId, chapterId, body.status);
        const locked = liveSave ? await tx.lockForContent(storyId, chapterId) : undefined;
        if (locked?.live) return { live: true as const, row: locked.row };
        return {
          live: false as const,
          saved: await updatePlain(tx, relation, caller, storyId, chapterId, body, content),
        };
      });
      const saved = outcome.live
        ? await updateLive(caller, storyId, outcome.row, body, liveSave!)
        : outcome.saved;
      // Open tabs put the chapter's new words, title and status into their list.
      events?.chaptersChanged({ storyId, chapter: summaryOf(saved) });
      return saved;
    },

    /** Deletes a chapter and closes the gap in the numbering. */
    async delete(caller: Caller, storyId: string, chapterId: string): Promise<void> {
      await write(caller, storyId, 'manageChapters', async (tx) => {
        const row = await tx.delete(storyId, chapterId);
        if (!row) throw chapterNotFound();
        await tx.closeGap(storyId, row.position);
        await tx.refreshStoryCounts(storyId);
      });
      listChanged(storyId);
    },

    /** Puts the chapters in the given order; it must name every chapter of the story once. */
    async reorder(caller: Caller, storyId: string, chapterIds: string[]): Promise<ChapterSummary[]> {
      const order = await write(caller, storyId, 'manageChapters', async (tx) => {
        const existing = new Set(await tx.listIds(storyId));
        const sent = new Set(chapterIds);
        if (
          sent.size !== chapterIds.length ||
          sent.size !== existing.size ||
          chapterIds.some((id) => !existing.has(id))
        ) {
          throw badRequest('The new order must list every chapter of the story exactly once');
        }
        await tx.renumber(storyId, chapterIds);
        await tx.touchStory(storyId);
        return (await tx.listSummaries(storyId, true)).map(toChapterSummary);
      });
      listChanged(storyId);
      return order;
    },
  };
}

export type ChaptersService = ReturnType<typeof createChaptersService>;

/**
 * A chapter became (or was saved again as) published: the story's creator earns the chapter's
 * XP and readers who bookmarked the story hear of it. The XP is paid once per published chapter
 * the creator holds (xp-rules.ts HELD_RULES), so re-saving, re-publishing or a chapter deleted
 * and created again pays nothing more; a reader is told once per chapter.
 */
export async function announcePublishedChapter(
  db: Db,
  relation: StoryRelation,
  chapterId: string,
  actorId: string,
) {
  await awardHeldXp(db, { userId: relation.ownerId, rule: 'CHAPTER_PUBLISHED' });
  await notifyBookmarkersOfNewChapter(db, { storyId: relation.storyId, chapterId, actorId });
}
