import { z } from 'zod';
import { PLAY_ENTRY_KINDS, PLAY_ENTRY_TEXT_MAX, PLAY_SESSION_STATUSES, PLAY_WHISPER_MAX } from '../play';

/**
 * The play-session contract (live table): sessions of a story, their players, and the log's
 * typed entries. A whisper's text and recipients reach only its poster, its recipients and the
 * game master; everyone else never learns it exists.
 */
const title = z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters');

export const playSessionCreateSchema = z.object({
  title,
  /** ISO date-time; omitted means not scheduled. */
  scheduledAt: z.iso.datetime({ offset: true, message: 'Scheduled start must be a date and time' }).nullish(),
});
export type PlaySessionCreate = z.input<typeof playSessionCreateSchema>;

export const playSessionUpdateSchema = z
  .object({
    title: title.optional(),
    status: z.enum(PLAY_SESSION_STATUSES, 'Status must be Scheduled, Live or Ended').optional(),
    scheduledAt: z.iso
      .datetime({ offset: true, message: 'Scheduled start must be a date and time' })
      .nullish(),
  })
  .refine((v) => v.title !== undefined || v.status !== undefined || v.scheduledAt !== undefined, {
    message: 'Nothing to update: send a title, a status or a scheduled start',
  });
export type PlaySessionUpdate = z.input<typeof playSessionUpdateSchema>;

export const playPersonSchema = z.object({ id: z.uuid(), username: z.string() });
export type PlayPerson = z.infer<typeof playPersonSchema>;

export const playSessionSchema = z.object({
  id: z.uuid(),
  storyId: z.uuid(),
  storyTitle: z.string(),
  title: z.string(),
  status: z.enum(PLAY_SESSION_STATUSES),
  scheduledAt: z.string().nullable(),
  gameMaster: playPersonSchema,
  players: z.array(playPersonSchema),
  entryCount: z.number().int(),
  createdAt: z.string(),
  abilities: z.object({ manage: z.boolean(), post: z.boolean() }),
});
export type PlaySession = z.infer<typeof playSessionSchema>;
export const playSessionListSchema = z.object({ items: z.array(playSessionSchema) });

export const playerAddSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(60, 'Username is too long'),
});
export const playerParams = z.object({ id: z.string().max(100), userId: z.string().max(100) });
export const entryParams = z.object({ id: z.string().max(100), entryId: z.string().max(100) });

/** Who may be added: the story's collaborators and the owner, not yet at the table. */
export const playCandidatesSchema = z.object({ items: z.array(playPersonSchema) });

const text = z
  .string()
  .trim()
  .min(1, 'Write something first')
  .max(PLAY_ENTRY_TEXT_MAX, `An entry must be at most ${PLAY_ENTRY_TEXT_MAX} characters`);
const sceneTitle = z.string().trim().min(1, 'A scene needs a title').max(120, 'Scene title is too long');

export const playEntryInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('Narration'), text }),
    z.object({ kind: z.literal('InCharacter'), text, characterId: z.uuid('Choose one of your characters') }),
    z.object({ kind: z.literal('OutOfCharacter'), text }),
    z.object({
      kind: z.literal('Whisper'),
      text,
      to: z
        .array(z.uuid('Choose who hears the whisper'))
        .min(1, 'Choose who hears the whisper')
        .max(PLAY_WHISPER_MAX, `A whisper reaches at most ${PLAY_WHISPER_MAX} people`),
    }),
    z.object({
      kind: z.literal('Roll'),
      formula: z.string().trim().min(1, 'Write a roll, e.g. 2d20kh1+5').max(100, 'That roll is too long'),
      label: z.string().trim().max(120, 'Label is too long').optional(),
    }),
    z.object({ kind: z.literal('SceneBreak'), title: sceneTitle }),
    z.object({
      kind: z.literal('Handout'),
      title: sceneTitle,
      /** A handout is text, a picture (an upload's URL), or both. */
      text: text.optional(),
      image: z.string().max(1000, 'Invalid image URL').optional(),
    }),
  ],
  'Entry kind must be one of ' + PLAY_ENTRY_KINDS.join(', '),
);
export type PlayEntryInput = z.input<typeof playEntryInputSchema>;

export const playEntryUpdateSchema = z
  .object({ text: text.optional(), title: sceneTitle.optional() })
  .refine((v) => v.text !== undefined || v.title !== undefined, 'Nothing to change');

export const playDieSchema = z.object({
  /** Sides, or 'F' for a Fate die. */
  sides: z.union([z.number().int(), z.literal('F')]),
  value: z.number().int(),
  dropped: z.boolean(),
});
export const playRollSchema = z.object({
  formula: z.string(),
  total: z.number(),
  dice: z.array(playDieSchema),
});
export type PlayRoll = z.infer<typeof playRollSchema>;

export const playEntrySchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  kind: z.enum(PLAY_ENTRY_KINDS),
  author: playPersonSchema,
  text: z.string().nullable(),
  title: z.string().nullable(),
  character: z.object({ id: z.uuid().nullable(), name: z.string(), image: z.string().nullable() }).nullable(),
  whisperTo: z.array(playPersonSchema).nullable(),
  roll: playRollSchema.nullable(),
  /** An imported line's speaker who was not at the table; `author` is then the importer. */
  guestName: z.string().nullable(),
  /** A handout's picture. */
  image: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type PlayEntry = z.infer<typeof playEntrySchema>;

export const playEntriesQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
/** The newest page first; `items` in log order (oldest first), `nextCursor` fetches older ones. */
export const playEntryPageSchema = z.object({
  items: z.array(playEntrySchema),
  nextCursor: z.string().nullable(),
});
export type PlayEntryPage = z.infer<typeof playEntryPageSchema>;

/** What the live socket sends; entries come already filtered and shaped for the receiver. */
export type PlayLiveMessage =
  | { type: 'entry'; entry: PlayEntry }
  | { type: 'entry-updated'; entry: PlayEntry }
  | { type: 'entry-deleted'; id: string }
  | { type: 'session-changed' }
  | { type: 'removed' };
