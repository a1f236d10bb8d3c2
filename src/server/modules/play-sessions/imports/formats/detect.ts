import type { PlayImportFormat } from '@common/schemas/play-imports';
import type { RawLine } from '../import-lines';
import { looksLikeDiscord, parseDiscord } from './discord';
import { looksLikeFoundry, parseFoundry } from './foundry';
import { looksLikeRoll20, parseRoll20 } from './roll20';
import { parseTranscript, transcriptShare } from './transcript';

export type ParsedLog = { format: PlayImportFormat; lines: RawLine[] };

/**
 * Which of the four formats a file is, by its content (its name is only a hint a user may get
 * wrong), and its lines. Null when it is none of them: the caller refuses it with a message.
 */
export function parseLog(content: string): ParsedLog | null {
  if (looksLikeDiscord(content)) {
    try {
      return { format: 'discord', lines: parseDiscord(content) };
    } catch {
      return null;
    }
  }
  if (looksLikeRoll20(content)) return { format: 'roll20', lines: parseRoll20(content) };
  if (looksLikeFoundry(content)) return { format: 'foundry', lines: parseFoundry(content) };
  if (transcriptShare(content) >= 0.6) return { format: 'transcript', lines: parseTranscript(content) };
  return null;
}
