import { escapeMarkup } from '../../open-web/markup';
import { chapterHeading, COLOPHON, descriptionLines, namesList, titleDetails, type Book } from '../book';
import { tiptapToBlocks } from '../book-blocks';
import { titleCoverSvg } from '../title-cover';
import { chapterProgress, type BookWriter, type BuildContext } from './format';
import { chapterHtml } from './html-blocks';

/**
 * The page's styles, inline: a readable column, the reader's light or dark scheme, and a print
 * layout (each chapter from a new page). No font or anything else is fetched.
 */
const STYLE = `:root { color-scheme: light dark; --ink: #1f1b16; --paper: #fdfbf7; --muted: #6b6358; --line: #d8d0c4; }
@media (prefers-color-scheme: dark) { :root { --ink: #ece6dc; --paper: #1b1917; --muted: #a79e92; --line: #3b3631; } }
html { background: var(--paper); color: var(--ink); }
body { font-family: Georgia, "Times New Roman", serif; font-size: 1.15rem; line-height: 1.6; max-width: 38em; margin: 0 auto; padding: 1.5rem 1.25rem 4rem; }
img { max-width: 100%; height: auto; }
a { color: inherit; }
.cover { text-align: center; margin: 1rem 0 3rem; }
.cover img { max-height: 90vh; box-shadow: 0 2px 12px rgba(0, 0, 0, 0.25); }
.title-page { text-align: center; margin: 3rem 0; }
.title-page h1 { font-size: 2.4rem; line-height: 1.2; margin: 0 0 1rem; }
.title-page p { margin: 0.4rem 0; }
.title-page .details { color: var(--muted); }
.title-page .description { text-align: left; margin-top: 2rem; font-style: italic; }
nav { border-top: 1px solid var(--line); border-bottom: 1px solid var(--line); padding: 1rem 0; margin: 2rem 0 3rem; }
nav h2 { font-size: 1.3rem; margin: 0 0 0.75rem; }
nav ol { list-style: none; padding: 0; margin: 0; }
nav li { margin: 0.35rem 0; }
.chapter { margin-top: 4rem; }
.chapter > h2 { font-size: 1.6rem; text-align: center; margin: 0 0 2rem; }
h3, h4, h5 { margin: 2rem 0 0.75rem; line-height: 1.3; }
p { margin: 0; text-indent: 1.5em; hyphens: auto; }
h2 + p, h3 + p, h4 + p, h5 + p, hr + p, figure + p, blockquote + p, .chapter > p:first-of-type { text-indent: 0; }
li p, blockquote p, .title-page p { text-indent: 0; }
blockquote { margin: 1rem 2rem; font-style: italic; }
hr { border: 0; text-align: center; margin: 1.5rem 0; }
hr::after { content: "* * *"; }
figure { margin: 1.5rem 0; text-align: center; }
figcaption { font-size: 0.9em; font-style: italic; color: var(--muted); }
pre { white-space: pre-wrap; font-size: 0.9em; }
.colophon { text-align: center; color: var(--muted); font-size: 0.9rem; margin-top: 5rem; }
@media print { body { max-width: none; } .chapter { break-before: page; } nav a { text-decoration: none; } }
`;

/** A data address: the file's bytes inside the page, so it reads offline and fetches nothing. */
const dataUrl = (mediaType: string, bytes: Uint8Array) =>
  `data:${mediaType};base64,${Buffer.from(bytes).toString('base64')}`;

/** Loads each image address once (from our storage only) as a data address. */
function imagePlacer(ctx: BuildContext) {
  const placed = new Map<string, string | null>();
  return async (src: string): Promise<string | null> => {
    if (placed.has(src)) return placed.get(src)!;
    const image = await ctx.images.load(src);
    const href = image ? dataUrl(image.mediaType, image.bytes) : null;
    placed.set(src, href);
    return href;
  };
}

const w3cdtf = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

