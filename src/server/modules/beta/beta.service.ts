import * as Y from 'yjs';
import {
  BETA_MESSAGES,
  type BetaChapter,
  type BetaComment,
  type BetaOpen,
  type BetaRead,
  type MyBeta,
} from '@common/schemas/beta';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { badRequest, notFound } from '../../errors';
import { createLiveStore } from '../../collab/live-store';
import { notify } from '../notifications/notifications.service';
import { createStoriesRepository } from '../stories/stories.repository';
import { anchorPassage, resolvePassage, textBlocks } from './beta-anchor';
import {
  assertAuthor,
  assertMayApply,
  assertOpen,
  assertReader,
  assertReaderPlan,
  assertTeam,
  roleOf,
  type BetaRole,
} from './beta.policy';
import { createBetaRepository, type BetaReadRow } from './beta.repository';

type Caller = { id: string; subscriptionTier: string };
type Row = Awaited<ReturnType<ReturnType<typeof createBetaRepository>['comments']>>[number];

/** Beta reading (issue 26): opening, inviting, applying, reading drafts, anchored comments, ending. */
export function createBetaService(db: Db) {
  const repo = createBetaRepository(db);
  const live = createLiveStore(db);

  /** The beta read and the caller's role on it; 404 for anyone who may not see it. */
  async function standing(me: Caller, id: string): Promise<{ read: BetaReadRow; role: BetaRole }> {
    const read = await repo.find(id);
    const role = roleOf(
      read && {
        userId: me.id,
        tier: me.subscriptionTier,
        ownerId: read.ownerId,
        isCollaborator: await repo.isCollaborator(read.storyId, me.id),
        readerStatus: await repo.readerStatus(id, me.id),
        state: read.state,
      },
    );
    return { read: read!, role };
  }

  async function chapterIn(id: string, chapterId: string) {
    const chapter = (await repo.chaptersOf(id)).find((c) => c.id === chapterId);
    if (!chapter) throw notFound('Chapter not found');
    return chapter;
  }

  async function liveDoc(chapterId: string): Promise<Y.Doc> {
    const loaded = await live.loadOrSeed(chapterId);
    if (!loaded) throw notFound('Chapter not found');
    const doc = new Y.Doc();
    Y.applyUpdate(doc, loaded.state);
    return doc;
  }

  async function detail(read: BetaReadRow, role: BetaRole): Promise<BetaRead> {
    const [chapters, readers] = await Promise.all([
      repo.chaptersOf(read.id),
      role === 'reader' ? [] : repo.readersOf(read.id),
    ]);
    return {
      ...summaryOf(read),
      allowApplications: read.allowApplications,
      myRole: role,
      endedAt: read.endedAt?.toISOString() ?? null,
      chapters,
      readers: readers.map((r) => ({ ...r, status: r.status as 'active' | 'applied' })),
    };
  }

  const present = (rows: Row[], docs: Map<string, Y.Doc>): BetaComment[] =>
    rows.map(({ c, readerUsername }) => {
      const anchor = { start: c.anchorStart, end: c.anchorEnd };
      const range = resolvePassage(docs.get(c.chapterId)!, anchor, c.quote);
      return {
        id: c.id,
        chapterId: c.chapterId,
        readerUsername,
        body: c.body,
        quote: c.quote,
        anchor,
        range,
        detached: range === null,
        resolved: c.resolvedAt !== null,
        createdAt: c.createdAt.toISOString(),
      };
    });

  async function docsFor(rows: Row[]) {
    const docs = new Map<string, Y.Doc>();
    for (const chapterId of new Set(rows.map((r) => r.c.chapterId)))
      docs.set(chapterId, await liveDoc(chapterId));
    return docs;
  }

  return {
    async mine(me: Caller): Promise<MyBeta> {
      const [asAuthor, asReader, canApply] = await Promise.all([
        repo.asAuthor(me.id),
        repo.asReader(me.id),
        repo.canApply(me.id),
      ]);
      return {
        asAuthor: asAuthor.map(summaryOf),
        asReader: asReader.map(summaryOf),
        canApply: canApply.map((r) => ({ ...summaryOf(r), applied: r.status === 'applied' })),
      };
    },

    async open(me: Caller, storyId: string, body: BetaOpen): Promise<BetaRead> {
      const relation = await createStoriesRepository(db).findRelation(storyId, me.id);
      if (!relation || !relation.isOwner) throw notFound('Story not found');
      const ids = [...new Set(body.chapterIds)];
      const drafts = await repo.draftChapters(storyId, ids);
      if (drafts.length !== ids.length) throw badRequest(BETA_MESSAGES.notDraft);
      const id = await withTransaction(db, (tx) =>
        createBetaRepository(tx).open(
          storyId,
          me.id,
          body.allowApplications,
          ids.map((chapterId) => ({ chapterId, question: body.questions?.[chapterId] || null })),
        ),
      );
      return this.get(me, id);
    },

    async get(me: Caller, id: string): Promise<BetaRead> {
      const { read, role } = await standing(me, id);
      return detail(read, role);
    },

    async invite(me: Caller, id: string, username: string): Promise<BetaRead> {
      const { read, role } = await standing(me, id);
      assertAuthor(role);
      assertOpen(read.state);
      const user = await repo.userByName(username);
      if (!user) throw badRequest(BETA_MESSAGES.noUser);
      if (user.id === me.id) throw badRequest(BETA_MESSAGES.self);
      assertReaderPlan(user.tier, user.username);
      await withTransaction(db, async (tx) => {
        if (await createBetaRepository(tx).invite(id, user.id))
          await notify(tx, {
            recipientId: user.id,
            kind: 'beta_invite',
            actorId: me.id,
            storyId: read.storyId,
          });
      });
      return detail(read, role);
    },

    async apply(me: Caller, id: string): Promise<BetaRead> {
      const read = await repo.find(id);
      assertMayApply(read, Boolean(read?.ownerId) && (await repo.follows(me.id, read!.ownerId!)));
      assertReaderPlan(me.subscriptionTier);
      // The author hears of a new application once (a repeated apply inserts nothing).
      await withTransaction(db, async (tx) => {
        if (await createBetaRepository(tx).apply(id, me.id))
          await notify(tx, {
            recipientId: read!.ownerId!,
            kind: 'beta_invite',
            actorId: me.id,
            storyId: read!.storyId,
          });
      });
      return { ...(await detail(read!, 'reader')), myRole: 'reader', chapters: [] };
    },

    async approve(me: Caller, id: string, userId: string): Promise<BetaRead> {
      const { read, role } = await standing(me, id);
      assertAuthor(role);
      assertOpen(read.state);
      const status = await repo.readerStatus(id, userId);
      if (!status) throw notFound(BETA_MESSAGES.noApplication);
      await withTransaction(db, async (tx) => {
        if (await createBetaRepository(tx).approve(id, userId))
          await notify(tx, {
            recipientId: userId,
            kind: 'beta_invite',
            actorId: me.id,
            storyId: read.storyId,
          });
      });
      return detail(read, role);
    },

    /** Ends it (a repeated end answers it unchanged); its readers lose the drafts and are told. */
    async end(me: Caller, id: string): Promise<BetaRead> {
      const { read, role } = await standing(me, id);
      assertAuthor(role);
      await withTransaction(db, async (tx) => {
        const r = createBetaRepository(tx);
        if (!(await r.end(id))) return;
        for (const { userId } of await r.activeReaderIds(id))
          await notify(tx, { recipientId: userId, kind: 'beta_end', actorId: me.id, storyId: read.storyId });
      });
      return this.get(me, id);
    },

    async chapter(me: Caller, id: string, chapterId: string): Promise<BetaChapter> {
      const { role } = await standing(me, id);
      const chapter = await chapterIn(id, chapterId);
      const doc = await liveDoc(chapterId);
      const answers = await repo.answers(id, chapterId, role === 'reader' ? me.id : undefined);
      return {
        ...chapter,
        blocks: textBlocks(doc),
        myAnswer: role === 'reader' ? (answers[0]?.answer ?? null) : null,
        answers:
          role === 'reader' ? [] : answers.map(({ readerUsername, answer }) => ({ readerUsername, answer })),
      };
    },

    async comment(
      me: Caller,
      id: string,
      chapterId: string,
      body: { from: number; to: number; body: string },
    ) {
      const { read, role } = await standing(me, id);
      assertReader(role);
      await chapterIn(id, chapterId);
      const passage = anchorPassage(await liveDoc(chapterId), body.from, body.to);
      if (!passage) throw badRequest(BETA_MESSAGES.range);
      const row = await withTransaction(db, async (tx) => {
        const c = await createBetaRepository(tx).addComment({
          betaReadId: id,
          chapterId,
          readerId: me.id,
          body: body.body,
          quote: passage.quote,
          anchorStart: passage.anchor.start,
          anchorEnd: passage.anchor.end,
        });
        if (read.ownerId)
          await notify(tx, {
            recipientId: read.ownerId,
            kind: 'beta_comment',
            actorId: me.id,
            storyId: read.storyId,
            chapterId,
          });
        return c;
      });
      const rows = (await repo.comments(id, me.id)).filter((r) => r.c.id === row.id);
      return present(rows, await docsFor(rows))[0]!;
    },

    async comments(me: Caller, id: string): Promise<{ comments: BetaComment[] }> {
      const { role } = await standing(me, id);
      const rows = await repo.comments(id, role === 'reader' ? me.id : undefined);
      return { comments: present(rows, await docsFor(rows)) };
    },

    async resolve(me: Caller, id: string, commentId: string, resolved: boolean): Promise<BetaComment> {
      const { role } = await standing(me, id);
      assertTeam(role);
      if (!(await repo.setResolved(id, commentId, resolved))) throw notFound('Comment not found');
      const rows = (await repo.comments(id)).filter((r) => r.c.id === commentId);
      return present(rows, await docsFor(rows))[0]!;
    },

    async answer(me: Caller, id: string, chapterId: string, answer: string) {
      const { role } = await standing(me, id);
      assertReader(role);
      await chapterIn(id, chapterId);
      await repo.saveAnswer(id, chapterId, me.id, answer);
      return { answer };
    },
  };
}

function summaryOf(r: BetaReadRow) {
  return {
    id: r.id,
    storyId: r.storyId,
    storyTitle: r.storyTitle,
    authorUsername: r.authorUsername,
    state: r.state as 'open' | 'ended',
    createdAt: r.createdAt.toISOString(),
  };
}
