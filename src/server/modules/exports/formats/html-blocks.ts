import { escapeMarkup } from '../../open-web/markup';
import { headingRank, type Block, type Span } from '../book-blocks';

/** Where an image goes in the page: its data address, or null to leave it out. */
export type HtmlImagePlacer = (src: string) => Promise<string | null>;

const TAGS = { bold: 'strong', italic: 'em', strike: 's', underline: 'u', code: 'code' } as const;

function spansHtml(spans: Span[]): string {
  return spans
    .map((span) => {
      if ('br' in span) return '<br>';
      let html = escapeMarkup(span.text);
      for (const [mark, tag] of Object.entries(TAGS))
        if (span[mark as keyof typeof TAGS]) html = `<${tag}>${html}</${tag}>`;
      return html;
    })
    .join('');
}

async function blocksHtml(blocks: Block[], place: HtmlImagePlacer, rank: (level: number) => number) {
  const out: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case 'paragraph':
        out.push(`<p>${spansHtml(block.spans)}</p>`);
        break;
      case 'heading':
        out.push(`<h${3 + rank(block.level)}>${spansHtml(block.spans)}</h${3 + rank(block.level)}>`);
        break;
      case 'quote':
        out.push(`<blockquote>${await blocksHtml(block.blocks, place, rank)}</blockquote>`);
        break;
      case 'list': {
        const tag = block.ordered ? 'ol' : 'ul';
        const items: string[] = [];
        for (const item of block.items) items.push(`<li>${await blocksHtml(item, place, rank)}</li>`);
        out.push(`<${tag}>${items.join('')}</${tag}>`);
        break;
      }
      case 'code':
        out.push(`<pre><code>${escapeMarkup(block.text)}</code></pre>`);
        break;
      case 'rule':
        out.push('<hr>');
        break;
      case 'image': {
        const href = await place(block.src);
        if (!href) break;
        const alt = escapeMarkup(block.alt);
        out.push(
          `<figure><img src="${href}" alt="${alt}">${alt ? `<figcaption>${alt}</figcaption>` : ''}</figure>`,
        );
        break;
      }
    }
  }
  return out.join('\n');
}

/**
 * A chapter's blocks as HTML: its own headings below the chapter's h2 from h3 on, ranked so none
 * is skipped (headingRank), quotes, lists, code, rules, and images as data addresses from `place`
 * with their alt text and a caption. Every writer's text is escaped; none of it is ever markup.
 */
export const chapterHtml = (blocks: Block[], place: HtmlImagePlacer): Promise<string> =>
  blocksHtml(blocks, place, headingRank(blocks));
