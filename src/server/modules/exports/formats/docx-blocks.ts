import { AlignmentType, HeadingLevel, ImageRun, Paragraph, TextRun, type ParagraphChild } from 'docx';
import { headingRank, type Block, type Span } from '../book-blocks';
import type { BookImage } from '../book-images';
import { readDeclaredDimensions } from '../../uploads/image-format';
import { stripForbidden } from '../../open-web/markup';

/** An image of the book as the DOCX writer places it: its bytes and its size on the page. */
export type DocxImage = { data: Uint8Array; type: 'jpg' | 'png'; width: number; height: number };

/** Loads an image address once (from our storage only); null leaves it out. */
export type DocxImagePlacer = (src: string) => Promise<DocxImage | null>;

/** The largest an image is drawn, in pixels at 96 to the inch: the text width of an A4 page. */
const MAX_WIDTH = 600;
const MAX_HEIGHT = 860;

/** Fits an image inside the text block, keeping its proportions (it is never enlarged). */
export function docxImage(image: BookImage, maxWidth = MAX_WIDTH, maxHeight = MAX_HEIGHT): DocxImage {
  const format = image.extension === 'png' ? 'png' : 'jpeg';
  const size = readDeclaredDimensions(image.bytes, format) ?? { width: maxWidth, height: maxWidth * 0.75 };
  const scale = Math.min(1, maxWidth / size.width, maxHeight / size.height);
  return {
    data: image.bytes,
    type: image.extension === 'png' ? 'png' : 'jpg',
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** An image as a run with its alt text (Word's 'Alt Text', read by screen readers). */
export function imageRun(image: DocxImage, alt: string, name: string): ImageRun {
  return new ImageRun({
    type: image.type,
    data: image.data,
    transformation: { width: image.width, height: image.height },
    altText: { name, description: stripForbidden(alt), title: stripForbidden(alt) },
  });
}

type Run = { bold?: boolean; italics?: boolean };

function runsOf(spans: Span[], base: Run = {}): ParagraphChild[] {
  return spans.map((span) =>
    'br' in span
      ? new TextRun({ break: 1 })
      : new TextRun({
          text: stripForbidden(span.text),
          bold: span.bold ?? base.bold,
          italics: span.italic ?? base.italics,
          strike: span.strike,
          underline: span.underline ? {} : undefined,
          style: span.code ? 'InlineCode' : undefined,
        }),
  );
}

const HEADINGS = [HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4] as const;

type Where = {
  /** Inside a quote: the Quote style. */
  quote: boolean;
  /** Inside a list item: the item's bullet or number (first paragraph only). */
  list?: { ordered: boolean; level: number; instance: number; first: boolean };
};

/**
 * Turns a chapter's blocks into Word paragraphs: body text in Body Text (the first paragraph after a
 * heading, a rule or an image unindented, as books set it), the chapter's own headings as Heading
 * 2 to 4 (ranked, so none is skipped), quotes in Quote, lists with Word's bullets and numbering (each ordered list restarts at
 * 1), code in Code, rules as a centred '* * *', images with their alt text and a caption.
 */
export function createDocxBlocks(place: DocxImagePlacer) {
  let lists = 0;
  let images = 0;
  /** The chapter's heading levels ranked (headingRank), so its headings start at Heading 2. */
  let rank = (_level: number) => 0;

  async function convert(blocks: Block[], where: Where, out: Paragraph[]): Promise<void> {
    let afterBreak = true;
    for (const block of blocks) {
      const list = where.list?.first ? where.list : undefined;
      const listProps = list
        ? list.ordered
          ? { numbering: { reference: 'ordered', level: list.level, instance: list.instance } }
          : { bullet: { level: list.level } }
        : {};
      if (where.list) where.list.first = false;
      switch (block.kind) {
        case 'paragraph': {
          const style = where.quote
            ? 'Quote'
            : where.list
              ? list
                ? undefined
                : 'ListContinue'
              : afterBreak
                ? 'FirstParagraph'
                : 'BodyText';
          out.push(new Paragraph({ style, children: runsOf(block.spans), ...listProps }));
          afterBreak = false;
          break;
        }
        case 'heading':
          out.push(
            new Paragraph({
              heading: HEADINGS[Math.min(2, rank(block.level))],
              children: runsOf(block.spans),
            }),
          );
          afterBreak = true;
          break;
        case 'quote':
          await convert(block.blocks, { ...where, quote: true }, out);
          afterBreak = true;
          break;
        case 'list': {
          const level = where.list ? Math.min(8, where.list.level + 1) : 0;
          const instance = block.ordered ? ++lists : 0;
          for (const item of block.items)
            await convert(
              item,
              { ...where, list: { ordered: block.ordered, level, instance, first: true } },
              out,
            );
          afterBreak = true;
          break;
        }
        case 'code':
          for (const line of block.text.split('\n'))
            out.push(new Paragraph({ style: 'Code', children: [new TextRun(stripForbidden(line))] }));
          afterBreak = true;
          break;
        case 'rule':
          out.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun('* * *')] }));
          afterBreak = true;
          break;
        case 'image': {
          const image = await place(block.src);
          if (!image) break;
          images += 1;
          out.push(
            new Paragraph({
              alignment: AlignmentType.CENTER,
              keepNext: Boolean(block.alt),
              children: [imageRun(image, block.alt, `Image ${images}`)],
            }),
          );
          if (block.alt)
            out.push(new Paragraph({ style: 'Caption', children: [new TextRun(stripForbidden(block.alt))] }));
          afterBreak = true;
          break;
        }
      }
    }
  }

  return async (blocks: Block[]): Promise<Paragraph[]> => {
    const out: Paragraph[] = [];
    rank = headingRank(blocks);
    await convert(blocks, { quote: false }, out);
    return out;
  };
}
