import { AppError } from '../../errors';
import { REFUND_WINDOW_DAYS } from '../billing/billing-presenters';

/**
 * The refund right of a bought template (TEMPLATE_REFUND_TERMS in
 * src/common/schemas/template-acquisitions.ts; issue 20): money back is for a template not put
 * to use. It holds while the purchase is held and
 * - the buyer was never refunded for this template before (bought again after a refund, the
 *   purchase is final: no buy-refund loop),
 * - the buyer has not used it ('Use this template') or exported its file since buying
 *   (consumed_at): what either gave cannot be taken back,
 * - the payment is less than 30 days old (checked by the refund against the payment itself).
 */
export type RefundFacts = { kind: string; refundCount: number; consumedAt: Date | null };

export const REFUNDED_BEFORE = 'You were refunded for this template before, so buying it again is final.';
export const USED_OR_EXPORTED = 'You have used or exported this template, so it can no longer be refunded.';

const DAY = 24 * 60 * 60 * 1000;

/** Why the purchase may not be refunded any more, or null while the right holds (time aside). */
export function refundRefusal(acq: RefundFacts): string | null {
  if (acq.kind !== 'purchase') return null;
  if (acq.refundCount > 0) return REFUNDED_BEFORE;
  if (acq.consumedAt !== null) return USED_OR_EXPORTED;
  return null;
}

/** 409 NOT_REFUNDABLE with the reason, when the refund right is gone. */
export function assertRefundRight(acq: RefundFacts): void {
  const reason = refundRefusal(acq);
  if (reason) throw new AppError(409, 'NOT_REFUNDABLE', reason);
}

/**
 * Whether My Templates offers a refund: a held purchase with its right intact, bought less than
 * 30 days ago (acquired_at stands in for the payment date here; the refund checks the payment).
 */
export function mayOfferRefund(acq: RefundFacts & { acquiredAt: Date }, now: Date): boolean {
  return (
    acq.kind === 'purchase' &&
    refundRefusal(acq) === null &&
    now.getTime() - acq.acquiredAt.getTime() < REFUND_WINDOW_DAYS * DAY
  );
}
