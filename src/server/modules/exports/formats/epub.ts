import { ZipStream } from '../../account/export/zip-stream';
import { tiptapToXhtml, imageSources } from '../book-xhtml';
import { chapterHeading, namesList } from '../book';
import { titleCoverSvg } from '../title-cover';
import { chapterProgress, type BookWriter } from './format';
import {
  CONTAINER_XML,
  STYLE_CSS,
  chapterPage,
  colophonPage,
  coverPage,
  navPage,
  packageDocument,
  titlePage,
  type ManifestItem,
  type TocEntry,
} from './epub-pages';

const XHTML = 'application/xhtml+xml';

/** Collects a zip's stream into one buffer while it is written. */
function collect(zip: ZipStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.stream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.stream.on('error', reject);
  });
}

/**
 * EPUB 3: the `mimetype` entry first and stored, the container, a package document with the
 * book's metadata (identifier, title, every author, language, description, genre as subject,
 * publication and modification dates), the cover (the story's or a drawn title cover), a title
 * page, the navigation document (also the contents page), one XHTML document per chapter with
 * its images embedded from our storage, and the colophon. Chapters are written as they are read,
 * a batch at a time; images are written once each.
 */
export const writeEpub: BookWriter = async (book, ctx) => {
  const zip = new ZipStream();
  const done = collect(zip);
  const manifest: ManifestItem[] = [
    { id: 'nav', href: 'nav.xhtml', mediaType: XHTML, properties: 'nav' },
    { id: 'style', href: 'style.css', mediaType: 'text/css' },
  ];
  const spine: string[] = [];
  const toc: TocEntry[] = [];
  const file = (name: string, text: string) => zip.file(`EPUB/${name}`, [text]);

  await zip.file('mimetype', ['application/epub+zip'], { compress: false });
  await zip.file('META-INF/container.xml', [CONTAINER_XML]);
  await file('style.css', STYLE_CSS);

  const cover = book.meta.coverImage ? await ctx.images.load(book.meta.coverImage) : null;
  if (cover) {
    await zip.file(`EPUB/images/cover.${cover.extension}`, [cover.bytes], { compress: false });
    manifest.push({
      id: 'cover-image',
      href: `images/cover.${cover.extension}`,
      mediaType: cover.mediaType,
      properties: 'cover-image',
    });
  } else {
    await file('images/cover.svg', titleCoverSvg(book.meta.title, `by ${namesList(book.authors)}`));
    manifest.push({
      id: 'cover-image',
      href: 'images/cover.svg',
      mediaType: 'image/svg+xml',
      properties: 'cover-image',
    });
  }
  const coverHref = manifest[manifest.length - 1]!.href;
  await file('cover.xhtml', coverPage(book, coverHref));
  manifest.push({ id: 'cover', href: 'cover.xhtml', mediaType: XHTML });
  await file('title.xhtml', titlePage(book));
  manifest.push({ id: 'title-page', href: 'title.xhtml', mediaType: XHTML });
  spine.push('cover', 'title-page', 'nav');
  toc.push({ href: 'title.xhtml', label: 'Title page' });

  const placed = new Map<string, string | null>();
  let n = 0;
  for await (const chapter of book.chapters()) {
    for (const src of imageSources(chapter.content)) {
      if (placed.has(src)) continue;
      const image = await ctx.images.load(src);
      if (!image) {
        placed.set(src, null);
        continue;
      }
      const href = `images/image-${placed.size + 1}.${image.extension}`;
      await zip.file(`EPUB/${href}`, [image.bytes], { compress: false });
      manifest.push({ id: `image-${placed.size + 1}`, href, mediaType: image.mediaType });
      placed.set(src, href);
    }
    n += 1;
    const name = `chapter-${String(n).padStart(4, '0')}.xhtml`;
    const heading = chapterHeading(chapter);
    const body = tiptapToXhtml(chapter.content, (src) => placed.get(src) ?? null);
    await file(name, chapterPage(book, heading, body));
    manifest.push({ id: `chapter-${n}`, href: name, mediaType: XHTML });
    spine.push(`chapter-${n}`);
    toc.push({ href: name, label: heading });
    await ctx.progress(chapterProgress(book, n));
  }

  if (book.colophon) {
    await file('colophon.xhtml', colophonPage(book));
    manifest.push({ id: 'colophon', href: 'colophon.xhtml', mediaType: XHTML });
    spine.push('colophon');
  }
  await file('nav.xhtml', navPage(book, toc));
  await file('package.opf', packageDocument(book, manifest, spine));
  zip.end();
  return done;
};
