import { z } from 'zod';
import { COMMISSION_ACTIONS, COMMISSION_LIMITS as L, COMMISSION_STATES } from '../commissions';

/**
 * Commissions (issue 26; states and rules in src/common/commissions.ts). Routes under /api/v1,
 * session only (they move or show money, never an API token):
 *   GET  me/commission-settings               → commissionSettingsSchema
 *   PUT  me/commission-settings               commissionSettingsSchema → commissionSettingsSchema
 *   GET  users/:username/commission-terms     → commissionTermsSchema (guests too)
 *   POST users/:username/commissions          commissionRequestSchema → commissionDetailSchema
 *   GET  me/commissions                       → commissionListSchema (both sides)
 *   GET  me/commissions/earnings              → commissionEarningsSchema (released to the caller)
 *   GET  commissions/:id                      → commissionDetailSchema (the two parties only; else 404)
 *   POST commissions/:id/actions              commissionActionSchema → commissionDetailSchema
 *   GET  commissions/:id/story                → commissionStorySchema (the delivered story, patron and creator)
 * Amounts are integer cents; deadlines are calendar dates 'YYYY-MM-DD'.
 */
const dollars = (c: number) => `$${(c / 100).toFixed(2).replace(/\.00$/, '')}`;
export const COMMISSION_MESSAGES = {
  price: `A price is a whole number of cents between ${dollars(L.minPriceCents)} and ${dollars(L.maxPriceCents)}.`,
  range: 'The lowest price must not be above the highest.',
  outOfRange: (min: number, max: number) =>
    `This creator takes commissions between ${dollars(min)} and ${dollars(max)}.`,
  turnaround: `Turnaround is 1 to ${L.maxTurnaroundDays} days.`,
  maxOpen: `At most 1 to ${L.maxOpen} commissions open at once.`,
  brief: `Describe what you would like in ${L.briefMin} to ${L.briefMax} characters.`,
  words: `A length is ${L.minWords} to ${L.maxWords} words.`,
  deadline: 'A deadline is a date (YYYY-MM-DD).',
  deadlineTooSoon: (days: number) =>
    `The deadline must leave the creator at least their turnaround of ${days} days.`,
  closed: 'This creator is not taking commissions at the moment.',
  full: 'This creator has as many commissions open as they take at once. Try again later.',
  self: 'You cannot commission yourself.',
  plan: 'Requesting a commission is part of the Patron of the Arts plan. Upgrade at /subscription.',
  keyReused: 'This idempotency key was already used for another commission request.',
  story: 'Deliver one of your own stories.',
  counterNeeds: 'A counter-offer names a new price or a new deadline.',
  notAllowed: (action: string, state: string) => `This commission is ${state}: you cannot ${action} it now.`,
  releasedNoRefund:
    'The money for this commission was already released to the creator, so it can no longer be refunded.',
  paymentInFlight:
    'A payment for one of your commissions is being confirmed right now. Try deleting your account again in a minute: it will then be refunded.',
  payoutsNotBuilt:
    'Payouts to bank accounts are not built yet: commission earnings are recorded here, and nothing is paid out to you.',
} as const;

const cents = z
  .number({ error: COMMISSION_MESSAGES.price })
  .int({ error: COMMISSION_MESSAGES.price })
  .min(L.minPriceCents, { error: COMMISSION_MESSAGES.price })
  .max(L.maxPriceCents, { error: COMMISSION_MESSAGES.price });
const isoDate = z.iso.date({ error: COMMISSION_MESSAGES.deadline });
const idempotencyKey = z
  .string()
  .min(8, { error: 'idempotencyKey: 8 to 100 letters, digits or dashes.' })
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'idempotencyKey: 8 to 100 letters, digits or dashes.' });

export const commissionSettingsSchema = z
  .object({
    open: z.boolean(),
    minPriceCents: cents,
    maxPriceCents: cents,
    turnaroundDays: z
      .number({ error: COMMISSION_MESSAGES.turnaround })
      .int({ error: COMMISSION_MESSAGES.turnaround })
      .min(1, { error: COMMISSION_MESSAGES.turnaround })
      .max(L.maxTurnaroundDays, { error: COMMISSION_MESSAGES.turnaround }),
    terms: z
      .string()
      .trim()
      .max(L.termsMax, { error: `Terms are at most ${L.termsMax} characters.` }),
    maxOpen: z
      .number({ error: COMMISSION_MESSAGES.maxOpen })
      .int({ error: COMMISSION_MESSAGES.maxOpen })
      .min(1, { error: COMMISSION_MESSAGES.maxOpen })
      .max(L.maxOpen, { error: COMMISSION_MESSAGES.maxOpen }),
  })
  .refine((s) => s.minPriceCents <= s.maxPriceCents, {
    error: COMMISSION_MESSAGES.range,
    path: ['maxPriceCents'],
  });
