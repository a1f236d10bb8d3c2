import { z } from 'zod';

/**
 * The writing assistant's contract (server: modules/assistant; client: the writing room's panel).
 * A generation is streamed as Server-Sent Events: `delta` events carry text as the model writes it,
 * then one `done` (the generation counted; the period's usage after it) or one `error` (a message;
 * nothing counted). Refusals before the stream starts are the API's ordinary error answers.
 */

export const AI_LIMIT_CODE = 'AI_LIMIT';
export const AI_UNAVAILABLE_CODE = 'AI_UNAVAILABLE';
export const AI_BUSY_CODE = 'AI_BUSY';

export const AI_MESSAGES = {
  notSetUp: 'AI assistance is not set up on this server.',
  adminHint:
    'To set it up, set AI_PROVIDER=openai-compatible with AI_BASE_URL and AI_MODEL (for example a local Ollama or llama.cpp server) and restart Inkforge. The README\'s "Writing assistant" section has an example.',
  serverOff: 'An administrator has turned AI assistance off on this server.',
  accountOff: 'You turned AI assistance off for your stories. Turn it back on in Settings > Privacy.',
  busyUser: 'You already have generations running. Wait for one to finish, then try again.',
  busyServer: 'The AI model is busy with other writers right now. Try again in a moment.',
  characterNotFound: 'Character not found',
  noWorld: 'This story has no world you can read. Link the story to a world (yours or a public one) first.',
  noPages:
    "There are no character or world pages you can read to check this chapter against. Link the story to a world and add its characters' pages first.",
  noPassages:
    "Nothing in the story's chapters or its world matches that question. Try other words: names, places, things.",
} as const;

export const AI_KINDS = ['continue', 'rewrite', 'describe', 'names', 'recap', 'consistency', 'ask'] as const;
export type AiKind = (typeof AI_KINDS)[number];
/** The advanced tools (plan feature `advancedAi`, Master Weaver): the consistency check and story answers. */
export const ADVANCED_AI_KINDS: readonly AiKind[] = ['consistency', 'ask'];
/** The longest question the story answers take. */
export const AI_QUESTION_MAX = 300;
export const REWRITE_STYLES = ['tighter', 'vivid', 'voice'] as const;
export type RewriteStyle = (typeof REWRITE_STYLES)[number];

/** The most text a request may carry: the chapter up to the cursor, or the selection to rewrite. */
export const AI_EXCERPT_MAX = 12_000;
export const AI_SELECTION_MAX = 4_000;

const id = z.uuid('Must be a valid id');
const target = { storyId: id, chapterId: id };

export const NAME_SUBJECTS = ['character', 'place'] as const;
const shortText = (max: number, message: string) => z.string().trim().max(max, message);

/** POST /api/v1/ai/generations. */
export const generationRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('continue'),
    ...target,
    /** The chapter's text up to the cursor (the writer's own text, sent as data). */
    before: z.string().max(AI_EXCERPT_MAX, `At most ${AI_EXCERPT_MAX} characters of the chapter are sent`),
  }),
  z
    .object({
      kind: z.literal('rewrite'),
      ...target,
      selection: z
        .string()
        .trim()
        .min(1, 'Select some text to rewrite')
        .max(AI_SELECTION_MAX, `Select at most ${AI_SELECTION_MAX} characters to rewrite`),
      style: z.enum(REWRITE_STYLES),
      characterId: id.optional(),
    })
    .refine((r) => r.style !== 'voice' || r.characterId !== undefined, {
      message: 'Choose whose voice to rewrite in',
      path: ['characterId'],
    }),
  /** Describe a place of the story's world, from the world's lore. */
  z.object({
    kind: z.literal('describe'),
    ...target,
    place: shortText(200, 'Name the place in at most 200 characters').min(1, 'Name the place to describe'),
  }),
  /** Name ideas for a character or a place that fit the world's cultures. */
  z.object({
    kind: z.literal('names'),
    ...target,
    subject: z.enum(NAME_SUBJECTS),
    hint: shortText(200, 'Say who or what needs a name in at most 200 characters').default(''),
  }),
  /** A recap of the story so far, for the author. */
  z.object({ kind: z.literal('recap'), ...target }),
  /** Advanced: the chapter (its text as the editor has it) against the pages the writer may read. */
  z.object({
    kind: z.literal('consistency'),
    ...target,
    text: z
      .string()
      .trim()
      .min(1, 'The chapter is empty: write something to check first')
      .max(AI_EXCERPT_MAX, `At most ${AI_EXCERPT_MAX} characters of the chapter are checked`),
  }),
  /** Advanced: a question answered from passages of the story's chapters and its world's lore. */
  z.object({
    kind: z.literal('ask'),
    ...target,
    question: shortText(AI_QUESTION_MAX, `Ask in at most ${AI_QUESTION_MAX} characters`).min(
      1,
      'Type a question about the story or its world',
    ),
  }),
]);
export type GenerationRequest = z.infer<typeof generationRequestSchema>;

export const aiUsageSchema = z.object({ used: z.number().int(), limit: z.number().int().nullable() });
export type AiUsage = z.infer<typeof aiUsageSchema>;

export type AiLimitDetails = { limit: number; used: number; upgradeUrl: string };

/** Why AI controls are unavailable, or null when they work. */
export const AI_UNAVAILABLE_REASONS = ['not_set_up', 'server_off', 'account_off'] as const;

/** GET /api/v1/ai/status: whether AI controls work for the caller, and why not. */
export const aiStatusSchema = z.object({
  available: z.boolean(),
  reason: z.enum(AI_UNAVAILABLE_REASONS).nullable(),
  /** What every AI control says when unavailable. */
  message: z.string().nullable(),
  /** For admins only: how to set AI up or turn it back on. */
  adminHint: z.string().nullable(),
  accountEnabled: z.boolean(),
  serverEnabled: z.boolean(),
  usage: aiUsageSchema,
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

/** PUT /api/v1/me/ai-settings and PUT /api/v1/admin/ai-settings. */
export const aiSwitchSchema = z.object({ enabled: z.boolean() });
export type AiSwitch = z.infer<typeof aiSwitchSchema>;

/**
 * One possible contradiction the consistency check found: the chapter's line and the page's line,
 * both quoted exactly from what was sent (the model names them by number), and the model's note.
 */
export type ConsistencyFinding = { chapterLine: string; page: string; pageLine: string; note: string };

/** The `done` event's data (`findings` for a consistency check). */
export type GenerationDone = { generationId: string; usage: AiUsage; findings?: ConsistencyFinding[] };
