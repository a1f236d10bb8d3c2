import { z } from 'zod';
import { PLAY_ENTRY_KINDS } from '../play';

/**
 * Importing a log played elsewhere into a play session: the file goes up twice, once for a
 * preview (format, kinds, speakers with a guessed role) and once with the speakers' roles and
 * participants the game master confirmed. Nothing is written before the second request.
 */
export const PLAY_IMPORT_FORMATS = ['foundry', 'roll20', 'discord', 'transcript'] as const;
export type PlayImportFormat = (typeof PLAY_IMPORT_FORMATS)[number];
export const PLAY_IMPORT_FORMAT_LABELS: Record<PlayImportFormat, string> = {
  foundry: 'Foundry VTT chat log (.txt)',
  roll20: 'Roll20 chat archive (.html)',
  discord: 'DiscordChatExporter (.json)',
  transcript: "Plain transcript ('Name: text' lines)",
};
/** Characters of text one file may hold (about 2 MB of plain text). */
export const PLAY_IMPORT_MAX_CHARS = 2_000_000;
/** Entries one import may add. */
export const PLAY_IMPORT_MAX_LINES = 5_000;

/** narrator: the game master narrating; character: in character; person: out of character. */
export const PLAY_SPEAKER_ROLES = ['narrator', 'character', 'person'] as const;
export type PlaySpeakerRole = (typeof PLAY_SPEAKER_ROLES)[number];
export const PLAY_SPEAKER_ROLE_LABELS: Record<PlaySpeakerRole, string> = {
  narrator: 'Narrator',
  character: 'Character',
  person: 'Out of character',
};

const file = {
  fileName: z.string().trim().min(1, 'Choose a file').max(255, 'File name is too long'),
  content: z
    .string()
    .min(1, 'That file is empty')
    .max(PLAY_IMPORT_MAX_CHARS, 'That file is too large: a log may be at most 2 MB'),
};
export const playImportPreviewBodySchema = z.object(file);

export const playImportSpeakerSchema = z.object({
  name: z.string().min(1).max(200),
  role: z.enum(PLAY_SPEAKER_ROLES, 'Role must be narrator, character or person'),
  /** The participant this speaker is (or plays); null keeps them as a named guest. */
  userId: z.uuid('Choose someone at this table').nullable(),
});
export type PlayImportSpeaker = z.infer<typeof playImportSpeakerSchema>;

export const playImportBodySchema = z.object({
  ...file,
  speakers: z.array(playImportSpeakerSchema).max(500, 'Too many speakers'),
});
export type PlayImportBody = z.input<typeof playImportBodySchema>;

export const playImportPreviewSchema = z.object({
  format: z.enum(PLAY_IMPORT_FORMATS),
  formatLabel: z.string(),
  lineCount: z.number().int(),
  counts: z.record(z.enum(PLAY_ENTRY_KINDS), z.number().int()),
  speakers: z.array(playImportSpeakerSchema.extend({ lines: z.number().int() })),
  /** The first lines as they would be imported with the guessed roles. */
  sample: z.array(
    z.object({ speaker: z.string().nullable(), kind: z.enum(PLAY_ENTRY_KINDS), text: z.string() }),
  ),
});
export type PlayImportPreview = z.infer<typeof playImportPreviewSchema>;

export const playImportResultSchema = z.object({ imported: z.number().int() });
