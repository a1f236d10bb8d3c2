import sharp from 'sharp';
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  TableOfContents,
  TextRun,
} from 'docx';
import { escapeMarkup, stripForbidden } from '../../open-web/markup';
import { chapterHeading, COLOPHON, descriptionLines, namesList, titleDetails, type Book } from '../book';
import { tiptapToBlocks } from '../book-blocks';
import { titleCoverSvg } from '../title-cover';
import { chapterProgress, type BookWriter, type BuildContext } from './format';
import { createDocxBlocks, docxImage, imageRun, type DocxImage } from './docx-blocks';
import { docxNumbering, docxStyles } from './docx-styles';

/** Loads each image address once (from our storage only), sized for the page. */
function imagePlacer(ctx: BuildContext) {
  const placed = new Map<string, DocxImage | null>();
  return async (src: string): Promise<DocxImage | null> => {
    if (placed.has(src)) return placed.get(src)!;
    const image = await ctx.images.load(src);
    const fitted = image ? docxImage(image) : null;
    placed.set(src, fitted);
    return fitted;
  };
}

/** The story's cover, or the title cover drawn from text (as the EPUB's), as a PNG. */
async function coverImage(book: Book, place: (src: string) => Promise<DocxImage | null>) {
  const own = book.meta.coverImage ? await place(book.meta.coverImage) : null;
  if (own) return own;
  const svg = titleCoverSvg(book.meta.title, `by ${namesList(book.authors)}`);
  const png = await sharp(Buffer.from(svg)).resize(600).png().toBuffer();
  return docxImage({ bytes: png, mediaType: 'image/png', extension: 'png' });
}

const line = (text: string, style = 'TitlePageLine') =>
  new Paragraph({ style, children: [new TextRun(stripForbidden(text))] });

/** Title page: title, authors, other collaborators, genre and date, the description. */
function titlePage(book: Book): Paragraph[] {
  const { meta } = book;
  const details = titleDetails(meta);
  const description = descriptionLines(meta.description).map((l, i) =>
    line(l, i === 0 ? 'FirstParagraph' : 'BodyText'),
  );
  return [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      pageBreakBefore: true,
      children: [new TextRun(stripForbidden(meta.title))],
    }),
    line(`by ${namesList(book.authors)}`),
    ...(book.contributors.length > 0 ? [line(`with ${namesList(book.contributors)}`)] : []),
    line(details),
    ...(description.length > 0 ? [new Paragraph({ spacing: { before: 720 } }), ...description] : []),
  ];
}

/** A time as the core properties want it: whole seconds, UTC. */
const w3cdtf = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/**
 * The document's core properties (File > Info in Word), written by us rather than the library's,
 * which has no language or identifier and stamps the time of the build: title, every author as
 * creator (separated by semicolons, as Word lists them), description, genre as subject and
 * keyword, language, the stable identifier, and the story's own dates, so a build is repeatable.
 */
export function coreProperties(book: Book): string {
  const { meta } = book;
  const e = escapeMarkup;
  const created = meta.publishedAt ?? meta.updatedAt;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:title>${e(meta.title)}</dc:title>
<dc:subject>${e(meta.genre)}</dc:subject>
<dc:creator>${e(book.authors.join('; '))}</dc:creator>
<cp:keywords>${e(meta.genre)}</cp:keywords>
<dc:description>${e(meta.description.trim())}</dc:description>
<dc:identifier>${e(book.identifier)}</dc:identifier>
<dc:language>${e(book.language)}</dc:language>
<cp:lastModifiedBy>${e(meta.owner)}</cp:lastModifiedBy>
<cp:revision>1</cp:revision>
<dcterms:created xsi:type="dcterms:W3CDTF">${w3cdtf(created)}</dcterms:created>
<dcterms:modified xsi:type="dcterms:W3CDTF">${w3cdtf(meta.updatedAt)}</dcterms:modified>
</cp:coreProperties>`;
}

const pageNumberFooter = () =>
  new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: [PageNumber.CURRENT] })],
      }),
    ],
  });

/**
 * DOCX for sending to an editor, written with the `docx` library: the cover, a title page, the
 * contents as a Word table-of-contents field (listed from the chapter headings, with page numbers
 * once Word updates it, which it offers on opening), each chapter from a new page under a Heading
 * 1 (so Word's navigation pane lists the chapters and their own headings), images from our
 * storage with their alt text, page numbers in the footer, and the colophon unless white-label.
 * Chapters are turned into paragraphs as they are read (90 % of the progress); the file is then
 * packed in one go.
 */
export const writeDocx: BookWriter = async (book, ctx) => {
  const place = imagePlacer(ctx);
  const blocks = createDocxBlocks(place);
  const cover = await coverImage(book, place);
  const front = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [imageRun(cover, `Cover of ${book.meta.title}`, 'Cover')],
    }),
    ...titlePage(book),
    new Paragraph({ style: 'ContentsHeading', pageBreakBefore: true, children: [new TextRun('Contents')] }),
    new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '1-1' }),
  ];
  const body: Paragraph[] = [];
  let written = 0;
  for await (const chapter of book.chapters()) {
    body.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        // The chapters' section starts on a new page; every later chapter starts one of its own.
        pageBreakBefore: written > 0,
        children: [new TextRun(stripForbidden(chapterHeading(chapter)))],
      }),
      ...(await blocks(tiptapToBlocks(chapter.content))),
    );
    await ctx.progress(chapterProgress(book, ++written, 90));
  }
  if (book.colophon)
    body.push(new Paragraph({ style: 'Colophon', pageBreakBefore: true, children: [new TextRun(COLOPHON)] }));

  const doc = new Document({
    title: stripForbidden(book.meta.title),
    creator: stripForbidden(book.authors.join('; ')),
    description: stripForbidden(book.meta.description.trim()),
    subject: stripForbidden(book.meta.genre),
    styles: docxStyles(book.language),
    numbering: docxNumbering,
    sections: [
      { children: front },
      {
        properties: { page: { pageNumbers: { start: 1 } } },
        footers: { default: pageNumberFooter() },
        children: body,
      },
    ],
  });
  const bytes = await Packer.toBuffer(doc, false, [
    { path: 'docProps/core.xml', data: coreProperties(book) },
  ]);
  await ctx.progress(95);
  return bytes;
};
