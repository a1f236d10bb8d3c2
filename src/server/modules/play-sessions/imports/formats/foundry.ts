import type { RawLine } from '../import-lines';

/**
 * Foundry VTT's 'Export Chat Log' (.txt): messages joined by a line of dashes, each
 * `[date, time] Alias` then its content; a roll adds `formula = result = total` (after its
 * flavour line). The export keeps no whisper recipients and no message style, so a whisper reads
 * as a post of its sender and the speaker's role decides the rest.
 */
const SEPARATOR = /\r?\n-{10,}\r?\n/;
const HEADER = /^\[([^\]]{4,40})\] (.+)$/;
const ROLL = /^(.+?) = (.+?) = (-?\d+(?:\.\d+)?)$/;

export function looksLikeFoundry(text: string): boolean {
  const blocks = text.split(SEPARATOR).slice(0, 5);
  return blocks.length >= 2 && blocks.every((b) => HEADER.test(b.trimStart().split(/\r?\n/, 1)[0] ?? ''));
}

export function parseFoundry(text: string): RawLine[] {
  const lines: RawLine[] = [];
  for (const block of text.split(SEPARATOR)) {
    const [header = '', ...body] = block.trim().split(/\r?\n/);
    const match = HEADER.exec(header);
    if (!match) continue;
    const speaker = match[2]!.trim();
    const content = body.map((l) => l.trim()).filter(Boolean);
    // A roll line is short; longer lines are never scanned by the backtracking pattern.
    const rollAt = content.findIndex((l) => l.length < 500 && ROLL.test(l));
    if (rollAt >= 0) {
      const roll = ROLL.exec(content[rollAt]!)!;
      const dice = [...roll[2]!.matchAll(/\d+/g)].map((m) => Number(m[0]));
      const label = content.filter((_, i) => i !== rollAt).join(' ');
      lines.push({
        speaker,
        text: label,
        roll: { formula: roll[1]!.replace(/\s+/g, ''), total: Number(roll[3]), dice: dice.slice(0, 100) },
      });
    } else if (content.length > 0) {
      lines.push({ speaker, text: content.join('\n') });
    }
  }
  return lines;
}
