import {
  COMMISSION_STATE_LABELS,
  COMMISSION_TRANSITIONS,
  type CommissionAction,
  type CommissionSide,
  type CommissionState,
} from '@common/commissions';
import { can } from '@common/entitlements';
import { COMMISSION_MESSAGES } from '@common/schemas/commissions';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import type { CommissionRow } from './commissions.repository';

/**
 * Who may see and move a commission. Only its two parties see it: anyone else, admins included
 * (the spec gives admins no extra powers over others' content), gets the 404 of a missing one, so
 * ids cannot be probed. Each action belongs to one side (COMMISSION_TRANSITIONS).
 */
const NOT_FOUND = 'Commission not found';

/** The caller's side of the commission; 404 for anyone but its patron and creator. */
export function sideOf(c: CommissionRow | undefined, userId: string): CommissionSide {
  if (c?.patronId === userId) return 'patron';
  if (c?.creatorId === userId) return 'creator';
  throw notFound(NOT_FOUND);
}

/** The patron's plan must include commissioning (entitlements table). */
export function assertMayRequest(tier: string, patronId: string, creatorId: string) {
  if (patronId === creatorId) throw badRequest(COMMISSION_MESSAGES.self);
  if (!can(tier, 'commissioning')) throw new AppError(403, 'UPGRADE_REQUIRED', COMMISSION_MESSAGES.plan);
}

/**
 * Whether `side` may take `action` now. An action whose result the commission already shows
 * (a repeated request: the same click twice) answers 'done' so the caller returns it unchanged;
 * any other state is a 409 naming it. An action of the other side is 404 only if it could never
 * be this side's (the caller sees the commission, so 403 would also be honest; 409 keeps it simple).
 */
export function checkAction(c: CommissionRow, side: CommissionSide, action: CommissionAction): 'go' | 'done' {
  const rule = COMMISSION_TRANSITIONS[action];
  if (!rule.by.includes(side))
    throw new AppError(
      403,
      'FORBIDDEN',
      `Only the ${rule.by.join(' or ')} can ${label(action)} a commission.`,
    );
  const state = c.state as CommissionState;
  if (rule.from.includes(state)) return 'go';
  if (state === rule.to) return 'done';
  if (action === 'cancel' && state === 'completed') throw conflict(COMMISSION_MESSAGES.releasedNoRefund);
  throw conflict(COMMISSION_MESSAGES.notAllowed(label(action), COMMISSION_STATE_LABELS[state].toLowerCase()));
}

const label = (action: CommissionAction) =>
  ({ accept_counter: 'accept the counter-offer of', accept_delivery: 'accept the delivery of' })[
    action as string
  ] ?? action.replace('_', ' ');
