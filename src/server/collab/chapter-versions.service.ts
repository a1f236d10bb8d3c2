import type {
  ChapterRestoreResult,
  ChapterVersionDetail,
  ChapterVersionSummary,
} from '@common/schemas/chapter-version';
import type { TiptapDoc } from '@common/schemas/chapter';
import type { SessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { countWords, documentText } from '../modules/chapters/chapter-text';
import { createStoriesRepository } from '../modules/stories/stories.repository';
import { authorizeChapterHistory } from './chapter-versions.policy';
import type { CollabHocuspocus } from './collab-hocuspocus';
import type { CollabContext } from './collab-types';
import { createChaptersRepository } from '../modules/chapters/chapters.repository';
import type { StoryEvents } from '../modules/stories/story-events';
import { applyDocAsEdits, jsonFromYDoc } from './live-doc';
import { createLiveVersions, type VersionRow } from './live-versions';
import { versionChanges } from './version-changes';

type Caller = Pick<SessionUser, 'id' | 'username'>;

function toSummary(row: VersionRow): ChapterVersionSummary {
  return {
    id: row.id,
    chapterId: row.chapterId,
    reason: row.reason as ChapterVersionSummary['reason'],
    createdBy: row.createdBy && row.createdByName ? { id: row.createdBy, username: row.createdByName } : null,
    createdAt: row.createdAt.toISOString(),
    wordCount: row.wordCount,
  };
}

const wordsOf = (doc: TiptapDoc) => countWords(documentText(doc));

/**
 * A chapter's history: list, view (with what changed since), save on demand and restore. Every
 * read of "the text now" and every restore goes through the chapter's live document, so a
 * version holds what the room sees (not a save still waiting for its debounce), and a restore is
 * applied as edits that everyone in the room receives.
 */
export function createChapterVersionsService(
  db: Db,
  collab: CollabHocuspocus,
  events?: Pick<StoryEvents, 'chaptersChanged'>,
) {
  const versions = createLiveVersions(db);
  const chapters = createChaptersRepository(db);
  const storiesRepo = createStoriesRepository(db);

  /**
   * 404 unless the caller is on the story and the chapter is one of its chapters; 403 when
   * their role may not do `action` (chapter-versions.policy.ts).
   */
  async function authorize(
    caller: Caller,
    storyId: string,
    chapterId: string,
    action: 'writeChapters' | 'restoreVersions' = 'writeChapters',
  ): Promise<CollabContext> {
    authorizeChapterHistory(await storiesRepo.findRelation(storyId, caller.id), action);
    if ((await chapters.storyOfChapter(chapterId)) !== storyId) throw notFound('Chapter not found');
    return { user: { id: caller.id, username: caller.username }, storyId };
  }

  async function findVersion(chapterId: string, versionId: string): Promise<VersionRow> {
    const row = await versions.find(chapterId, versionId);
    if (!row) throw notFound('Version not found');
    return row;
  }

  return {
    async list(caller: Caller, storyId: string, chapterId: string): Promise<ChapterVersionSummary[]> {
      await authorize(caller, storyId, chapterId);
      return (await versions.list(chapterId)).map(toSummary);
    },

    /** 'Save version' (or the version after an AI-assisted insert): keeps the live text as it is this moment. */
    async save(
      caller: Caller,
      storyId: string,
      chapterId: string,
      reason: 'manual' | 'ai_assisted' = 'manual',
    ): Promise<ChapterVersionSummary> {
      const context = await authorize(caller, storyId, chapterId);
      const content = await collab.withLiveDoc(chapterId, context, jsonFromYDoc);
      const row = await versions.keep({
        chapterId,
        storyId,
        userId: caller.id,
        reason,
        content,
        wordCount: wordsOf(content),
      });
      // Open tabs read the chapter list again, and with it the chapter's versions.
      events?.chaptersChanged({ storyId });
      return toSummary(row);
    },

    async view(
      caller: Caller,
      storyId: string,
      chapterId: string,
      versionId: string,
    ): Promise<ChapterVersionDetail> {
      const context = await authorize(caller, storyId, chapterId);
      const row = await findVersion(chapterId, versionId);
      const now = await collab.withLiveDoc(chapterId, context, jsonFromYDoc);
      return {
        ...toSummary(row),
        content: row.content as TiptapDoc,
        changes: versionChanges(documentText(row.content as TiptapDoc), documentText(now)),
      };
    },

    /**
     * Makes the chapter say what the version says, as edits inside the live document (never a
     * rebuilt document: an offline copy merging later would double the text). The text it
     * replaces is kept first as a 'before_restore' version, so a restore can itself be undone.
     */
    async restore(
      caller: Caller,
      storyId: string,
      chapterId: string,
      versionId: string,
    ): Promise<ChapterRestoreResult> {
      const context = await authorize(caller, storyId, chapterId, 'restoreVersions');
      const row = await findVersion(chapterId, versionId);
      const before = await collab.withLiveDoc(chapterId, context, (doc) => {
        const replaced = jsonFromYDoc(doc);
        applyDocAsEdits(doc, row.content, { restore: versionId });
        return replaced;
      });
      const previous = await versions.keep({
        chapterId,
        storyId,
        userId: caller.id,
        reason: 'before_restore',
        content: before,
        wordCount: wordsOf(before),
      });
      events?.chaptersChanged({ storyId });
      return { wordCount: wordsOf(row.content as TiptapDoc), previous: toSummary(previous) };
    },
  };
}
