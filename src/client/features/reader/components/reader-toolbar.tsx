import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { LibraryChapterEntry } from '@common/schemas/library';
import type { ReaderSettings } from '../hooks/use-reader-settings';
import { ReaderSettingsDialog, TocDrawer } from './lazy-dialogs';

type Props = {
  storyId: string;
  storyTitle: string;
  chapters: LibraryChapterEntry[];
  chapterId: string;
  settings: ReaderSettings;
  onSettingsChange: (change: Partial<ReaderSettings>) => void;
};

/** The bar above the text: back to the story, contents and reading settings. Stays under the site header. */
export function ReaderToolbar({
  storyId,
  storyTitle,
  chapters,
  chapterId,
  settings,
  onSettingsChange,
}: Props) {
  return (
    <div className="sticky top-16 z-30 border-b border-line bg-canvas/95 backdrop-blur">
      <div className="mx-auto flex h-12 max-w-5xl items-center gap-2 px-3 sm:px-6">
        <Link
          to={`/library/${encodeURIComponent(storyId)}`}
          className="flex min-w-0 flex-1 items-center gap-1.5 rounded-lg px-1.5 py-1.5 text-sm font-medium text-ink hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{storyTitle}</span>
        </Link>
        <TocDrawer
          storyId={storyId}
          storyTitle={storyTitle}
          chapters={chapters}
          currentChapterId={chapterId}
        />
        <ReaderSettingsDialog settings={settings} onChange={onSettingsChange} />
      </div>
    </div>
  );
}
