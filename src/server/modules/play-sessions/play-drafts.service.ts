import type { TiptapDoc } from '@common/schemas/chapter';
import type {
  PlayCurationSettings,
  PlayDraftRequest,
  PlayDraftResult,
  PlayRollMode,
} from '@common/schemas/play-curation';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import { chapterContent, storeChapterContent } from '../chapters/chapter-content';
import { createChaptersRepository, type ChapterRow } from '../chapters/chapters.repository';
import type { AppInstance } from '../../app-types';
import { createChapterStore } from '../chapters/chapters.repository';
import { createChaptersService, type ChaptersService } from '../chapters/chapters.service';
import { createCollaboratorsRepository } from '../collaborators/collaborators.repository';
import { createCollaboratorsService } from '../collaborators/collaborators.service';
import { notify } from '../notifications/notifications.service';
import { createStoriesRepository, inLockedStory } from '../stories/stories.repository';
import type { PlayEntriesRepository } from './play-entries.repository';
import type { PlaySessionsService } from './play-sessions.service';
import { createPlayExportService } from './play-export.service';
import { authorizeStory } from '../stories/stories.policy';
import type { StoryEvents } from '../stories/story-events';
import { leftOutBecause, type CuratedItem } from './play-curation';
import { createPlayCurationRepository } from './play-curation.repository';
import type { PlayCurationService } from './play-curation.service';
import { draftDocument } from './play-draft-document';
import { createPlayCreditService, type PlayCreditService } from './play-credit.service';

type Deps = {
  db: Db;
  curation: PlayCurationService;
  chapters: ChaptersService;
  credit: PlayCreditService;
  events?: Pick<StoryEvents, 'chaptersChanged'>;
};

/** The draft takes rolls as the dialog says (the curation's own setting when it says nothing). */
function withRolls(items: CuratedItem[], settings: PlayCurationSettings, rolls?: PlayRollMode) {
  if (rolls === undefined) return items;
  return items.map((item) =>
    item.entry.kind !== 'Roll'
      ? item
      : {
          ...item,
          leftOutBecause: leftOutBecause(
            item.entry,
            { ...settings, rolls },
            { hidden: item.hidden, text: item.fixedText, sceneTitle: item.sceneTitle },
          ),
        },
  );
}

/** A chapter's stored document with the draft after it, a section break between the two. */
function appended(existing: TiptapDoc, draft: TiptapDoc): TiptapDoc {
  const blocks = existing.content ?? [];
  // An empty chapter holds at most one empty paragraph: the draft replaces it.
  const empty =
    blocks.length === 0 ||
    (blocks.length === 1 &&
      blocks[0]!.type === 'paragraph' &&
      !(Array.isArray(blocks[0]!.content) && blocks[0]!.content.length > 0));
  const before = empty ? [] : blocks;
  const joined = before.length > 0 ? [...before, { type: 'horizontalRule' }] : [];
  return { type: 'doc', content: [...joined, ...(draft.content ?? [])] };
}

/**
 * 'Draft a chapter': the game master's curated selection written as a chapter of the session's
 * story through the chapters' one write path (storeChapterContent), as a new draft chapter
 * (owner and co-authors: manageChapters) or appended to a draft chapter (writeChapters, through
 * the chapters service, so a chapter open in the writing room takes it as live edits). What the
 * curation leaves out (asides, whispers, hidden lines, rolls when omitted) never reaches the
 * chapter. The chapter is linked to its session (play_drafts). Idempotent: a new chapter is keyed
 * by the request's key under the story lock, and an append repeats as the chapters' retried
 * save (same base, same text: 200, nothing written twice).
 */
const repos = (tx: Db) => ({
  chapters: createChaptersRepository(tx),
  drafts: createPlayCurationRepository(tx),
});

