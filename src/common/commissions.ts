/**
 * Commissions (issue 26): the numbers and states shared by the client and the server, beside the
 * entitlements table (entitlements.ts is at its size limit). Which plans may request a commission
 * is the table's `commissioning` feature; everything else about commissions lives here.
 *
 * The states, and who moves a commission out of each (every move is one transition, recorded in
 * the commission's history):
 *   requested   creator: accept → accepted, decline → declined, counter → countered; patron: withdraw
 *   countered   patron: accept_counter → accepted, withdraw → withdrawn; creator: decline
 *   accepted    patron: pay → in_progress (the money is held); patron: withdraw; creator: cancel
 *   in_progress creator: deliver → delivered; either: cancel → cancelled (the held money is refunded)
 *   delivered   patron: accept_delivery → completed (the money is released to the creator), or the
 *               auto-accept job AUTO_ACCEPT_DAYS after delivery
 * declined, withdrawn, cancelled and completed are final.
 */
export const COMMISSION_STATES = [
  'requested',
  'countered',
  'accepted',
  'in_progress',
  'delivered',
  'completed',
  'declined',
  'withdrawn',
  'cancelled',
] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number];

export const COMMISSION_ACTIONS = [
  'accept',
  'decline',
  'counter',
  'accept_counter',
  'withdraw',
  'pay',
  'deliver',
  'accept_delivery',
  'cancel',
] as const;
export type CommissionAction = (typeof COMMISSION_ACTIONS)[number];

/** Which side may take an action ('system' is the auto-accept job). */
export type CommissionSide = 'patron' | 'creator';

/** Each action: the states it leaves, the state it reaches and the side that may take it. */
export const COMMISSION_TRANSITIONS: Readonly<
  Record<
    CommissionAction,
    { from: readonly CommissionState[]; to: CommissionState; by: readonly CommissionSide[] }
  >
> = {
  accept: { from: ['requested'], to: 'accepted', by: ['creator'] },
  decline: { from: ['requested', 'countered'], to: 'declined', by: ['creator'] },
  counter: { from: ['requested'], to: 'countered', by: ['creator'] },
  accept_counter: { from: ['countered'], to: 'accepted', by: ['patron'] },
  withdraw: { from: ['requested', 'countered', 'accepted'], to: 'withdrawn', by: ['patron'] },
  pay: { from: ['accepted'], to: 'in_progress', by: ['patron'] },
  deliver: { from: ['in_progress'], to: 'delivered', by: ['creator'] },
  accept_delivery: { from: ['delivered'], to: 'completed', by: ['patron'] },
  cancel: { from: ['accepted', 'in_progress'], to: 'cancelled', by: ['patron', 'creator'] },
};

/** The actions `side` may take on a commission in `state`, in the table's order. */
export const allowedCommissionActions = (state: CommissionState, side: CommissionSide): CommissionAction[] =>
  COMMISSION_ACTIONS.filter(
    (a) => COMMISSION_TRANSITIONS[a].from.includes(state) && COMMISSION_TRANSITIONS[a].by.includes(side),
  );

/** States that count against the creator's "at most N open" (accepted work not yet finished). */
export const OPEN_COMMISSION_STATES: readonly CommissionState[] = ['accepted', 'in_progress', 'delivered'];

/** A delivery the patron neither accepts nor disputes is accepted this many days after it. */
export const AUTO_ACCEPT_DAYS = 14;

export const COMMISSION_LIMITS = {
  minPriceCents: 500,
  maxPriceCents: 500_000,
  maxTurnaroundDays: 365,
  maxOpen: 20,
  termsMax: 2000,
  briefMin: 20,
  briefMax: 4000,
  minWords: 100,
  maxWords: 200_000,
  noteMax: 500,
} as const;

/** How each state reads on the commission list and page. */
export const COMMISSION_STATE_LABELS: Record<CommissionState, string> = {
  requested: 'Requested',
  countered: 'Counter-offer',
  accepted: 'Accepted, awaiting payment',
  in_progress: 'Paid, in progress',
  delivered: 'Delivered',
  completed: 'Completed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
};
