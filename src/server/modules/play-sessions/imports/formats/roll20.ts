import { parse, type HTMLElement } from 'node-html-parser';
import type { RawLine } from '../import-lines';

/**
 * A Roll20 chat archive saved as a page (.html): `div.message` with a class for its kind
 * (general, rollresult, emote, desc, private), the speaker in `span.by` ('Aldric:'), left out
 * on a speaker's consecutive messages, a roll's formula in `.formula`, its dice in `.didroll`
 * and its total in `.rolled`. A whisper's `by` reads '(To Riley):' when the exporter sent it
 * and '(From Sam):' when they received it. Avatars and timestamps are dropped.
 */
export function looksLikeRoll20(text: string): boolean {
  return /<div[^>]+class="[^"]*\bmessage\b/.test(text) && /class="[^"]*\b(by|tstamp)\b/.test(text);
}

const ownText = (el: HTMLElement) => {
  const copy = el.clone() as HTMLElement;
  for (const drop of copy.querySelectorAll('.by, .tstamp, .avatar, .spacer')) drop.remove();
  return copy.textContent.replace(/\s+/g, ' ').trim();
};

export function parseRoll20(html: string): RawLine[] {
  const root = parse(html, { blockTextElements: { script: false, style: false } });
  const messages = root.querySelectorAll('div.message');
  const speakers = new Set<string>();
  for (const m of messages) {
    const by = m.querySelector('.by')?.textContent.trim().replace(/:$/, '');
    if (by && !by.startsWith('(')) speakers.add(by);
  }
  const lines: RawLine[] = [];
  let previous: string | null = null;
  for (const m of messages) {
    const kind = m.classList;
    const by = m.querySelector('.by')?.textContent.trim().replace(/:$/, '') ?? null;
    if (kind.contains('private')) {
      const to = /^\(To (.+)\)$/.exec(by ?? '');
      const from = /^\(From (.+)\)$/.exec(by ?? '');
      lines.push({
        speaker: from ? from[1]! : null,
        text: ownText(m),
        whisperTo: to ? [to[1]!] : [],
      });
      continue;
    }
    if (kind.contains('desc')) {
      lines.push({ speaker: null, text: ownText(m), narration: true });
      continue;
    }
    if (kind.contains('emote')) {
      const text = ownText(m);
      const actor = [...speakers].sort((a, b) => b.length - a.length).find((s) => text.startsWith(s));
      lines.push({ speaker: actor ?? previous, text, emote: true });
      continue;
    }
    const speaker: string | null = by ?? previous;
    previous = speaker;
    if (kind.contains('rollresult')) {
      const formulaText =
        m
          .querySelector('.formula')
          ?.textContent.replace(/^\s*rolling\s+/i, '')
          .trim() ?? '';
      const label = /\[([^\]]+)\]/.exec(formulaText)?.[1] ?? '';
      lines.push({
        speaker,
        text: label,
        roll: {
          formula: formulaText.replace(/\[[^\]]*\]/g, '').replace(/\s+/g, ''),
          total: Number(m.querySelector('.rolled')?.textContent.trim() ?? 'NaN'),
          dice: m.querySelectorAll('.didroll').map((d) => Number(d.textContent.trim())),
        },
      });
    } else if (kind.contains('general')) {
      lines.push({ speaker, text: ownText(m) });
    }
  }
  return lines.filter((l) => l.text || l.roll);
}
