/** Play sessions (the live table): statuses, entry kinds and limits shared by browser and server. */
export const PLAY_SESSION_STATUSES = ['Scheduled', 'Live', 'Ended'] as const;
export type PlaySessionStatus = (typeof PLAY_SESSION_STATUSES)[number];

export const PLAY_ENTRY_KINDS = [
  'Narration',
  'InCharacter',
  'OutOfCharacter',
  'Whisper',
  'Roll',
  'SceneBreak',
  'Handout',
] as const;
export type PlayEntryKind = (typeof PLAY_ENTRY_KINDS)[number];

/** Labels the table shows for each kind. */
export const PLAY_ENTRY_LABELS: Record<PlayEntryKind, string> = {
  Narration: 'Narration',
  InCharacter: 'In character',
  OutOfCharacter: 'Out of character',
  Whisper: 'Whisper',
  Roll: 'Roll',
  SceneBreak: 'Scene break',
  Handout: 'Handout',
};

export const PLAY_ENTRY_TEXT_MAX = 4000;
export const PLAY_WHISPER_MAX = 10;
/** How long a poster may edit or delete their own entry; the game master may at any time. */
export const PLAY_EDIT_WINDOW_MS = 5 * 60 * 1000;
/** Posts one person may make at one table in PLAY_FLOOD_WINDOW_MS before 429. */
export const PLAY_FLOOD_MAX = 20;
export const PLAY_FLOOD_WINDOW_MS = 10_000;
/** Players at one table besides the game master. */
export const PLAY_PLAYERS_MAX = 12;
/** Dice one roll may throw (explosions included). */
export const PLAY_ROLL_DICE_MAX = 200;