export type CommissionSettings = z.infer<typeof commissionSettingsSchema>;

export const commissionTermsSchema = z.object({
  creator: z.string(),
  open: z.boolean(),
  minPriceCents: z.number().int(),
  maxPriceCents: z.number().int(),
  turnaroundDays: z.number().int(),
  terms: z.string(),
  /** Whether the creator has room for another commission now. */
  full: z.boolean(),
  /** Whether the caller's plan may request one (false for guests). */
  mayRequest: z.boolean(),
});
export type CommissionTerms = z.infer<typeof commissionTermsSchema>;

export const commissionRequestSchema = z.object({
  brief: z
    .string({ error: COMMISSION_MESSAGES.brief })
    .trim()
    .min(L.briefMin, { error: COMMISSION_MESSAGES.brief })
    .max(L.briefMax, { error: COMMISSION_MESSAGES.brief }),
  lengthWords: z
    .number({ error: COMMISSION_MESSAGES.words })
    .int({ error: COMMISSION_MESSAGES.words })
    .min(L.minWords, { error: COMMISSION_MESSAGES.words })
    .max(L.maxWords, { error: COMMISSION_MESSAGES.words }),
  deadline: isoDate,
  priceCents: cents,
  idempotencyKey,
});
export type CommissionRequest = z.infer<typeof commissionRequestSchema>;

export const commissionActionSchema = z.object({
  action: z.enum(COMMISSION_ACTIONS, { error: `action: one of ${COMMISSION_ACTIONS.join(', ')}.` }),
  /** counter: the new price and/or deadline. */
  priceCents: cents.optional(),
  deadline: isoDate.optional(),
  /** deliver: the creator's story shared privately with the patron. */
  storyId: z.uuid({ error: COMMISSION_MESSAGES.story }).optional(),
  note: z
    .string()
    .trim()
    .max(L.noteMax, { error: `A note is at most ${L.noteMax} characters.` })
    .optional(),
});
export type CommissionActionRequest = z.infer<typeof commissionActionSchema>;

const state = z.enum(COMMISSION_STATES);
export const commissionSummarySchema = z.object({
  id: z.uuid(),
  state,
  /** The caller's side of it. */
  role: z.enum(['patron', 'creator']),
  patron: z.string().nullable(),
  creator: z.string().nullable(),
  brief: z.string(),
  lengthWords: z.number().int(),
  deadline: z.string(),
  priceCents: z.number().int(),
  updatedAt: z.string(),
});
export type CommissionSummary = z.infer<typeof commissionSummarySchema>;
export const commissionListSchema = z.object({ items: z.array(commissionSummarySchema) });

export const commissionDetailSchema = commissionSummarySchema.extend({
  counterPriceCents: z.number().int().nullable(),
  counterDeadline: z.string().nullable(),
  story: z.object({ id: z.uuid().nullable(), title: z.string() }).nullable(),
  deliveredAt: z.string().nullable(),
  /** When an undisputed delivery is accepted automatically. */
  autoAcceptAt: z.string().nullable(),
  money: z.enum(['none', 'held', 'released', 'refunded']),
  actions: z.array(z.enum(COMMISSION_ACTIONS)),
  /** After 'pay' on a provider with a payment page (Stripe): where to pay. */
  redirectUrl: z.string().optional(),
  history: z.array(
    z.object({
      from: state.nullable(),
      to: state,
      by: z.string().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type CommissionDetail = z.infer<typeof commissionDetailSchema>;

export const commissionEarningsSchema = z.object({
  currency: z.string(),
  totalCents: z.number().int(),
  heldCents: z.number().int(),
  months: z.array(z.object({ month: z.string(), totalCents: z.number().int(), count: z.number().int() })),
  payoutsNote: z.string(),
});
export type CommissionEarnings = z.infer<typeof commissionEarningsSchema>;

export const commissionStorySchema = z.object({
  title: z.string(),
  chapters: z.array(
    z.object({
      position: z.number().int(),
      title: z.string(),
      content: z.object({ type: z.literal('doc') }).loose(),
    }),
  ),
});
export type CommissionStory = z.infer<typeof commissionStorySchema>;
