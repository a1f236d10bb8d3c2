import { z } from 'zod';

/**
 * Beta reading (issue 26; rules in src/server/modules/beta/beta.policy.ts). Routes under /api/v1,
 * session only (drafts are private, never read with an API token):
 *   GET  me/beta                                   → myBetaSchema (the caller's beta reads, both sides)
 *   POST stories/:id/beta-reads                    betaOpenSchema → betaReadSchema (the story's owner)
 *   GET  beta-reads/:id                            → betaReadSchema (owner, collaborators, active readers)
 *   POST beta-reads/:id/invitations                betaInviteSchema → betaReadSchema (owner)
 *   POST beta-reads/:id/applications               → betaReadSchema (a patron who follows the owner)
 *   POST beta-reads/:id/readers/:userId/approve    → betaReadSchema (owner)
 *   POST beta-reads/:id/end                        → betaReadSchema (owner; readers lose the drafts)
 *   GET  beta-reads/:id/chapters/:chapterId        → betaChapterSchema (the draft, as text blocks)
 *   POST beta-reads/:id/chapters/:chapterId/comments  betaCommentCreateSchema → betaCommentSchema (reader)
 *   PUT  beta-reads/:id/chapters/:chapterId/answer    betaAnswerSchema → betaAnswerSchema (reader)
 *   GET  beta-reads/:id/comments                   → betaCommentListSchema (all for the team; own for a reader)
 *   PUT  beta-reads/:id/comments/:commentId        betaResolveSchema → betaCommentSchema (owner, collaborators)
 * Anyone else gets the 404 of a missing beta read. A comment's anchor is a pair of Yjs relative
 * positions (base64) into the chapter's live document, so it follows its passage through edits.
 */
export const BETA_LIMITS = { chapters: 20, question: 500, comment: 2000, answer: 4000, quote: 1000 } as const;

export const BETA_MESSAGES = {
  notFound: 'Beta read not found',
  chapters: `Choose 1 to ${BETA_LIMITS.chapters} draft chapters of this story.`,
  notDraft: 'Only draft chapters of this story can be beta read.',
  question: `A question is at most ${BETA_LIMITS.question} characters.`,
  comment: `A comment is 1 to ${BETA_LIMITS.comment} characters.`,
  answer: `An answer is 1 to ${BETA_LIMITS.answer} characters.`,
  username: 'Name a reader by their username.',
  noUser: 'No reader has this username.',
  self: 'You are already on this beta read as its author.',
  readerPlan: (username: string) =>
    `${username}'s plan does not include beta access (Patron of the Arts), so they cannot be invited.`,
  plan: 'Beta reading is part of the Patron of the Arts plan. Upgrade at /subscription.',
  notFollowing: 'Follow this author to apply for their beta reads.',
  closedToApplications: 'This beta read does not take applications.',
  ended: 'This beta read has ended.',
  range: 'Select a passage of the chapter to comment on.',
  noApplication: 'This reader has not applied to this beta read.',
} as const;

const uuid = (message: string) => z.uuid({ error: message });
const trimmed = (max: number, message: string, min = 1) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: message })
    .refine((s) => !s.includes('\u0000'), { error: message });

export const betaReadParams = z.object({ id: uuid(BETA_MESSAGES.notFound) });
export const betaChapterParams = betaReadParams.extend({ chapterId: uuid('Chapter not found') });
export const betaCommentParams = betaReadParams.extend({ commentId: uuid('Comment not found') });
export const betaReaderParams = betaReadParams.extend({ userId: uuid('Reader not found') });

export const betaOpenSchema = z.object({
  chapterIds: z
    .array(uuid(BETA_MESSAGES.notDraft), { error: BETA_MESSAGES.chapters })
    .min(1, { error: BETA_MESSAGES.chapters })
    .max(BETA_LIMITS.chapters, { error: BETA_MESSAGES.chapters }),
  /** The author's question per chapter (keyed by chapter id), optional. */
  questions: z
    .record(uuid(BETA_MESSAGES.notDraft), trimmed(BETA_LIMITS.question, BETA_MESSAGES.question, 0))
    .optional(),
  allowApplications: z.boolean({ error: 'Say whether patrons who follow you may apply.' }).default(false),
});
export type BetaOpen = z.infer<typeof betaOpenSchema>;

