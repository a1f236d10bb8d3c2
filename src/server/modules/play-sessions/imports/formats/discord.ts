import { z } from 'zod';
import type { RawLine } from '../import-lines';

/**
 * A DiscordChatExporter export (.json) of the channel a game was played in. Players speak as
 * themselves, characters and the narrator through proxy bots (Tupperbox, PluralKit: a bot
 * author named after the character), rolls come from a dice bot (Avrae's '**Result**: 1d20 (12)
 * + 5' and '**Total**: 17', naming the roller by mention). Roll commands ('!r 1d20+5') and
 * system messages (pins, joins) are not lines of the story and are left out. Whispers happen in
 * direct messages, which a channel export does not hold.
 */
const author = z.object({
  id: z.string(),
  name: z.string(),
  nickname: z.string().nullish(),
  isBot: z.boolean().optional(),
});
const message = z.object({
  type: z.string(),
  content: z.string(),
  author,
  mentions: z.array(author).optional(),
});
export const discordExportSchema = z.object({ messages: z.array(z.unknown()).max(100_000) });

const COMMAND = /^[!/.]\s*(r|roll|init|check|save|attack|a|c|s)\b/i;
const ROLL_LINE = /^\*\*(.+?)\*\*: (.+)$/;
const TOTAL_LINE = /^\*\*Total\*\*: `?(-?\d+)`?$/;

const nameOf = (a: z.infer<typeof author>) => a.nickname || a.name;

export function looksLikeDiscord(text: string): boolean {
  return /^\s*\{/.test(text) && /"messages"\s*:/.test(text) && /"author"\s*:/.test(text);
}

function parseRoll(
  content: string,
): { label: string; formula: string; total: number; dice: number[] } | null {
  const rows = content.split('\n').map((l) => l.trim());
  const rollAt = rows.findIndex((l) => ROLL_LINE.test(l) && !TOTAL_LINE.test(l));
  const total = rows.map((l) => TOTAL_LINE.exec(l)).find(Boolean);
  if (rollAt < 0 || !total) return null;
  const [, label, expression] = ROLL_LINE.exec(rows[rollAt]!)!;
  const dice = [...expression!.matchAll(/\(([^)]*)\)/g)].flatMap((m) =>
    m[1]!.split(',').map((d) => Number(d.replace(/[*~\s]/g, ''))),
  );
  return {
    label: label === 'Result' ? '' : label!,
    formula: expression!.replace(/\([^)]*\)/g, '').replace(/\s+/g, ''),
    total: Number(total[1]),
    dice: dice.filter(Number.isFinite),
  };
}

/** Throws a ZodError on a file that is JSON but not an export. */
export function parseDiscord(text: string): RawLine[] {
  const data = discordExportSchema.parse(JSON.parse(text));
  const lines: RawLine[] = [];
  for (const raw of data.messages) {
    const parsed = message.safeParse(raw);
    if (!parsed.success) continue;
    const m = parsed.data;
    if (m.type !== 'Default' && m.type !== 'Reply') continue;
    const content = m.content.trim();
    if (!content || COMMAND.test(content)) continue;
    if (m.author.isBot) {
      const roll = parseRoll(content);
      if (roll) {
        const roller = m.mentions?.[0];
        lines.push({
          speaker: roller ? nameOf(roller) : nameOf(m.author),
          text: roll.label,
          roll: { formula: roll.formula, total: roll.total, dice: roll.dice },
        });
        continue;
      }
    }
    lines.push({ speaker: nameOf(m.author), text: content.replace(/^\*\*(.+)\*\*$/, '$1') });
  }
  return lines;
}
