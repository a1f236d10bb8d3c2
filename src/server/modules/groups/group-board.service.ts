import type {
  GroupPost,
  ReadingListItem,
  SharedWorld,
  ThreadDetail,
  ThreadInput,
  ThreadSummary,
  ViewerStanding,
} from '@common/schemas/groups';
import type { Page } from '@common/schemas/pagination';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import { forbidden, notFound } from '../../errors';
import { notify } from '../notifications/notifications.service';
import { threadListCursor } from './group-cursor';
import { createBoardRepository, type BoardQueries } from './group-board.repository';
import {
  THREAD_NOT_FOUND,
  assertGroupId,
  assertMayReply,
  assertMember,
  assertModerator,
  mayDeletePost,
  moderates,
} from './groups.policy';
import type { createGroupsService } from './groups.service';

type Viewer = { id: string } | null;
type Me = { id: string };
type Groups = ReturnType<typeof createGroupsService>;
type ThreadRow = Awaited<ReturnType<BoardQueries['listThreads']>>[number];

const iso = (d: Date) => d.toISOString();
const author = (name: string | null, image: string | null) =>
  name ? { username: name, profileImage: image } : null;

function toSummary(t: ThreadRow): ThreadSummary {
  return {
    id: t.id,
    title: t.title,
    author: author(t.authorName, t.authorImage),
    pinned: t.pinned,
    locked: t.locked,
    replyCount: t.replyCount,
    createdAt: iso(t.createdAt),
    lastPostAt: iso(t.lastPostAt),
  };
}

/**
 * A group's discussion board, shared worlds and reading list. Every read first asks the groups
 * service whether the caller may see the group's contents (404 otherwise); every write needs a
 * membership, and moderation needs Admin or Moderator (groups.policy.ts).
 */
