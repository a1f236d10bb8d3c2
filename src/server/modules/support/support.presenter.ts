import type { AdminSupportSummary, SupportMessage, SupportRequestSummary } from '@common/schemas/support';
import { supportPriorityOfRank, type SupportStatus } from '@common/support';
import type { Tier } from '@common/constants';
import type { SupportMessageRow, SupportRequestRow } from './support.repository';

/** What a requester sees of support's messages: the team, not the admin's name. */
const SUPPORT_NAME = 'Inkforge support';

export function toSummary(row: SupportRequestRow): SupportRequestSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status as SupportStatus,
    priority: supportPriorityOfRank(row.priorityRank),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    firstResponseDueAt: row.firstResponseDueAt.toISOString(),
    firstRespondedAt: row.firstRespondedAt?.toISOString() ?? null,
  };
}

export function toMessage(row: SupportMessageRow, forAdmin: boolean): SupportMessage {
  const named = forAdmin || !row.fromSupport;
  return {
    id: row.id,
    from: row.fromSupport ? 'support' : 'user',
    author: named ? (row.author ?? 'former member') : SUPPORT_NAME,
    body: row.body,
    screenshot: row.screenshotImage,
    internal: row.internal,
    createdAt: row.createdAt.toISOString(),
  };
}

type WithPeople = {
  request: SupportRequestRow;
  requester: { id: string; username: string; email: string; tier: string };
  assignee: { id: string; username: string } | null;
};

export const isOverdue = (row: SupportRequestRow, now: Date): boolean =>
  row.firstRespondedAt === null && row.status !== 'resolved' && row.firstResponseDueAt <= now;

export function toAdminSummary(row: WithPeople, now: Date): AdminSupportSummary {
  return {
    ...toSummary(row.request),
    requester: { id: row.requester.id, username: row.requester.username, tier: row.requester.tier as Tier },
    assignee: row.assignee,
    overdue: isOverdue(row.request, now),
  };
}

export const toRequester = (r: WithPeople['requester']) => ({ ...r, tier: r.tier as Tier });
