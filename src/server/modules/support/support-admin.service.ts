import {
  CANNED_REPLIES,
  SUPPORT_MESSAGES,
  type AdminSupportQueue,
  type AdminSupportReplyInput,
  type AdminSupportRequest,
  type UpdateSupportRequestInput,
} from '@common/schemas/support';
import type { SupportStatus } from '@common/support';
import { badRequest, notFound } from '../../errors';
import { assertSupportAdmin, statusAfterMessage } from './support.policy';
import { isOverdue, toAdminSummary, toMessage, toRequester, toSummary } from './support.presenter';
import type { QueueFilter, SupportRepository } from './support.repository';

type Admin = { id: string; isAdmin: boolean };

/** A reply the requester should hear about by e-mail, sent once the reply is stored. */
export type SupportReplyNotice = { requestId: string; userId: string; subject: string; body: string };

export type SupportAdminDeps = {
  repo: SupportRepository;
  /** Sends the reply e-mail; a failure is the caller's to log, the reply stays stored. */
  notifyReply: (notice: SupportReplyNotice) => Promise<void>;
  clock?: () => Date;
};

/**
 * The admins' side: the queue (priority, then age), one request with internal notes, replies and
 * notes, status and assignment. Every call answers 404 to anyone but an admin.
 */
export function createSupportAdminService({ repo, notifyReply, clock = () => new Date() }: SupportAdminDeps) {
  async function read(admin: Admin, id: string): Promise<AdminSupportRequest> {
    assertSupportAdmin(admin);
    const row = await repo.findWithPeople(id);
    if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
    const messages = await repo.messages(row.request.id, true);
    return {
      ...toSummary(row.request),
      requester: toRequester(row.requester),
      assignee: row.assignee,
      overdue: isOverdue(row.request, clock()),
      messages: messages.map((m) => toMessage(m, true)),
    };
  }

  return {
    read,

    async queue(admin: Admin, filter: QueueFilter): Promise<AdminSupportQueue> {
      assertSupportAdmin(admin);
      const now = clock();
      const [rows, admins] = await Promise.all([repo.queue(filter), repo.listAdmins()]);
      return { requests: rows.map((r) => toAdminSummary(r, now)), admins, cannedReplies: CANNED_REPLIES };
    },

    /**
     * A reply to the requester (e-mailed to them) or an internal note (never shown to them). The
     * first reply to the requester records the first response.
     */
    async reply(admin: Admin, id: string, input: AdminSupportReplyInput): Promise<AdminSupportRequest> {
      assertSupportAdmin(admin);
      const internal = input.internal ?? false;
      const notice = await repo.transaction(async (tx) => {
        const row = await tx.lockRequest(id);
        if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
        const body = input.body.trim();
        await tx.insertMessage({ requestId: row.id, authorId: admin.id, fromSupport: true, internal, body });
        const status = statusAfterMessage(row.status as SupportStatus, {
          fromSupport: true,
          internal,
          status: input.status,
        });
        const firstRespondedAt = !internal && !row.firstRespondedAt ? clock() : row.firstRespondedAt;
        await tx.updateRequest(row.id, { status, firstRespondedAt });
        return internal ? null : { requestId: row.id, userId: row.userId, subject: row.subject, body };
      });
      if (notice) await notifyReply(notice);
      return read(admin, id);
    },

    /** Status and assignment; an assignee must be an admin. */
    async update(admin: Admin, id: string, input: UpdateSupportRequestInput): Promise<AdminSupportRequest> {
      assertSupportAdmin(admin);
      if (input.assigneeId && !(await repo.isAdmin(input.assigneeId)))
        throw badRequest(SUPPORT_MESSAGES.assigneeNotAdmin, [
          { path: 'assigneeId', message: SUPPORT_MESSAGES.assigneeNotAdmin },
        ]);
      await repo.transaction(async (tx) => {
        const row = await tx.lockRequest(id);
        if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
        await tx.updateRequest(row.id, {
          ...(input.status ? { status: input.status } : {}),
          ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
        });
      });
      return read(admin, id);
    },
  };
}