export function createBoardService(db: Db, groups: Groups) {
  const repo = createBoardRepository(db);

  async function thread(groupId: string, threadId: string) {
    assertGroupId(threadId, THREAD_NOT_FOUND);
    const row = await repo.findThread(groupId, threadId);
    if (!row) throw notFound(THREAD_NOT_FOUND);
    return row;
  }

  function postOf(
    p: Awaited<ReturnType<BoardQueries['listPosts']>>[number],
    s: ViewerStanding,
    viewer: Viewer,
  ): GroupPost {
    return {
      id: p.id,
      body: p.body,
      author: author(p.authorName, p.authorImage),
      createdAt: iso(p.createdAt),
      abilities: { delete: mayDeletePost(p.authorId, s, viewer) },
    };
  }

  return {
    async listThreads(
      viewer: Viewer,
      groupId: string,
      cursor: string | undefined,
      limit: number,
    ): Promise<Page<ThreadSummary>> {
      await groups.contents(groupId, viewer);
      const after = threadListCursor.decode(cursor);
      const rows = await repo.listThreads(groupId, after, limit + 1);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items: items.map(toSummary),
        nextCursor:
          rows.length > limit && last ? threadListCursor.encode([last.pinned, last.cursorAt, last.id]) : null,
      };
    },

    async createThread(me: Me, groupId: string, input: ThreadInput): Promise<ThreadDetail> {
      const { standing } = await groups.contents(groupId, me);
      assertMember(standing);
      const id = await repo.insertThread(groupId, me.id, input.title, input.body);
      return this.getThread(me, groupId, id, undefined, 50);
    },

    async getThread(
      viewer: Viewer,
      groupId: string,
      threadId: string,
      cursor: string | undefined,
      limit: number,
    ): Promise<ThreadDetail> {
      const { standing } = await groups.contents(groupId, viewer);
      const t = await thread(groupId, threadId);
      const page = toPage(await repo.listPosts(threadId, decodeCursor(cursor), limit + 1), limit);
      const member = standing.role !== null;
      return {
        ...toSummary(t),
        body: t.body,
        abilities: {
          reply: member && (!t.locked || moderates(standing.role)),
          moderate: moderates(standing.role),
          delete: mayDeletePost(t.authorId, standing, viewer),
        },
        replies: { items: page.items.map((p) => postOf(p, standing, viewer)), nextCursor: page.nextCursor },
      };
    },

    /** PATCH a thread: pin or lock (Admins and Moderators). */
    async moderateThread(
      me: Me,
      groupId: string,
      threadId: string,
      patch: { pinned?: boolean; locked?: boolean },
    ) {
      const { standing } = await groups.contents(groupId, me);
      await thread(groupId, threadId);
      assertModerator(standing);
      await repo.updateThread(threadId, patch);
      return this.getThread(me, groupId, threadId, undefined, 50);
    },

    /** DELETE a thread with its replies: its author, or Admins and Moderators. */
    async deleteThread(me: Me, groupId: string, threadId: string): Promise<void> {
      const { standing } = await groups.contents(groupId, me);
      const t = await thread(groupId, threadId);
      if (!mayDeletePost(t.authorId, standing, me))
        throw forbidden('Only the author, admins and moderators can delete this thread');
      await repo.deleteThread(threadId);
    },

    /** A reply; its thread's author hears about it ('group_reply'). Locked threads take none (except from moderators). */
    async reply(me: Me, groupId: string, threadId: string, body: string): Promise<GroupPost> {
      const { standing } = await groups.contents(groupId, me);
      assertGroupId(threadId, THREAD_NOT_FOUND);
      const postId = await withTransaction(db, createBoardRepository, async (tx, txDb) => {
        const t = await tx.lockThread(groupId, threadId);
        if (!t) throw notFound(THREAD_NOT_FOUND);
        assertMayReply(t.locked, standing);
        const id = await tx.insertPost(threadId, me.id, body);
        await notify(txDb, {
          recipientId: t.authorId,
          kind: 'group_reply',
          actorId: me.id,
          groupId,
          groupThreadId: threadId,
        });
        return id;
      });
      return postOf((await repo.findPost(postId))!, standing, me);
    },

    async deletePost(me: Me, groupId: string, postId: string): Promise<void> {
      const { standing } = await groups.contents(groupId, me);
      assertGroupId(postId, 'Post not found');
      await withTransaction(db, createBoardRepository, async (tx) => {
        const p = await tx.lockPost(groupId, postId);
        if (!p) throw notFound('Post not found');
        if (!mayDeletePost(p.authorId, standing, me))
          throw forbidden('Only the author, admins and moderators can delete this post');
        await tx.deletePost(postId, p.threadId);
      });
    },

    async sharedWorlds(
      viewer: Viewer,
      groupId: string,
      cursor: string | undefined,
      limit: number,
    ): Promise<Page<SharedWorld>> {
      await groups.contents(groupId, viewer);
      const page = toPage(await repo.listSharedWorlds(groupId, decodeCursor(cursor), limit + 1), limit);
      return {
        nextCursor: page.nextCursor,
        items: page.items.map((w) => ({
          id: w.id,
          name: w.name,
          description: w.description,
          genre: w.genre,
          worldImage: w.worldImage,
          creator: w.creatorName,
          updatedAt: iso(w.updatedAt),
        })),
      };
    },

    async readingList(
      viewer: Viewer,
      groupId: string,
      cursor: string | undefined,
      limit: number,
    ): Promise<Page<ReadingListItem>> {
      const { standing } = await groups.contents(groupId, viewer);
      const page = toPage(await repo.listReading(groupId, decodeCursor(cursor), limit + 1), limit);
      return {
        nextCursor: page.nextCursor,
        items: page.items.map((r) => ({
          storyId: r.id,
          title: r.title,
          description: r.description,
          genre: r.genre,
          author: r.author,
          addedBy: r.addedBy,
          addedAt: iso(r.addedAt),
          abilities: { remove: standing.role !== null },
        })),
      };
    },

    /** Members add published stories (idempotent); anything else answers 404 'Story not found'. */
    async addReading(me: Me, groupId: string, storyId: string): Promise<void> {
      const { standing } = await groups.contents(groupId, me);
      assertMember(standing);
      if (!(await repo.isPublishedStory(storyId))) throw notFound('Story not found');
      await repo.addReading(groupId, storyId, me.id);
    },

    async removeReading(me: Me, groupId: string, storyId: string): Promise<void> {
      const { standing } = await groups.contents(groupId, me);
      assertMember(standing);
      assertGroupId(storyId, 'Story not found');
      if (!(await repo.findReading(groupId, storyId))) throw notFound('Story not found');
      await repo.removeReading(groupId, storyId);
    },
  };
}
