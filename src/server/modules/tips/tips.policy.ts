import { TIP_MESSAGES } from '@common/schemas/tips';
import { badRequest, conflict, notFound } from '../../errors';
import type { TipRow } from './tips.repository';

/**
 * Who may tip whom: any signed-in reader tips a creator with a published story, never themselves;
 * a story named must be one of that creator's published stories. A creator's earnings are theirs
 * alone (the route reads only the caller's own).
 */
export function assertMayTip(senderId: string, creator: { id: string } | undefined, hasStories: boolean) {
  if (!creator) throw notFound('User not found');
  if (creator.id === senderId) throw badRequest(TIP_MESSAGES.self);
  if (!hasStories) throw badRequest(TIP_MESSAGES.noStories);
}

/** A repeated idempotency key must repeat the same tip; another tip under the same key is refused. */
export function assertSameTip(
  existing: TipRow,
  wanted: { creatorId: string; amountCents: number; storyId: string | null },
) {
  if (
    existing.creatorId !== wanted.creatorId ||
    existing.amountCents !== wanted.amountCents ||
    existing.storyId !== wanted.storyId
  ) {
    throw conflict(TIP_MESSAGES.keyReused);
  }
}