export function createPlayDraftsService({ db, curation, chapters, credit, events }: Deps) {
  async function intoNewChapter(
    user: SessionUser,
    sessionId: string,
    storyId: string,
    doc: TiptapDoc,
    input: PlayDraftRequest,
  ) {
    const content = chapterContent(doc);
    const made = await inLockedStory(db, storyId, user.id, repos, async (tx, relation) => {
      authorizeStory(relation, 'manageChapters');
      const prior = await tx.drafts.draftByKey(sessionId, input.requestKey);
      const found = prior ? await tx.chapters.find(storyId, prior) : undefined;
      if (found) return { row: found, fresh: false };
      const row = await tx.chapters.append(storyId, input.title!);
      const stored = await storeChapterContent(tx.chapters, { storyId, chapterId: row.id, content });
      await tx.drafts.recordDraft(sessionId, row.id, user.id, input.requestKey);
      return { row: stored ?? row, fresh: true };
    });
    if (made.fresh) events?.chaptersChanged({ storyId });
    return made.row;
  }

  /**
   * Under the story lock: a repeated key answers the chapter it wrote; otherwise the draft is
   * stored after the chapter's text. A chapter opened live takes it through the chapters service
   * instead (edits of its live document), guarded by the time the text was read.
   */
  async function ontoDraftChapter(
    user: SessionUser,
    sessionId: string,
    storyId: string,
    doc: TiptapDoc,
    chapterId: string,
    requestKey: string,
  ) {
    const done = await inLockedStory(db, storyId, user.id, repos, async (tx, relation) => {
      authorizeStory(relation, 'writeChapters');
      const locked = await tx.chapters.lockForContent(storyId, chapterId);
      if (!locked) throw notFound('Chapter not found');
      if ((await tx.drafts.draftByKey(sessionId, requestKey)) === chapterId) return { row: locked.row };
      if (locked.row.status !== 'draft')
        throw conflict('Only a draft chapter can take a draft: choose a draft chapter, or draft a new one');
      if (locked.live) return { live: locked.row, row: undefined };
      const content = chapterContent(appended(locked.row.content as TiptapDoc, doc));
      const row = await storeChapterContent(tx.chapters, { storyId, chapterId, content });
      await tx.drafts.recordDraft(sessionId, chapterId, user.id, requestKey);
      return { row: row ?? locked.row };
    });
    if (done.row) {
      events?.chaptersChanged({ storyId });
      return done.row;
    }
    const { live } = done as { live: ChapterRow };
    const saved = await chapters.update(user, storyId, chapterId, {
      content: appended(live.content as TiptapDoc, doc),
      expectedUpdatedAt: live.updatedAt.toISOString(),
    });
    await createPlayCurationRepository(db).recordDraft(sessionId, chapterId, user.id, requestKey);
    return saved;
  }

  return {
    async draft(user: SessionUser, sessionId: string, input: PlayDraftRequest): Promise<PlayDraftResult> {
      const session = await curation.loadAsGameMaster(user, sessionId);
      const { settings, items } = await curation.curatedItems(session, user);
      const taken = withRolls(items, settings, input.rolls);
      const doc = draftDocument(taken, settings.mergeSameSpeaker);
      if ((doc.content ?? []).length === 0)
        throw badRequest('Nothing in the selection goes into a chapter: widen it or show more entries');
      const chapter = input.chapterId
        ? await ontoDraftChapter(user, sessionId, session.storyId, doc, input.chapterId, input.requestKey)
        : await intoNewChapter(user, sessionId, session.storyId, doc, input);
      const offered = await credit.offer(user, session, taken, input.credit, chapter.id);
      return {
        storyId: session.storyId,
        chapterId: chapter.id,
        chapterTitle: chapter.title,
        wordCount: chapter.wordCount,
        creditOffered: offered.users,
        creditNote: offered.note,
      };
    },
  };
}
export type PlayDraftsService = ReturnType<typeof createPlayDraftsService>;

/** Drafts, credit and export over the app's database and story events (play-drafts.routes.ts). */
export function playDraftServicesOf(
  app: AppInstance,
  deps: { sessions: PlaySessionsService; curation: PlayCurationService; entries: PlayEntriesRepository },
) {
  const db = app.ctx.database.db;
  const credit = createPlayCreditService({
    repo: createPlayCurationRepository(db),
    sessions: deps.sessions,
    collaborators: createCollaboratorsService(
      createCollaboratorsRepository(db),
      createStoriesRepository(db),
      app.ctx.storyEvents,
    ),
    notify: (n) => notify(db, n),
  });
  // Appending to a chapter opened live goes into its live document (the live room's save).
  const live = () => (app.hasDecorator('liveContentSave') ? app.liveContentSave : undefined);
  const chapters = createChaptersService(
    createChapterStore(db),
    createStoriesRepository(db),
    live,
    app.ctx.storyEvents,
  );
  return {
    drafts: createPlayDraftsService({
      db,
      curation: deps.curation,
      chapters,
      credit,
      events: app.ctx.storyEvents,
    }),
    credit,
    exports: createPlayExportService({ sessions: deps.sessions, entries: deps.entries }),
  };
}
