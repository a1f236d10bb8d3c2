import mammoth from 'mammoth';
import { marked } from 'marked';
import { htmlToBlocks, innerHeading, type Block, type HeadingBlock } from './html-to-blocks';
import { importErrors, type ManuscriptKind } from './manuscript-file';

/** A stretch of the manuscript from one chapter heading to the next: a chapter unless merged. */
export type Section = { title: string; blocks: Block[] };
export type Manuscript = {
  sections: Section[];
  images: Buffer[];
  /** The heading level the sections start at (undefined: no headings). */
  splitLevel: number | undefined;
  /** Every heading level used, with its number of headings, in level order. */
  headingLevels: { level: number; count: number }[];
};

/** The most images one manuscript may bring. */
export const MAX_IMAGES = 200;
const MAX_TITLE = 200;

const PLAIN_HEADING = /^(chapter|part|prologue|epilogue|interlude)\b.{0,70}$/i;

/** Plain text: blank lines part paragraphs; a short 'Chapter ...' line (or '# ...') is a heading. */
function textToHtml(text: string): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const out: string[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (!lines.length) continue;
    const first = lines[0]!;
    const hashed = /^#{1,3}\s+(.+)$/.exec(first);
    if (hashed || PLAIN_HEADING.test(first)) {
      out.push(`<h1>${esc(hashed ? hashed[1]! : first)}</h1>`);
      lines.shift();
    }
    if (lines.length) out.push(`<p>${lines.map(esc).join(' ')}</p>`);
  }
  return out.join('');
}

async function toHtml(kind: ManuscriptKind, bytes: Buffer, images: Buffer[]): Promise<string> {
  if (kind === 'text') return textToHtml(bytes.toString('utf8'));
  // Raw HTML inside Markdown is read as text by htmlToBlocks' rules: only known tags become
  // structure, images other than the manuscript's own are dropped.
  if (kind === 'markdown') return marked.parse(bytes.toString('utf8'), { async: false, gfm: true });
  try {
    const result = await mammoth.convertToHtml(
      { buffer: bytes },
      {
        convertImage: mammoth.images.imgElement(async (image) => {
          if (images.length >= MAX_IMAGES) return { src: '' };
          images.push(Buffer.from(await image.readAsBuffer()));
          return { src: `import-image:${images.length - 1}` };
        }),
      },
    );
    return result.value;
  } catch {
    throw importErrors.damaged();
  }
}

/** The heading level chapters start at: the highest used more than once (else the highest). */
function splitLevel(headings: HeadingBlock[]): number | undefined {
  const levels = [...new Set(headings.map((h) => h.level))].sort();
  return levels.find((l) => headings.filter((h) => h.level === l).length > 1) ?? levels[0];
}

/**
 * Reads a checked manuscript file (manuscript-file.ts) into sections split at its chapter
 * headings (at `atLevel` when given: the writer chose another level in the preview, refused
 * when the manuscript has no heading there); text before the first heading is a section of its
 * own. Writes nothing.
 */
export async function parseManuscript(
  kind: ManuscriptKind,
  bytes: Buffer,
  fallbackTitle: string,
  atLevel?: number,
): Promise<Manuscript> {
  const images: Buffer[] = [];
  const items = htmlToBlocks(await toHtml(kind, bytes, images));
  const headings = items.filter((b): b is HeadingBlock => 'heading' in b);
  const headingLevels = [...new Set(headings.map((h) => h.level))]
    .sort()
    .map((level) => ({ level, count: headings.filter((h) => h.level === level).length }));
  if (atLevel !== undefined && !headingLevels.some((l) => l.level === atLevel))
    throw importErrors.noSuchLevel(atLevel);
  const level = atLevel ?? splitLevel(headings);
  const sections: Section[] = [];
  for (const item of items) {
    if ('heading' in item && item.level === level) {
      sections.push({ title: item.heading.slice(0, MAX_TITLE), blocks: [] });
      continue;
    }
    if (!sections.length) {
      // Text before the first chapter: titled by its own heading (a book title) or the file name.
      const title = 'heading' in item ? item.heading : fallbackTitle || 'Opening';
      sections.push({ title: title.slice(0, MAX_TITLE), blocks: [] });
      if ('heading' in item) continue;
    }
    sections[sections.length - 1]!.blocks.push('heading' in item ? innerHeading(item) : item);
  }
  if (!sections.some((s) => s.blocks.length > 0 || sections.length > 1)) throw importErrors.empty();
  return { sections, images, splitLevel: level, headingLevels };
}

/** Words in a section, for the preview. */
export function sectionText(blocks: Block[]): string {
  const parts: string[] = [];
  const walk = (b: Block) => {
    if (b.text) parts.push(b.text);
    b.content?.forEach(walk);
  };
  blocks.forEach(walk);
  return parts.join(' ');
}
