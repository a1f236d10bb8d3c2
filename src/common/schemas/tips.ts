import { z } from 'zod';

/**
 * Tips to creators (issue 26). Routes under /api/v1, session only (money never takes an API token):
 *   POST users/:username/tips   tipRequestSchema → tipResultSchema (one-off tip through the payment provider)
 *   GET  me/tips/earnings       → tipEarningsSchema (tips received, per month and per story; no payouts)
 * Amounts are integer cents. The idempotency key names one tip of the sender: the same key again
 * (a double click, a retry) answers the same tip and charges nothing more.
 */
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 50_000;
export const TIP_MESSAGE_MAX = 280;
export const TIP_MESSAGES = {
  amount: `A tip is between $${TIP_MIN_CENTS / 100} and $${TIP_MAX_CENTS / 100}, in whole cents.`,
  self: 'You cannot tip yourself.',
  noStories: 'This person has no published stories to tip for yet.',
  story: 'That story is not one of this creator’s published stories.',
  keyReused: 'This idempotency key was already used for another tip.',
  payoutsNotBuilt:
    'Payouts to bank accounts are not built yet: tips and commissions are recorded here, and nothing is paid out to you.',
} as const;

export const TIP_SOURCES = ['one-off', 'allocation'] as const;
export type TipSource = (typeof TIP_SOURCES)[number];
export const TIP_STATUSES = ['pending', 'paid', 'refunded'] as const;

export const tipRequestSchema = z.object({
  amountCents: z
    .number({ error: TIP_MESSAGES.amount })
    .int({ error: TIP_MESSAGES.amount })
    .min(TIP_MIN_CENTS, { error: TIP_MESSAGES.amount })
    .max(TIP_MAX_CENTS, { error: TIP_MESSAGES.amount }),
  /** The story the tip thanks the creator for; optional. */
  storyId: z.uuid({ error: TIP_MESSAGES.story }).optional(),
  message: z.string().trim().max(TIP_MESSAGE_MAX).optional(),
  idempotencyKey: z
    .string()
    .min(8, { error: 'idempotencyKey: 8 to 100 letters, digits or dashes.' })
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'idempotencyKey: 8 to 100 letters, digits or dashes.' }),
});
export type TipRequest = z.infer<typeof tipRequestSchema>;

export const tipResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(TIP_STATUSES),
  amountCents: z.number().int(),
  creator: z.string(),
  /** While 'pending': the provider's payment page (Stripe); its webhook records the tip. */
  redirectUrl: z.string().optional(),
});
export type TipResult = z.infer<typeof tipResultSchema>;

const total = { totalCents: z.number().int(), count: z.number().int() };
export const tipEarningsSchema = z.object({
  currency: z.string(),
  totalCents: z.number().int(),
  /** 'YYYY-MM' (UTC), newest first. */
  months: z.array(z.object({ month: z.string(), ...total })),
  /**
   * Per story tipped for; storyId null for tips to the creator with no story. Monthly allocations
   * name no story and come as their own row with `allocation` true ('Monthly allocation').
   */
  stories: z.array(
    z.object({
      storyId: z.uuid().nullable(),
      title: z.string().nullable(),
      allocation: z.boolean(),
      ...total,
    }),
  ),
  recent: z.array(
    z.object({
      id: z.uuid(),
      /** null when the sender deleted their account. */
      from: z.string().nullable(),
      storyTitle: z.string().nullable(),
      amountCents: z.number().int(),
      source: z.enum(TIP_SOURCES),
      message: z.string().nullable(),
      paidAt: z.iso.datetime({ offset: true }),
    }),
  ),
  payoutsNote: z.string(),
});
export type TipEarnings = z.infer<typeof tipEarningsSchema>;
