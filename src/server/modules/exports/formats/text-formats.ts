import type { TiptapDoc } from '@common/schemas/chapter';
import { documentText } from '../../chapters/chapter-text';
import { tiptapToMarkdown } from '../../account/export/tiptap-markdown';
import { chapterHeading, COLOPHON, namesList, type Book } from '../book';
import { chapterProgress, type BookWriter, type BuildContext } from './format';

/** The title page's lines, shared by the text and Markdown books. */
function frontMatter(book: Book): { byline: string; withLine: string | null; published: string | null } {
  const { meta } = book;
  return {
    byline: `by ${namesList(book.authors)}`,
    withLine: book.contributors.length > 0 ? `with ${namesList(book.contributors)}` : null,
    published: meta.publishedAt ? `Published ${meta.publishedAt.toISOString().slice(0, 10)}` : null,
  };
}

async function writeAll(
  book: Book,
  ctx: BuildContext,
  head: string,
  chapter: (heading: string, content: TiptapDoc) => string,
  tail: string,
): Promise<Uint8Array> {
  const parts: Buffer[] = [Buffer.from(head)];
  let written = 0;
  for await (const c of book.chapters()) {
    parts.push(Buffer.from(chapter(chapterHeading(c), c.content as TiptapDoc)));
    await ctx.progress(chapterProgress(book, ++written));
  }
  parts.push(Buffer.from(tail));
  return Buffer.concat(parts);
}

/** Plain text: title page, then every chapter's text under its heading. */
export const writeText: BookWriter = (book, ctx) => {
  const { meta } = book;
  const front = frontMatter(book);
  const head = [
    meta.title,
    front.byline,
    front.withLine,
    `${meta.genre}${front.published ? ` · ${front.published}` : ''}`,
    '',
    meta.description.trim(),
    '',
  ]
    .filter((l) => l !== null)
    .join('\n');
  const rule = '\n\n* * *\n\n';
  return writeAll(
    book,
    ctx,
    head,
    (heading, content) => `${rule}${heading}\n\n${documentText(content).trim()}\n`,
    book.colophon ? `${rule}${COLOPHON}\n` : '',
  );
};

/** Markdown: the title as `#`, details, the description as a quote, each chapter as `##`. */
export const writeMarkdown: BookWriter = (book, ctx) => {
  const { meta } = book;
  const front = frontMatter(book);
  const quote = meta.description.trim()
    ? `${meta.description
        .trim()
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n')}\n\n`
    : '';
  const details = [front.byline, front.withLine, meta.genre, front.published].filter(Boolean).join(' · ');
  return writeAll(
    book,
    ctx,
    `# ${meta.title}\n\n*${details}*\n\n${quote}`,
    (heading, content) => {
      const body = tiptapToMarkdown(content);
      return `## ${heading}\n\n${body ? `${body}\n\n` : ''}`;
    },
    book.colophon ? `---\n\n*${COLOPHON}*\n` : '',
  );
};
