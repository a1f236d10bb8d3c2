import type { RawLine } from '../import-lines';

/**
 * A plain transcript: 'Name: text' lines, optionally after a time ('[20:15] Name: text'), with
 * the conventions forum and chat logs use: '(OOC) Name: text', 'Name (whisper to Riley): text',
 * 'Name rolls 1d20+4 for Persuasion: 13 (9)', and '--- Scene: Title ---'. A line that starts
 * none of these continues the line before it.
 */
const TIME = /^\[?\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]M)?\]?\s+/i;
const SCENE = /^[-=~*]{2,}\s*(.+?)\s*[-=~*]{2,}$/;
const OOC = /^\((?:OOC)\)\s*([^:]{1,60}?):\s(.*)$/i;
const WHISPER = /^([^:(]{1,60}?) \((?:whispers? to|whispered to|to) ([^)]{1,200})\):\s(.*)$/i;
const ROLL =
  /^([^:]{1,60}?) rolls? ([0-9dDkKhHlLfF!+\-*/() ]+?)(?: for (.{1,120}?))?: (-?\d+)(?: \(([\d, ]*)\))?$/;
/** Longer rows are kept as text but never matched: no pattern may scan megabytes backtracking. */
const MATCHED_ROW_MAX = 5000;
const SPEECH = /^([^:{}"<>[\]]{1,60}?):\s(.*)$/;
/** An action line, IRC style: '* Mira slips out after the footsteps'. */
const EMOTE = /^\*\s+(.+)$/;

export function transcriptShare(text: string): number {
  const rows = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 200);
  if (rows.length < 3) return 0;
  const known = rows.filter((l) => {
    const row = l.replace(TIME, '');
    if (row.length > MATCHED_ROW_MAX) return false;
    return (
      SCENE.test(row) ||
      EMOTE.test(row) ||
      OOC.test(row) ||
      WHISPER.test(row) ||
      ROLL.test(row) ||
      SPEECH.test(row)
    );
  });
  return known.length / rows.length;
}

export function parseTranscript(text: string): RawLine[] {
  const lines: RawLine[] = [];
  const speakers = new Set<string>();
  const actor = (action: string) =>
    [...speakers].sort((a, b) => b.length - a.length).find((s) => action.startsWith(s)) ??
    action.split(' ', 1)[0]!;
  for (const original of text.split(/\r?\n/)) {
    const row = original.trim().replace(TIME, '');
    if (!row) continue;
    let m: RegExpExecArray | null;
    if (row.length > MATCHED_ROW_MAX) {
      if (lines.length > 0 && !lines.at(-1)!.roll) lines.at(-1)!.text += `\n${row}`;
    } else if ((m = SCENE.exec(row))) lines.push({ speaker: null, text: m[1]!, narration: true });
    else if ((m = EMOTE.exec(row))) lines.push({ speaker: actor(m[1]!), text: m[1]!, emote: true });
    else if ((m = OOC.exec(row))) lines.push({ speaker: m[1]!.trim(), text: m[2]!, ooc: true });
    else if ((m = WHISPER.exec(row)))
      lines.push({
        speaker: m[1]!.trim(),
        text: m[3]!,
        whisperTo: m[2]!.split(/\s*(?:,|\band\b)\s*/).filter(Boolean),
      });
    else if ((m = ROLL.exec(row)))
      lines.push({
        speaker: m[1]!.trim(),
        text: m[3]?.trim() ?? '',
        roll: {
          formula: m[2]!.replace(/\s+/g, ''),
          total: Number(m[4]),
          dice: (m[5] ?? '')
            .split(',')
            .map((d) => d.trim())
            .filter(Boolean)
            .map(Number),
        },
      });
    else if ((m = SPEECH.exec(row))) {
      speakers.add(m[1]!.trim());
      lines.push({ speaker: m[1]!.trim(), text: m[2]! });
    } else if (lines.length > 0 && !lines.at(-1)!.roll) lines.at(-1)!.text += `\n${row}`;
  }
  return lines;
}
