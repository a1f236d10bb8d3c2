import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { List, X } from 'lucide-react';
import type { LibraryChapterEntry } from '@common/schemas/library';

type Props = {
  storyId: string;
  storyTitle: string;
  chapters: LibraryChapterEntry[];
  /** The chapter on screen, marked in the list. */
  currentChapterId: string;
  /** Open on mount (the deferred trigger in lazy-dialogs.tsx loads this module on first click). */
  defaultOpen?: boolean;
};

const TRIGGER =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-ink hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent';

/** The table of contents as a side drawer; picking a chapter opens it and closes the drawer. */
export function TocDrawer({ storyId, storyTitle, chapters, currentChapterId, defaultOpen }: Props) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger className={TRIGGER}>
        <List aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Contents</span>
        <span className="sr-only sm:hidden">Contents</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-hero-deep/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,calc(100vw-3rem))] flex-col border-r border-line bg-surface text-ink shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-3 border-b border-line p-4">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-lg font-bold">Contents</Dialog.Title>
              <Dialog.Description className="truncate text-sm text-ink-muted">
                {storyTitle}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-md p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
              aria-label="Close contents"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Chapters" className="flex-1 overflow-y-auto p-2">
            <ol className="space-y-0.5">
              {chapters.map((chapter) => {
                const current = chapter.id === currentChapterId;
                return (
                  <li key={chapter.id}>
                    <Dialog.Close asChild>
                      <Link
                        to={`/library/${encodeURIComponent(storyId)}/chapters/${encodeURIComponent(chapter.id)}`}
                        aria-current={current ? 'page' : undefined}
                        className={[
                          'flex gap-3 rounded-lg px-3 py-2 text-sm hover:bg-surface-muted',
                          current ? 'bg-accent/10 font-semibold text-accent' : 'text-ink',
                        ].join(' ')}
                      >
                        <span className="w-6 shrink-0 text-right text-ink-muted">{chapter.position}</span>
                        <span className="min-w-0 flex-1">
                          {chapter.title || `Chapter ${chapter.position}`}
                        </span>
                      </Link>
                    </Dialog.Close>
                  </li>
                );
              })}
            </ol>
          </nav>
          <div className="border-t border-line p-3">
            <Dialog.Close asChild>
              <Link
                to={`/library/${encodeURIComponent(storyId)}`}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-accent hover:bg-surface-muted"
              >
                Story page, reviews and comments
              </Link>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
