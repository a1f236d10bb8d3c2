import { SUPPORT_MESSAGES } from '@common/schemas/support';
import type { SupportStatus } from '@common/support';
import { notFound } from '../../errors';

type Caller = { id: string; isAdmin: boolean };

/**
 * Who may do what on the support desk. A request is its opener's: only they and admins see it,
 * and to anyone else it does not exist (404, as for a missing id). The admin queue and its
 * actions answer 404 to anyone but an admin, as if the routes did not exist. Internal notes are
 * for admins only and never leave through the requester's routes.
 */
export function assertSupportAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw notFound(SUPPORT_MESSAGES.notFound);
}

export const canSeeRequest = (caller: Caller, request: { userId: string }): boolean =>
  caller.isAdmin || request.userId === caller.id;

/**
 * The status after a message: the requester writing opens the request again (also a resolved
 * one); support answering the user waits on them unless the admin picks a status; an internal
 * note changes nothing unless a status is picked.
 */
export function statusAfterMessage(
  current: SupportStatus,
  message: { fromSupport: boolean; internal: boolean; status?: SupportStatus },
): SupportStatus {
  if (!message.fromSupport) return 'open';
  if (message.status) return message.status;
  return message.internal ? current : 'waiting';
}
