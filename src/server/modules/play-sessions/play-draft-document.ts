import type { TiptapDoc } from '@common/schemas/chapter';
import type { CuratedItem } from './play-curation';

type Mark = { type: 'italic' | 'bold' };
type Block = Record<string, unknown>;

const textNode = (text: string, marks?: Mark[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) });
const paragraph = (text: string, marks?: Mark[]): Block => ({
  type: 'paragraph',
  content: [textNode(text, marks)],
});
/** Blank lines start new paragraphs; single line breaks become spaces. */
const paragraphsOf = (text: string, marks?: Mark[]) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((part) => paragraph(part, marks));

/** “Words,” said Name. / “Words?” said Name. (quotes the speaker typed are dropped). */
export function dialogue(text: string, speaker: string): string {
  const spoken = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“”]+|["“”]+$/g, '')
    .trim();
  const ends = /[?!…—-]$/.test(spoken) ? spoken : `${spoken.replace(/[.,;:]$/, '')},`;
  return `“${ends}” said ${speaker}.`;
}

/** One unit of the draft: consecutive posts by one speaker merged when the curation says so. */
type Unit = { item: CuratedItem; texts: string[] };

/** Who speaks: the poster, or the guest an imported line names. */
const nameOf = (e: CuratedItem['entry']) => e.guestName ?? e.authorName;
const speakerOf = ({ entry: e }: CuratedItem) =>
  e.kind === 'InCharacter'
    ? `ic:${e.authorId}:${e.guestName}:${e.characterName}`
    : e.kind === 'Narration'
      ? `narration:${e.authorId}:${e.guestName}`
      : null;

function unitsOf(items: CuratedItem[], merge: boolean): Unit[] {
  const units: Unit[] = [];
  for (const item of items) {
    if (item.leftOutBecause !== null) continue;
    const text = item.fixedText ?? item.entry.text ?? '';
    const last = units.at(-1);
    const speaker = speakerOf(item);
    if (merge && last && speaker && !item.sceneTitle && speakerOf(last.item) === speaker) {
      last.texts.push(text);
      continue;
    }
    units.push({ item, texts: [text] });
  }
  return units;
}

function blocksOf({ item, texts }: Unit): Block[] {
  const { entry } = item;
  const text = texts.join(' ');
  switch (entry.kind) {
    case 'Narration':
      return paragraphsOf(text);
    case 'InCharacter':
      return [paragraph(dialogue(text, entry.characterName ?? nameOf(entry)))];
    case 'Roll': {
      const roll = entry.roll;
      if (!roll) return [];
      const label = entry.text ? `${entry.text}, ` : '';
      return [
        paragraph(`(${nameOf(entry)} rolled ${label}${roll.formula}: ${roll.total})`, [{ type: 'italic' }]),
      ];
    }
    case 'Handout':
      return [
        {
          type: 'blockquote',
          content: [paragraph(entry.title ?? 'Handout', [{ type: 'bold' }]), ...paragraphsOf(text)],
        },
        ...(entry.image
          ? [{ type: 'image', attrs: { src: entry.image, alt: entry.title ?? 'Handout' } }]
          : []),
      ];
    case 'OutOfCharacter':
      return paragraphsOf(`(${nameOf(entry)}: ${text})`, [{ type: 'italic' }]);
    case 'Whisper':
      return paragraphsOf(text, [{ type: 'italic' }]);
    default:
      return [];
  }
}

/**
 * The Tiptap document 'Draft a chapter' writes from a curated log: narration as paragraphs,
 * in-character posts as dialogue attributed to the character, rolls as short italic asides when
 * kept, handouts as quotes, each scene (a scene-break entry or a boundary the game master
 * marked) as a section: a horizontal rule, then its title as a heading. Only what the curation
 * takes goes in; out-of-character lines and whispers only when the game master kept them.
 */
export function draftDocument(items: CuratedItem[], merge: boolean): TiptapDoc {
  const blocks: Block[] = [];
  const section = (title: string) => {
    if (blocks.length > 0) blocks.push({ type: 'horizontalRule' });
    blocks.push({ type: 'heading', attrs: { level: 2 }, content: [textNode(title)] });
  };
  for (const unit of unitsOf(items, merge)) {
    if (unit.item.sceneTitle) section(unit.item.sceneTitle);
    if (unit.item.entry.kind === 'SceneBreak') {
      if (!unit.item.sceneTitle) section(unit.item.entry.title ?? 'Scene');
      continue;
    }
    blocks.push(...blocksOf(unit));
  }
  return { type: 'doc', content: blocks };
}
