import { z } from 'zod';

/**
 * The monthly tip allocation (issue 26). Routes under /api/v1, session only (money never takes an
 * API token):
 *   GET /me/tip-allocation   → tipAllocationSchema (this month's split, previewed in cents)
 *   PUT /me/tip-allocation   tipAllocationRequestSchema → tipAllocationSchema
 * The patron splits their plan's allocation by hand (percentages summing to 100, or amounts in
 * cents summing to the allocation) or by reading time (in proportion to the minutes they read
 * each creator this month). At month end a job turns it into tips (source 'allocation').
 */
export const TIP_ALLOCATION_MODES = ['reading-time', 'percent', 'amount'] as const;
export type TipAllocationMode = (typeof TIP_ALLOCATION_MODES)[number];
export const TIP_ALLOCATION_MAX_SHARES = 20;

export const TIP_ALLOCATION_MESSAGES = {
  mode: "Choose how to split: 'reading-time', 'percent' or 'amount'.",
  shares: `Name between 1 and ${TIP_ALLOCATION_MAX_SHARES} creators.`,
  creator: 'Name each creator by their username.',
  duplicate: 'Each creator may appear only once.',
  percent: 'Each share is a whole percentage from 1 to 100.',
  percentSum: 'The percentages must add up to 100.',
  amount: 'Each share is a whole number of cents, at least 1.',
  amountSum: (allocationCents: number) =>
    `The amounts must add up to your monthly allocation of ${allocationCents} cents.`,
  unknownCreator: (username: string) => `There is no creator called ${username}.`,
  self: 'You cannot give your allocation to yourself.',
  noStories: (username: string) => `${username} has no published stories to tip for yet.`,
} as const;

const creator = z
  .string({ error: TIP_ALLOCATION_MESSAGES.creator })
  .trim()
  .min(1, { error: TIP_ALLOCATION_MESSAGES.creator })
  .max(100, { error: TIP_ALLOCATION_MESSAGES.creator });
const sharesOf = <T extends z.ZodObject<{ creator: typeof creator }>>(share: T) =>
  z
    .array(share, { error: TIP_ALLOCATION_MESSAGES.shares })
    .min(1, { error: TIP_ALLOCATION_MESSAGES.shares })
    .max(TIP_ALLOCATION_MAX_SHARES, { error: TIP_ALLOCATION_MESSAGES.shares })
    .refine((list) => new Set(list.map((s) => s.creator.toLowerCase())).size === list.length, {
      error: TIP_ALLOCATION_MESSAGES.duplicate,
    });

const percentShare = z.object({
  creator,
  percent: z
    .number({ error: TIP_ALLOCATION_MESSAGES.percent })
    .int({ error: TIP_ALLOCATION_MESSAGES.percent })
    .min(1, { error: TIP_ALLOCATION_MESSAGES.percent })
    .max(100, { error: TIP_ALLOCATION_MESSAGES.percent }),
});
const amountShare = z.object({
  creator,
  amountCents: z
    .number({ error: TIP_ALLOCATION_MESSAGES.amount })
    .int({ error: TIP_ALLOCATION_MESSAGES.amount })
    .min(1, { error: TIP_ALLOCATION_MESSAGES.amount })
    .max(1_000_000, { error: TIP_ALLOCATION_MESSAGES.amount }),
});

/** The sum of amounts is checked by the server, which knows the caller's allocation. */
export const tipAllocationRequestSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('reading-time') }),
    z.object({
      mode: z.literal('percent'),
      shares: sharesOf(percentShare).refine((list) => list.reduce((s, x) => s + x.percent, 0) === 100, {
        error: TIP_ALLOCATION_MESSAGES.percentSum,
      }),
    }),
    z.object({ mode: z.literal('amount'), shares: sharesOf(amountShare) }),
  ],
  { error: TIP_ALLOCATION_MESSAGES.mode },
);
export type TipAllocationRequest = z.infer<typeof tipAllocationRequestSchema>;

export const tipAllocationSchema = z.object({
  /** 'YYYY-MM' (UTC): the month this split is for. */
  month: z.string(),
  /** When the month closes and the job turns the split into tips. */
  closesAt: z.iso.datetime({ offset: true }),
  /** The caller's plan includes an allocation (Patron of the Arts). */
  included: z.boolean(),
  allocationCents: z.number().int(),
  currency: z.string(),
  mode: z.enum(TIP_ALLOCATION_MODES),
  /** The saved hand-made split (empty for reading time). */
  shares: z.array(
    z.object({
      creator: z.string(),
      percent: z.number().int().nullable(),
      amountCents: z.number().int().nullable(),
    }),
  ),
  /** What each creator gets when the month closes, summing exactly to the allocation. */
  preview: z.array(
    z.object({
      creator: z.string(),
      minutes: z.number().int().nullable(),
      cents: z.number().int(),
    }),
  ),
  /** The creators the caller read this month, with minutes, most read first (to choose from). */
  readThisMonth: z.array(z.object({ creator: z.string(), minutes: z.number().int() })),
  /** Months already closed: what was given. */
  closed: z.array(z.object({ month: z.string(), allocationCents: z.number().int(), tips: z.number().int() })),
});
export type TipAllocation = z.infer<typeof tipAllocationSchema>;
