import {
  SUPPORT_MESSAGES,
  type CreateSupportRequestInput,
  type SupportReplyInput,
  type SupportRequest,
  type SupportRequestSummary,
} from '@common/schemas/support';
import {
  SUPPORT_FIRST_RESPONSE_HOURS,
  SUPPORT_OPEN_MAX_PER_USER,
  supportPriorityOf,
  supportPriorityRank,
  type SupportStatus,
} from '@common/support';
import { conflict, notFound } from '../../errors';
import { assertOwnImage, type UploadedImages } from '../worlds/workspace-rules';
import { statusAfterMessage } from './support.policy';
import { toMessage, toSummary } from './support.presenter';
import type { SupportRepository } from './support.repository';

type Requester = { id: string; subscriptionTier: string };
const HOUR_MS = 60 * 60 * 1000;

export type SupportDeps = {
  repo: SupportRepository;
  images: UploadedImages;
  clock?: () => Date;
};

/** The requester's side of the support desk: open a request, list and read their own, reply. */
export function createSupportService({ repo, images, clock = () => new Date() }: SupportDeps) {
  const screenshotOf = (url: string | null | undefined, userId: string) => {
    assertOwnImage(images, url, 'support-images', userId, 'screenshot');
    return url ?? null;
  };

  async function read(userId: string, id: string): Promise<SupportRequest> {
    const row = await repo.findForUser(userId, id);
    if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
    const messages = await repo.messages(row.id, false);
    return { ...toSummary(row), messages: messages.map((m) => toMessage(m, false)) };
  }

  return {
    read,

    /**
     * Opens a request with its first message. The priority and due time come from the opener's
     * plan now (common/support.ts); the user row is locked, so two opens at once cannot both pass
     * the cap on open requests.
     */
    async open(user: Requester, input: CreateSupportRequestInput): Promise<SupportRequest> {
      const screenshot = screenshotOf(input.screenshot, user.id);
      const priority = supportPriorityOf(user.subscriptionTier);
      const now = clock();
      const created = await repo.transaction(async (tx) => {
        await tx.lockUserForTierCheck(user.id);
        if ((await tx.countOpen(user.id)) >= SUPPORT_OPEN_MAX_PER_USER)
          throw conflict(SUPPORT_MESSAGES.tooManyOpen);
        const row = await tx.insertRequest({
          userId: user.id,
          subject: input.subject.trim(),
          priorityRank: supportPriorityRank(priority),
          createdAt: now,
          updatedAt: now,
          firstResponseDueAt: new Date(now.getTime() + SUPPORT_FIRST_RESPONSE_HOURS[priority] * HOUR_MS),
        });
        await tx.insertMessage({
          requestId: row.id,
          authorId: user.id,
          body: input.description.trim(),
          screenshotImage: screenshot,
          createdAt: now,
        });
        return row;
      });
      return read(user.id, created.id);
    },

    async list(userId: string): Promise<SupportRequestSummary[]> {
      return (await repo.listForUser(userId)).map(toSummary);
    },

    /** The requester answers in their thread; the request opens again (a resolved one too). */
    async reply(userId: string, id: string, input: SupportReplyInput): Promise<SupportRequest> {
      const screenshot = screenshotOf(input.screenshot, userId);
      await repo.transaction(async (tx) => {
        const row = await tx.lockRequest(id);
        if (!row || row.userId !== userId) throw notFound(SUPPORT_MESSAGES.notFound);
        await tx.insertMessage({
          requestId: row.id,
          authorId: userId,
          body: input.body.trim(),
          screenshotImage: screenshot,
        });
        const status = statusAfterMessage(row.status as SupportStatus, {
          fromSupport: false,
          internal: false,
        });
        await tx.updateRequest(row.id, { status });
      });
      return read(userId, id);
    },
  };
}
