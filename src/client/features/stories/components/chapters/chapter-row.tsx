import { useState, type RefCallback } from 'react';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ChapterSummary } from '@common/schemas/chapter';
import { Badge } from '@client/components/ui/badge';
import { countLabel } from '../story-format';
import { ChapterTitleForm } from './chapter-title-form';

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

type Props = {
  storyId: string;
  chapter: ChapterSummary;
  /** Shows move, rename and delete (abilities.editChapters). */
  canEdit: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: -1 | 1) => void;
  onRename: (title: string) => Promise<unknown>;
  onDelete: () => void;
  /** Lets the list put focus back on a move button after the rows changed places. */
  moveButtonRef: (direction: -1 | 1) => RefCallback<HTMLButtonElement>;
};

/** One chapter of the detail page's list: number, title (opens it in the writing room), status, words, and its tools. */
export function ChapterRow({
  storyId,
  chapter,
  canEdit,
  isFirst,
  isLast,
  onMove,
  onRename,
  onDelete,
  moveButtonRef,
}: Props) {
  const [renaming, setRenaming] = useState(false);
  const name = chapter.title || `Chapter ${chapter.position}`;
  if (renaming) {
    return (
      <div className="py-3">
        <ChapterTitleForm
          label={`Rename ${name}`}
          defaultTitle={chapter.title}
          submitLabel="Save"
          autoFocus
          onSubmit={async (title) => {
            await onRename(title);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-muted text-sm font-semibold text-ink tabular-nums">
        {chapter.position}
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={`/stories/${storyId}/session?chapter=${chapter.id}`}
          className="font-medium break-words text-ink underline-offset-2 hover:text-accent hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          {name}
        </Link>
        <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
          <Badge tone={chapter.status === 'published' ? 'accent' : 'neutral'}>
            {chapter.status === 'published' ? 'Published' : 'Draft'}
          </Badge>
          <span>{countLabel(chapter.wordCount, 'word')}</span>
        </div>
      </div>
      {canEdit ? (
        <div className="flex shrink-0 items-center" role="group" aria-label={`Tools for ${name}`}>
          <button
            type="button"
            ref={moveButtonRef(-1)}
            className={ICON_BUTTON}
            disabled={isFirst}
            onClick={() => onMove(-1)}
            aria-label={`Move ${name} up`}
            title="Move up"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            ref={moveButtonRef(1)}
            className={ICON_BUTTON}
            disabled={isLast}
            onClick={() => onMove(1)}
            aria-label={`Move ${name} down`}
            title="Move down"
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${name}`}
            title="Rename"
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} hover:text-danger`}
            onClick={onDelete}
            aria-label={`Delete ${name}`}
            title="Delete"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
