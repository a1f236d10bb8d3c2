import { z } from 'zod';
import { PLAY_ENTRY_TEXT_MAX, PLAY_PLAYERS_MAX } from '../play';
import { chapterCreateSchema } from './chapter';
import { playEntrySchema, playPersonSchema } from './play-sessions';

/**
 * Curating a play session's log (the game master's view the draft is built from) and drafting a
 * chapter from it. Curation never changes the log: a range, rules (hide out-of-character lines
 * and whispers, merge consecutive posts, rolls left out or kept as asides) and marks on single
 * entries (hidden, a typo fixed, a scene boundary before it) are stored beside the entries.
 */
export const PLAY_ROLL_MODES = ['omit', 'aside'] as const;
export type PlayRollMode = (typeof PLAY_ROLL_MODES)[number];

/** Why an entry of the log is left out of the draft (null: it goes in). */
export const PLAY_CURATION_REASONS = ['range', 'hand', 'outOfCharacter', 'whisper', 'roll'] as const;
export type PlayCurationReason = (typeof PLAY_CURATION_REASONS)[number];

const seq = z.number().int('A position in the log is a whole number').min(1).max(1_000_000_000);

export const playCurationSettingsSchema = z.object({
  /** First and last entry (by their number in the log) of the selection; null: from the start / to the end. */
  fromSeq: seq.nullable(),
  toSeq: seq.nullable(),
  hideOutOfCharacter: z.boolean(),
  hideWhispers: z.boolean(),
  mergeSameSpeaker: z.boolean(),
  rolls: z.enum(PLAY_ROLL_MODES, 'Rolls are left out (omit) or kept as short asides (aside)'),
});
export type PlayCurationSettings = z.infer<typeof playCurationSettingsSchema>;

export const playCurationUpdateSchema = playCurationSettingsSchema
  .partial()
  .refine(
    (v) => v.fromSeq == null || v.toSeq == null || v.fromSeq <= v.toSeq,
    'The selection must start before it ends',
  );
export type PlayCurationUpdate = z.input<typeof playCurationUpdateSchema>;

const fixedText = z
  .string()
  .trim()
  .min(1, 'Write something first')
  .max(PLAY_ENTRY_TEXT_MAX, `An entry must be at most ${PLAY_ENTRY_TEXT_MAX} characters`);
const sceneTitle = z.string().trim().min(1, 'A scene needs a title').max(120, 'Scene title is too long');

/** A mark on one entry; null clears a fixed text or a scene boundary. */
export const playCurationMarkSchema = z
  .object({
    hidden: z.boolean().optional(),
    text: fixedText.nullable().optional(),
    sceneTitle: sceneTitle.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type PlayCurationMark = z.input<typeof playCurationMarkSchema>;

export const curatedEntrySchema = z.object({
  entry: playEntrySchema,
  /** Why the draft leaves it out, or null when it goes in. */
  leftOutBecause: z.enum(PLAY_CURATION_REASONS).nullable(),
  /** Hidden by hand (it may also be left out by a rule). */
  hidden: z.boolean(),
  /** The game master's corrected text, used by the draft instead of the original. */
  fixedText: z.string().nullable(),
  /** A scene boundary the game master marked before this entry. */
  sceneTitle: z.string().nullable(),
});
export type CuratedEntry = z.infer<typeof curatedEntrySchema>;

/** A player who posted in character in the selection, with the characters they played. */
export const playCreditCandidateSchema = z.object({
  user: playPersonSchema,
  characters: z.array(z.string()),
});

export const playDraftRecordSchema = z.object({
  chapterId: z.uuid(),
  title: z.string(),
  createdAt: z.string(),
});

export const playCurationSchema = z.object({
  settings: playCurationSettingsSchema,
  items: z.array(curatedEntrySchema),
  /** True when the log is longer than the curation view shows. */
  truncated: z.boolean(),
  credit: z.array(playCreditCandidateSchema),
  drafts: z.array(playDraftRecordSchema),
});
export type PlayCuration = z.infer<typeof playCurationSchema>;

/** 'Draft a chapter': a new draft chapter (title) or appended to a draft chapter (chapterId). */
export const playDraftInputSchema = z
  .object({
    title: chapterCreateSchema.shape.title.optional(),
    chapterId: z.uuid('Choose a draft chapter').optional(),
    /** Rolls in this draft: left out or kept as short asides (the curation's setting when absent). */
    rolls: z.enum(PLAY_ROLL_MODES, 'Rolls are left out (omit) or kept as short asides (aside)').optional(),
    /** One key per click of the dialog: the same request sent twice makes one chapter. */
    requestKey: z.uuid('Send a request key (a UUID) with each draft'),
    /** Players offered credit as collaborators (an invitation each accepts or declines). */
    credit: z
      .array(z.uuid('Choose players at this table'))
      .max(PLAY_PLAYERS_MAX, 'Too many players')
      .default([]),
  })
  .refine(
    (v) => (v.title === undefined) !== (v.chapterId === undefined),
    'Give a title for a new chapter, or choose a draft chapter to append to',
  );
export type PlayDraftInput = z.input<typeof playDraftInputSchema>;
export type PlayDraftRequest = z.output<typeof playDraftInputSchema>;

export const playDraftResultSchema = z.object({
  storyId: z.uuid(),
  chapterId: z.uuid(),
  chapterTitle: z.string(),
  wordCount: z.number().int(),
  /** Who was offered credit; `creditNote` says why nobody could be, when that is so. */
  creditOffered: z.array(playPersonSchema),
  creditNote: z.string().nullable(),
});
export type PlayDraftResult = z.infer<typeof playDraftResultSchema>;

/** The caller's open offer of credit for this session's drafts, if any. */
export const playCreditOfferSchema = z.object({
  offer: z
    .object({
      storyId: z.uuid(),
      storyTitle: z.string(),
      offeredBy: z.string(),
      chapters: z.array(z.object({ id: z.uuid(), title: z.string() })),
    })
    .nullable(),
});
export type PlayCreditOffer = z.infer<typeof playCreditOfferSchema>;

export const PLAY_EXPORT_FORMATS = ['markdown', 'json'] as const;
export const playExportQuerySchema = z.object({
  format: z.enum(PLAY_EXPORT_FORMATS, 'Format must be markdown or json').default('markdown'),
});