/** The page's head: title, language, authors, description, genre, identifier and dates. */
function head(book: Book): string {
  const { meta } = book;
  const e = escapeMarkup;
  const metas: [string, string][] = [
    ['author', book.authors.join(', ')],
    ['description', meta.description.trim()],
    ['keywords', meta.genre],
    ['dcterms.title', meta.title],
    ...book.authors.map((a): [string, string] => ['dcterms.creator', a]),
    ...book.contributors.map((c): [string, string] => ['dcterms.contributor', c]),
    ['dcterms.subject', meta.genre],
    ['dcterms.language', book.language],
    ['dcterms.identifier', book.identifier],
    ...(meta.publishedAt ? [['dcterms.issued', w3cdtf(meta.publishedAt)] as [string, string]] : []),
    ['dcterms.modified', w3cdtf(meta.updatedAt)],
    ...(book.colophon ? [['generator', 'Inkforge'] as [string, string]] : []),
  ];
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<title>${e(meta.title)}</title>
${metas
  .filter(([, content]) => content)
  .map(([name, content]) => `<meta name="${name}" content="${e(content)}">`)
  .join('\n')}
<style>
${STYLE}</style>
</head>`;
}

async function frontMatter(book: Book, place: (src: string) => Promise<string | null>): Promise<string> {
  const { meta } = book;
  const e = escapeMarkup;
  const own = meta.coverImage ? await place(meta.coverImage) : null;
  const cover =
    own ?? dataUrl('image/svg+xml', Buffer.from(titleCoverSvg(meta.title, `by ${namesList(book.authors)}`)));
  const details = titleDetails(meta);
  const description = descriptionLines(meta.description)
    .map((l) => `<p>${e(l)}</p>`)
    .join('\n');
  return `<div class="cover"><img src="${cover}" alt="${e(`Cover of ${meta.title}`)}"></div>
<header class="title-page">
<h1>${e(meta.title)}</h1>
<p class="by">by ${e(namesList(book.authors))}</p>
${book.contributors.length > 0 ? `<p class="with">with ${e(namesList(book.contributors))}</p>\n` : ''}${
    details ? `<p class="details">${e(details)}</p>\n` : ''
  }${description ? `<div class="description">\n${description}\n</div>\n` : ''}</header>`;
}

/**
 * One self-contained HTML file that reads offline: the styles inline, every image (the cover too,
 * or the title cover drawn as SVG) as a data address from our storage, and a Content-Security-Policy
 * that lets the page load nothing from anywhere. `lang` on the page, the metadata in the head,
 * the contents as a nav of links to each chapter's anchor, headings in order (the title h1, the
 * contents and chapters h2, a chapter's own headings below), alt text on every image, and the
 * colophon unless white-label. Chapters are written as they are read; the contents go before
 * them once all are known.
 */
export const writeHtml: BookWriter = async (book, ctx) => {
  const place = imagePlacer(ctx);
  const e = escapeMarkup;
  const front = await frontMatter(book, place);
  const toc: string[] = [];
  const chapters: string[] = [];
  for await (const chapter of book.chapters()) {
    const id = `chapter-${chapter.position}`;
    const heading = e(chapterHeading(chapter));
    toc.push(`<li><a href="#${id}">${heading}</a></li>`);
    chapters.push(
      `<section class="chapter" id="${id}" aria-labelledby="${id}-title">
<h2 id="${id}-title">${heading}</h2>
${await chapterHtml(tiptapToBlocks(chapter.content), place)}
</section>`,
    );
    await ctx.progress(chapterProgress(book, chapters.length));
  }
  const page = `<!DOCTYPE html>
<html lang="${e(book.language)}">
${head(book)}
<body>
${front}
<nav aria-labelledby="contents">
<h2 id="contents">Contents</h2>
<ol>
${toc.join('\n')}
</ol>
</nav>
<main>
${chapters.join('\n')}
</main>
${book.colophon ? `<footer class="colophon"><p>${COLOPHON}</p></footer>\n` : ''}</body>
</html>
`;
  return Buffer.from(page);
};
