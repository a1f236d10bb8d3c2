import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SupportStatus } from '@common/support';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/keyset-cursor';
import { supportMessages, supportRequests } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { transactional } from '../../db/transactional';
import { userLockQueries } from '../users/users.repository';

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect & { author: string | null };
export type QueueFilter = 'active' | SupportStatus;

const assignees = alias(users, 'assignees');
/** The queue's and the admin page's columns: the request, its requester and its assignee. */
const withPeople = {
  request: supportRequests,
  requester: {
    id: users.id,
    username: users.username,
    email: users.email,
    tier: users.subscriptionTier,
  },
  assignee: { id: assignees.id, username: assignees.username },
};
/** How long the queue may be in one answer; the oldest of a priority are never cut first. */
const QUEUE_LIMIT = 200;

function bind(db: Db) {
  return {
    ...userLockQueries(db),

    /** How many of the user's requests are not resolved. */
    async countOpen(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(supportRequests)
        .where(and(eq(supportRequests.userId, userId), ne(supportRequests.status, 'resolved')));
      return row?.n ?? 0;
    },

    async insertRequest(values: typeof supportRequests.$inferInsert): Promise<SupportRequestRow> {
      const [row] = await db.insert(supportRequests).values(values).returning();
      return row!;
    },

    async insertMessage(values: typeof supportMessages.$inferInsert): Promise<void> {
      await db.insert(supportMessages).values(values);
    },

    /** The request, locked until the transaction ends; undefined when it does not exist. */
    async lockRequest(id: string): Promise<SupportRequestRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.id, id))
        .for('no key update');
      return row;
    },

    async updateRequest(
      id: string,
      set: Partial<Pick<SupportRequestRow, 'status' | 'assigneeId' | 'firstRespondedAt'>>,
    ): Promise<void> {
      await db
        .update(supportRequests)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(supportRequests.id, id));
    },

    /** The user's requests, latest activity first. */
    listForUser(userId: string): Promise<SupportRequestRow[]> {
      return db
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.userId, userId))
        .orderBy(desc(supportRequests.updatedAt))
        .limit(100);
    },

    /** One request if it is the user's; anyone else's looks missing. */
    async findForUser(userId: string, id: string): Promise<SupportRequestRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(supportRequests)
        .where(and(eq(supportRequests.id, id), eq(supportRequests.userId, userId)));
      return row;
    },

    /** A request with its requester and assignee, for admins. */
    async findWithPeople(id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select(withPeople)
        .from(supportRequests)
        .innerJoin(users, eq(users.id, supportRequests.userId))
        .leftJoin(assignees, eq(assignees.id, supportRequests.assigneeId))
        .where(eq(supportRequests.id, id));
      return row;
    },

    /** The admin queue: dedicated, then priority, then standard; oldest first within each. */
    queue(filter: QueueFilter) {
      const status =
        filter === 'active'
          ? inArray(supportRequests.status, ['open', 'waiting'])
          : eq(supportRequests.status, filter);
      return db
        .select(withPeople)
        .from(supportRequests)
        .innerJoin(users, eq(users.id, supportRequests.userId))
        .leftJoin(assignees, eq(assignees.id, supportRequests.assigneeId))
        .where(status)
        .orderBy(asc(supportRequests.priorityRank), asc(supportRequests.createdAt))
        .limit(QUEUE_LIMIT);
    },

    /** A request's thread, oldest first; internal notes only when asked for. */
    messages(requestId: string, withInternal: boolean): Promise<SupportMessageRow[]> {
      return db
        .select({
          id: supportMessages.id,
          requestId: supportMessages.requestId,
          authorId: supportMessages.authorId,
          fromSupport: supportMessages.fromSupport,
          internal: supportMessages.internal,
          body: supportMessages.body,
          screenshotImage: supportMessages.screenshotImage,
          createdAt: supportMessages.createdAt,
          author: users.username,
        })
        .from(supportMessages)
        .leftJoin(users, eq(users.id, supportMessages.authorId))
        .where(
          withInternal
            ? eq(supportMessages.requestId, requestId)
            : and(eq(supportMessages.requestId, requestId), eq(supportMessages.internal, false)),
        )
        .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
    },

    /** Admins, by name: who a request may be assigned to. */
    listAdmins(): Promise<{ id: string; username: string }[]> {
      return db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.isAdmin, true))
        .orderBy(asc(users.username))
        .limit(100);
    },

    async isAdmin(userId: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.isAdmin, true)));
      return row !== undefined;
    },

    /** The requester's address and name, for the reply e-mail. */
    async requester(userId: string): Promise<{ email: string; username: string } | undefined> {
      const [row] = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}

/** The only code touching support_requests and support_messages. */
export const createSupportRepository = (db: Db) => transactional(db, bind);
export type SupportRepository = ReturnType<typeof createSupportRepository>;
export type SupportQueries = ReturnType<typeof bind>;
