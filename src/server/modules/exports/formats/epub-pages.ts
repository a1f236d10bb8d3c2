import { escapeMarkup } from '../../open-web/markup';
import { COLOPHON, descriptionLines, namesList, titleDetails, type Book } from '../book';

/** One content document of the book: XHTML 5 with `lang` and `xml:lang` set. */
export function xhtmlPage(book: Book, title: string, body: string, bodyType?: string): string {
  const lang = escapeMarkup(book.language);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${lang}" xml:lang="${lang}">
<head>
<meta charset="UTF-8"/>
<title>${escapeMarkup(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body${bodyType ? ` epub:type="${bodyType}"` : ''}>
${body}
</body>
</html>
`;
}

export const STYLE_CSS = `body { font-family: Georgia, "Times New Roman", serif; line-height: 1.5; margin: 0 5%; }
h1 { font-size: 1.6em; text-align: center; margin: 2em 0 1.5em; page-break-before: always; }
h2 { font-size: 1.25em; margin: 1.5em 0 0.5em; }
h3 { font-size: 1.1em; margin: 1.2em 0 0.4em; }
p { margin: 0; text-indent: 1.5em; text-align: justify; hyphens: auto; -epub-hyphens: auto; }
h1 + p, h2 + p, h3 + p, hr + p { text-indent: 0; }
blockquote { margin: 1em 2em; font-style: italic; }
hr { border: 0; text-align: center; margin: 1.5em 0; }
hr::after { content: "* * *"; }
figure { margin: 1.5em 0; text-align: center; }
figure img { max-width: 100%; }
figcaption { font-size: 0.9em; font-style: italic; }
.title-page { text-align: center; }
.title-page h1 { font-size: 2.2em; margin-top: 25%; }
.title-page .by { font-size: 1.2em; margin-top: 1em; }
.title-page .with, .title-page .details { font-size: 0.95em; margin-top: 0.5em; text-indent: 0; text-align: center; }
.title-page .description { margin-top: 3em; text-align: left; }
.cover { text-align: center; margin: 0; padding: 0; }
.cover img { max-width: 100%; max-height: 100%; }
.colophon { text-align: center; margin-top: 40%; font-size: 0.9em; text-indent: 0; }
nav ol { list-style: none; padding-left: 0; }
nav li { margin: 0.4em 0; }
`;

export function coverPage(book: Book, href: string): string {
  const alt = `Cover of ${book.meta.title}`;
  return xhtmlPage(
    book,
    'Cover',
    `<section class="cover" epub:type="cover"><img src="${escapeMarkup(href)}" alt="${escapeMarkup(alt)}"/></section>`,
  );
}

export function titlePage(book: Book): string {
  const { meta } = book;
  const p = (cls: string, text: string) => `<p class="${cls}">${escapeMarkup(text)}</p>`;
  const details = titleDetails(meta);
  const description = descriptionLines(meta.description)
    .map((l) => `<p>${escapeMarkup(l)}</p>`)
    .join('\n');
  return xhtmlPage(
    book,
    meta.title,
    `<section class="title-page" epub:type="titlepage">
<h1>${escapeMarkup(meta.title)}</h1>
${p('by', `by ${namesList(book.authors)}`)}
${book.contributors.length > 0 ? p('with', `with ${namesList(book.contributors)}`) : ''}
${p('details', details)}
${description ? `<div class="description">${description}</div>` : ''}
</section>`,
  );
}

export function chapterPage(book: Book, heading: string, body: string): string {
  return xhtmlPage(
    book,
    heading,
    `<section epub:type="chapter">\n<h1>${escapeMarkup(heading)}</h1>\n${body}\n</section>`,
  );
}

export function colophonPage(book: Book): string {
  return xhtmlPage(
    book,
    COLOPHON,
    `<section epub:type="colophon"><p class="colophon">${escapeMarkup(COLOPHON)}</p></section>`,
  );
}

export type TocEntry = { href: string; label: string };

export function navPage(book: Book, entries: TocEntry[]): string {
  const items = entries
    .map((e) => `<li><a href="${escapeMarkup(e.href)}">${escapeMarkup(e.label)}</a></li>`)
    .join('\n');
  return xhtmlPage(
    book,
    'Contents',
    `<nav epub:type="toc" id="toc">\n<h1>Contents</h1>\n<ol>\n${items}\n</ol>\n</nav>`,
  );
}

export const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;

export type ManifestItem = { id: string; href: string; mediaType: string; properties?: string };

/** A time as EPUB metadata wants it: whole seconds, UTC. */
const w3cdtf = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

export function packageDocument(book: Book, manifest: ManifestItem[], spine: string[]): string {
  const { meta } = book;
  const e = escapeMarkup;
  const creators = book.authors
    .map((name, i) => `<dc:creator id="creator${i + 1}">${e(name)}</dc:creator>`)
    .join('\n');
  const contributors = book.contributors.map((c) => `<dc:contributor>${e(c)}</dc:contributor>`).join('\n');
  const items = manifest
    .map(
      (m) =>
        `<item id="${e(m.id)}" href="${e(m.href)}" media-type="${e(m.mediaType)}"${
          m.properties ? ` properties="${e(m.properties)}"` : ''
        }/>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${e(book.language)}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">${e(book.identifier)}</dc:identifier>
<dc:title>${e(meta.title)}</dc:title>
${creators}
${contributors}
<dc:language>${e(book.language)}</dc:language>
${meta.description.trim() ? `<dc:description>${e(meta.description.trim())}</dc:description>` : ''}
<dc:subject>${e(meta.genre)}</dc:subject>
${meta.publishedAt ? `<dc:date>${w3cdtf(meta.publishedAt)}</dc:date>` : ''}
<meta property="dcterms:modified">${w3cdtf(meta.updatedAt)}</meta>
</metadata>
<manifest>
${items}
</manifest>
<spine>
${spine.map((id) => `<itemref idref="${e(id)}"/>`).join('\n')}
</spine>
</package>
`;
}
