import { forwardRef } from 'react';
import type { LibraryChapter } from '@common/schemas/library';
import { FONT_SIZE_REM, WIDTH_CH, type ReaderSettings } from '../hooks/use-reader-settings';
import { isEmptyDoc, TiptapDocument } from './tiptap-document';

type Props = {
  chapter: LibraryChapter;
  settings: ReaderSettings;
};

/** Book-like typography for the chapter's blocks, sized in em so the text-size setting scales all of it. */
const PROSE = [
  'font-reading leading-[1.75] text-ink break-words hyphens-auto',
  '[&_p]:my-[0.9em] [&_p:first-child]:mt-0',
  '[&_h2]:mt-[1.8em] [&_h2]:mb-[0.6em] [&_h2]:font-display [&_h2]:text-[1.35em] [&_h2]:font-bold [&_h2]:leading-snug',
  '[&_h3]:mt-[1.5em] [&_h3]:mb-[0.5em] [&_h3]:font-display [&_h3]:text-[1.15em] [&_h3]:font-semibold',
  '[&_blockquote]:my-[1.2em] [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-[1em] [&_blockquote]:italic [&_blockquote]:text-ink-muted',
  '[&_ul]:my-[0.9em] [&_ul]:list-disc [&_ul]:pl-[1.4em] [&_ol]:my-[0.9em] [&_ol]:list-decimal [&_ol]:pl-[1.4em] [&_li]:my-[0.25em] [&_li>p]:my-0',
  '[&_pre]:my-[1.2em] [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-muted [&_pre]:p-[1em] [&_pre]:font-mono [&_pre]:text-[0.85em] [&_pre]:leading-normal',
  '[&_hr]:mx-auto [&_hr]:my-[2em] [&_hr]:w-1/3 [&_hr]:border-line',
].join(' ');

/** The chapter's heading and text at the reader's chosen size and line width. */
export const ChapterArticle = forwardRef<HTMLElement, Props>(function ChapterArticle(
  { chapter, settings },
  ref,
) {
  return (
    <article
      ref={ref}
      aria-labelledby="chapter-title"
      className="mx-auto w-full px-5 pt-10 pb-8 sm:pt-14"
      style={{
        maxWidth: `${WIDTH_CH[settings.width]}ch`,
        fontSize: `${FONT_SIZE_REM[settings.fontSize]}rem`,
      }}
    >
      <header className="mb-[2em] text-center">
        <p className="text-[0.8em] font-semibold tracking-widest text-ink-muted uppercase">
          Chapter {chapter.position} of {chapter.chapterCount}
        </p>
        <h1
          id="chapter-title"
          className="mt-2 font-display text-[1.9em] leading-tight font-bold text-ink text-balance"
        >
          {chapter.title || `Chapter ${chapter.position}`}
        </h1>
        <p className="mt-2 text-[0.85em] text-ink-muted">
          {chapter.storyTitle} · by {chapter.authorUsername}
        </p>
      </header>
      {isEmptyDoc(chapter.content) ? (
        <p className="text-center text-ink-muted italic">This chapter has no text yet.</p>
      ) : (
        <div className={PROSE}>
          <TiptapDocument doc={chapter.content} />
        </div>
      )}
    </article>
  );
});
