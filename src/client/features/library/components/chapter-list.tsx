import { Link } from 'react-router';
import { BookmarkCheck, ListOrdered, Lock } from 'lucide-react';
import type { LibraryChapterEntry, LibraryStory } from '@common/schemas/library';
import { earlyAccessText } from '@common/early-access';
import { exclusiveText } from '@common/exclusive-content';
import { EmptyState } from '@client/components/ui/empty-state';
import { chapterPath, plural } from './library-format';

type Props = { story: LibraryStory };

/**
 * A chapter the caller may not read (issue 25): in early access (its title, when it is free for
 * everyone) or past the first chapter of an exclusive story (the plans that include it), with the
 * link to the plans. No link to the text, which the server refuses anyway.
 */
function LockedChapter({ chapter }: { chapter: LibraryChapterEntry }) {
  const exclusive = chapter.exclusive && !chapter.publicAt;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
      <span className="w-8 shrink-0 text-right font-mono text-sm text-ink-muted">{chapter.position}</span>
      <span className="min-w-0 flex-1 truncate font-medium text-ink-muted">
        {chapter.title || `Chapter ${chapter.position}`}
      </span>
      <span className="inline-flex basis-full items-center gap-1.5 pl-11 text-sm text-ink-muted sm:basis-auto sm:pl-0">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {exclusive ? exclusiveText() : earlyAccessText(chapter.publicAt!)}
        <Link to="/subscription" className="font-semibold text-accent underline-offset-2 hover:underline">
          {exclusive ? 'See plans' : 'Read it now'}
        </Link>
      </span>
    </div>
  );
}

/** The table of contents: every published chapter with its number and length; the reader's current one is marked. */
export function ChapterList({ story }: Props) {
  const current = story.viewer?.progress?.currentChapterId ?? null;
  return (
    <section aria-labelledby="chapters-heading">
      <h2 id="chapters-heading" className="font-display text-2xl font-semibold text-ink">
        Chapters
      </h2>
      {story.chapters.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            icon={ListOrdered}
            title="No chapters yet"
            description="The author has not published a chapter yet. Bookmark the story to find it again."
          />
        </div>
      ) : (
        <ol className="mt-4 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
          {story.chapters.map((chapter) => (
            <li key={chapter.id}>
              {chapter.locked ? (
                <LockedChapter chapter={chapter} />
              ) : (
                <Link
                  to={chapterPath(story.id, chapter.id)}
                  aria-current={chapter.id === current ? 'true' : undefined}
                  className="flex items-center gap-3 px-4 py-3 hover:bg-surface-muted focus-visible:bg-surface-muted"
                >
                  <span className="w-8 shrink-0 text-right font-mono text-sm text-ink-muted">
                    {chapter.position}
                  </span>
                  <span className="min-w-0 flex-1 truncate font-medium text-ink">
                    {chapter.title || `Chapter ${chapter.position}`}
                  </span>
                  {chapter.publicAt ? (
                    <span className="shrink-0 rounded-full bg-accent/10 px-2 py-0.5 text-xs font-semibold text-accent">
                      Early access
                    </span>
                  ) : chapter.exclusive ? (
                    <span className="shrink-0 rounded-full bg-accent/10 px-2 py-0.5 text-xs font-semibold text-accent">
                      Exclusive
                    </span>
                  ) : null}
                  {chapter.id === current ? (
                    <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-accent">
                      <BookmarkCheck aria-hidden="true" className="size-4" />
                      You are here
                    </span>
                  ) : null}
                  <span className="hidden shrink-0 text-sm text-ink-muted sm:inline">
                    {plural(chapter.wordCount, 'word')}
                  </span>
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
