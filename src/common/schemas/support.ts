import { z } from 'zod';
import { TIERS } from '../constants';
import {
  SUPPORT_BODY_MAX,
  SUPPORT_CANNED_REPLIES,
  SUPPORT_OPEN_MAX_PER_USER,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  SUPPORT_SUBJECT_MAX,
} from '../support';

/** The support desk's contract (/api/v1/support and /api/v1/admin/support). */
export const SUPPORT_MESSAGES = {
  subjectRequired: 'Give your request a subject',
  subjectTooLong: `Subjects are at most ${SUPPORT_SUBJECT_MAX} characters`,
  bodyRequired: 'Write a message',
  bodyTooLong: `Messages are at most ${SUPPORT_BODY_MAX} characters`,
  notFound: 'Support request not found',
  tooManyOpen: `You have ${SUPPORT_OPEN_MAX_PER_USER} open requests already. Reply in one of them, or wait until one is resolved.`,
  assigneeNotAdmin: 'Requests can only be assigned to an admin',
  nothingToChange: 'Send a status or an assignee',
} as const;

const subject = z
  .string()
  .trim()
  .min(1, SUPPORT_MESSAGES.subjectRequired)
  .max(SUPPORT_SUBJECT_MAX, SUPPORT_MESSAGES.subjectTooLong);
const body = z
  .string()
  .trim()
  .min(1, SUPPORT_MESSAGES.bodyRequired)
  .max(SUPPORT_BODY_MAX, SUPPORT_MESSAGES.bodyTooLong);
/** An upload URL of the caller's own in the support-images bucket, or none. */
const screenshot = z.string().max(500).nullable().optional();

export const supportStatusSchema = z.enum(SUPPORT_STATUSES);
export const supportPrioritySchema = z.enum(SUPPORT_PRIORITIES);

/** POST /api/v1/support/requests. */
export const createSupportRequestSchema = z.object({ subject, description: body, screenshot });
export type CreateSupportRequestInput = z.input<typeof createSupportRequestSchema>;

/** POST /api/v1/support/requests/:id/replies. */
export const supportReplySchema = z.object({ body, screenshot });
export type SupportReplyInput = z.input<typeof supportReplySchema>;

/** POST /api/v1/admin/support/requests/:id/replies: a reply to the user, or an internal note. */
export const adminSupportReplySchema = z.object({
  body,
  internal: z.boolean().default(false),
  /** The status the request takes with this reply; a reply to the user defaults to 'waiting'. */
  status: supportStatusSchema.optional(),
});
export type AdminSupportReplyInput = z.input<typeof adminSupportReplySchema>;

/** PATCH /api/v1/admin/support/requests/:id. */
export const updateSupportRequestSchema = z
  .object({
    status: supportStatusSchema.optional(),
    /** An admin's user id, or null to unassign. */
    assigneeId: z.string().max(100).nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, SUPPORT_MESSAGES.nothingToChange);
export type UpdateSupportRequestInput = z.input<typeof updateSupportRequestSchema>;

export const supportQueueQuerySchema = z.object({
  status: z.enum(['active', ...SUPPORT_STATUSES]).default('active'),
});

export const supportMessageSchema = z.object({
  id: z.string(),
  /** Who wrote it: the requester, or support (an admin; the user sees 'Inkforge support'). */
  from: z.enum(['user', 'support']),
  author: z.string(),
  body: z.string(),
  screenshot: z.string().nullable(),
  /** Admins only ever see internal notes; the user's answers never carry one. */
  internal: z.boolean(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportRequestSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: supportStatusSchema,
  priority: supportPrioritySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  firstResponseDueAt: z.string(),
  firstRespondedAt: z.string().nullable(),
});
export type SupportRequestSummary = z.infer<typeof supportRequestSummarySchema>;

export const supportRequestListSchema = z.object({ requests: z.array(supportRequestSummarySchema) });

export const supportRequestSchema = supportRequestSummarySchema.extend({
  messages: z.array(supportMessageSchema),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

const requester = z.object({ id: z.string(), username: z.string(), email: z.string(), tier: z.enum(TIERS) });
const assignee = z.object({ id: z.string(), username: z.string() }).nullable();

export const adminSupportSummarySchema = supportRequestSummarySchema.extend({
  requester: requester.omit({ email: true }),
  assignee,
  /** Whether the first answer is late (due time passed with no answer). */
  overdue: z.boolean(),
});
export type AdminSupportSummary = z.infer<typeof adminSupportSummarySchema>;

export const adminSupportQueueSchema = z.object({
  requests: z.array(adminSupportSummarySchema),
  admins: z.array(z.object({ id: z.string(), username: z.string() })),
  cannedReplies: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
});
export type AdminSupportQueue = z.infer<typeof adminSupportQueueSchema>;

export const adminSupportRequestSchema = supportRequestSchema.extend({
  requester,
  assignee,
  overdue: z.boolean(),
});
export type AdminSupportRequest = z.infer<typeof adminSupportRequestSchema>;

export const CANNED_REPLIES = SUPPORT_CANNED_REPLIES.map((r) => ({ ...r }));
