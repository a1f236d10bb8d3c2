import fs from 'node:fs';
import { chapterHeading, COLOPHON, namesList, titleDetails, type Book } from '../book';
import { tiptapToBlocks, type Block } from '../book-blocks';
import { chapterProgress, type BookWriter, type BuildContext } from './format';
import { typesetPdf, type TypstFile } from './typst';

let template: string | undefined;
/** The book's Typst template (pdf-book.typ), read once. */
const bookTemplate = () => (template ??= fs.readFileSync(new URL('./pdf-book.typ', import.meta.url), 'utf8'));

/** An image block as the template reads it: `path` is a file given to the compiler. */
type PlacedBlock = Exclude<Block, { kind: 'image' | 'quote' | 'list' }> | PlacedContainer | PlacedImage;
type PlacedImage = { kind: 'image'; path: string; alt: string };
type PlacedContainer =
  { kind: 'quote'; blocks: PlacedBlock[] } | { kind: 'list'; ordered: boolean; items: PlacedBlock[][] };

/** Loads each image address once (from our storage only) and gives it a file of the document. */
function imagePlacer(ctx: BuildContext, files: TypstFile[]) {
  const placed = new Map<string, string | null>();
  return async function place(src: string): Promise<string | null> {
    if (placed.has(src)) return placed.get(src)!;
    const image = await ctx.images.load(src);
    const path = image ? `images/image-${placed.size + 1}.${image.extension}` : null;
    if (image && path) files.push({ path, bytes: image.bytes });
    placed.set(src, path);
    return path;
  };
}

async function placeImages(
  blocks: Block[],
  place: (src: string) => Promise<string | null>,
): Promise<PlacedBlock[]> {
  const out: PlacedBlock[] = [];
  for (const block of blocks) {
    if (block.kind === 'image') {
      const path = await place(block.src);
      if (path) out.push({ kind: 'image', path: `/${path}`, alt: block.alt });
    } else if (block.kind === 'quote')
      out.push({ kind: 'quote', blocks: await placeImages(block.blocks, place) });
    else if (block.kind === 'list') {
      const items: PlacedBlock[][] = [];
      for (const item of block.items) items.push(await placeImages(item, place));
      out.push({ kind: 'list', ordered: block.ordered, items });
    } else out.push(block);
  }
  return out;
}

/** The front matter's words, as the title page shows them. */
function frontMatter(book: Book) {
  const { meta } = book;
  const published = meta.publishedAt;
  return {
    title: meta.title,
    authors: book.authors,
    byline: `by ${namesList(book.authors)}`,
    with: book.contributors.length > 0 ? `with ${namesList(book.contributors)}` : null,
    details: titleDetails(meta),
    description: meta.description.trim(),
    genre: meta.genre,
    lang: book.language,
    published: published
      ? [published.getUTCFullYear(), published.getUTCMonth() + 1, published.getUTCDate()]
      : null,
    trim: book.trimSize,
    colophon: book.colophon ? COLOPHON : null,
  };
}

/**
 * PDF for reading and for print, typeset by Typst (docs/decisions.md): the story's cover when it
 * has one, a title page, the contents with page numbers, each chapter from a new page with running
 * heads and page numbers, hyphenated justified text in EB Garamond, images from our storage, and
 * the colophon. The chapters are gathered as data (40 % of the progress), then set in one compile.
 */
export const writePdf: BookWriter = async (book, ctx) => {
  const files: TypstFile[] = [];
  const place = imagePlacer(ctx, files);
  const coverPath = book.meta.coverImage ? await place(book.meta.coverImage) : null;
  const chapters: { heading: string; blocks: PlacedBlock[] }[] = [];
  for await (const chapter of book.chapters()) {
    chapters.push({
      heading: chapterHeading(chapter),
      blocks: await placeImages(tiptapToBlocks(chapter.content), place),
    });
    await ctx.progress(chapterProgress(book, chapters.length, 40));
  }
  const data = { ...frontMatter(book), cover: coverPath ? `/${coverPath}` : null, chapters };
  files.push({ path: 'book.json', bytes: Buffer.from(JSON.stringify(data)) });
  const pdf = await typesetPdf(bookTemplate(), files);
  await ctx.progress(95);
  return pdf;
};