export const betaInviteSchema = z.object({
  username: trimmed(40, BETA_MESSAGES.username),
});

/** A passage: character offsets into the chapter's text as betaChapterSchema serves it (blocks joined by '\n'). */
export const betaCommentCreateSchema = z
  .object({
    from: z.int({ error: BETA_MESSAGES.range }).min(0, { error: BETA_MESSAGES.range }).max(10_000_000),
    to: z.int({ error: BETA_MESSAGES.range }).min(1, { error: BETA_MESSAGES.range }).max(10_000_000),
    body: trimmed(BETA_LIMITS.comment, BETA_MESSAGES.comment),
  })
  .refine((v) => v.from < v.to, { error: BETA_MESSAGES.range, path: ['to'] });

export const betaAnswerSchema = z.object({ answer: trimmed(BETA_LIMITS.answer, BETA_MESSAGES.answer) });
export const betaResolveSchema = z.object({ resolved: z.boolean({ error: 'Say resolved true or false.' }) });

export const betaRoleSchema = z.enum(['author', 'collaborator', 'reader']);
export const betaReaderStatusSchema = z.enum(['active', 'applied']);

export const betaReadSchema = z.object({
  id: z.uuid(),
  storyId: z.uuid(),
  storyTitle: z.string(),
  authorUsername: z.string().nullable(),
  state: z.enum(['open', 'ended']),
  allowApplications: z.boolean(),
  myRole: betaRoleSchema,
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  chapters: z.array(
    z.object({ id: z.uuid(), title: z.string(), position: z.int(), question: z.string().nullable() }),
  ),
  /** The readers and applicants: the author's team sees them all, a reader an empty list. */
  readers: z.array(z.object({ userId: z.uuid(), username: z.string(), status: betaReaderStatusSchema })),
});
export type BetaRead = z.infer<typeof betaReadSchema>;

const betaSummarySchema = z.object({
  id: z.uuid(),
  storyId: z.uuid(),
  storyTitle: z.string(),
  authorUsername: z.string().nullable(),
  state: z.enum(['open', 'ended']),
  createdAt: z.string(),
});
export const myBetaSchema = z.object({
  /** Beta reads of stories the caller owns or helps write. */
  asAuthor: z.array(betaSummarySchema),
  /** Beta reads the caller reads (active, open ones only). */
  asReader: z.array(betaSummarySchema),
  /** Open beta reads of authors the caller follows that take applications (with the caller's status). */
  canApply: z.array(betaSummarySchema.extend({ applied: z.boolean() })),
});
export type MyBeta = z.infer<typeof myBetaSchema>;

export const betaCommentSchema = z.object({
  id: z.uuid(),
  chapterId: z.uuid(),
  readerUsername: z.string().nullable(),
  body: z.string(),
  /** The passage as it was when the comment was left. */
  quote: z.string(),
  /** Yjs relative positions (base64) of the passage's start and end in the chapter's live document. */
  anchor: z.object({ start: z.string(), end: z.string() }),
  /** Where the passage is now (offsets into the served text), or null when it was deleted (detached). */
  range: z.object({ from: z.int(), to: z.int(), text: z.string() }).nullable(),
  detached: z.boolean(),
  resolved: z.boolean(),
  createdAt: z.string(),
});
export type BetaComment = z.infer<typeof betaCommentSchema>;
export const betaCommentListSchema = z.object({ comments: z.array(betaCommentSchema) });

export const betaChapterSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  position: z.int(),
  /** The chapter's text blocks (paragraphs, headings), in order; offsets count them joined by '\n'. */
  blocks: z.array(z.string()),
  question: z.string().nullable(),
  myAnswer: z.string().nullable(),
  /** The team sees every reader's answer; a reader sees none here (their own is myAnswer). */
  answers: z.array(z.object({ readerUsername: z.string().nullable(), answer: z.string() })),
});
export type BetaChapter = z.infer<typeof betaChapterSchema>;
