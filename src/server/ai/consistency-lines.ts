import type { ConsistencyFinding } from '@common/schemas/assistant';
import type { CharacterPage, PageLine, WorldPage } from './prompts';

/**
 * The consistency check's lines: the chapter and the pages cut into numbered sentences (C1, C2,
 * ... and P1, P2, ...), so the model names a contradiction by its two numbers and the finding
 * quotes both lines exactly as they were sent, never as the model retells them.
 */
/** The most lines of each side sent (the chapter is already at most AI_EXCERPT_MAX characters). */
const MAX_LINES = 400;

function sentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…]["'”’)]?)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A text as lines: the sentences of its non-empty lines. */
export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .flatMap(sentences)
    .slice(0, MAX_LINES);
}

/** The lines of the character and world pages, each with the page and field it comes from. */
export function pageLines(world: WorldPage | null, characters: CharacterPage[]): PageLine[] {
  const out: PageLine[] = [];
  const add = (page: string, fields: [string, string | null | undefined][]) => {
    for (const [label, value] of fields)
      for (const text of textLines(value ?? '')) out.push({ page: `${page}, ${label}`, text });
  };
  if (world)
    add(`world: ${world.name}`, [
      ['Description', world.description],
      ['Geography', world.geography],
      ['Cultures', world.cultures],
      ['History', world.history],
      ['Rules', world.rulesSystem],
    ]);
  for (const c of characters)
    add(`character: ${c.name}`, [
      ['Description', c.description],
      ['Personality', c.personalityTraits],
      ['Background', c.background],
      ['Speaking style', c.speakingStyle],
      ['Voice patterns', c.voicePatterns],
    ]);
  return out.slice(0, MAX_LINES);
}

const FINDING = /^\W*C\s*(\d+)\s*\|\s*P\s*(\d+)\s*\|\s*(.+)$/i;

/**
 * The findings in the model's answer: each `C<n> | P<m> | why` line whose numbers exist, with both
 * lines quoted from what was sent; anything else the model wrote is left out.
 */
export function parseFindings(
  answer: string,
  chapter: readonly string[],
  pages: readonly PageLine[],
): ConsistencyFinding[] {
  const seen = new Set<string>();
  const findings: ConsistencyFinding[] = [];
  for (const row of answer.split(/\r?\n/)) {
    const match = FINDING.exec(row.trim());
    if (!match) continue;
    const chapterLine = chapter[Number(match[1]) - 1];
    const page = pages[Number(match[2]) - 1];
    const key = `${match[1]}|${match[2]}`;
    if (chapterLine === undefined || page === undefined || seen.has(key)) continue;
    seen.add(key);
    findings.push({ chapterLine, page: page.page, pageLine: page.text, note: match[3]!.trim() });
  }
  return findings;
}
