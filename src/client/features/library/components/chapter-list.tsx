import { Link } from 'react-router';
import { BookmarkCheck, ListOrdered } from 'lucide-react';
import type { LibraryStory } from '@common/schemas/library';
import { EmptyState } from '@client/components/ui/empty-state';
import { chapterPath, plural } from './library-format';

type Props = { story: LibraryStory };

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
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
