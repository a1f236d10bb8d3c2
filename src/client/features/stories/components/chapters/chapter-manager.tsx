import { useCallback, useEffect, useRef, useState } from 'react';
import { BookOpen, FileInput } from 'lucide-react';
import type { ChapterSummary } from '@common/schemas/chapter';
import type { StoryDetail } from '@common/schemas/story';
import { Alert } from '@client/components/ui/alert';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LoadError } from '@client/components/ui/load-error';
import { useChapters } from '../../api/get-chapters';
import { useCreateChapter } from '../../api/create-chapter';
import { useDeleteChapter } from '../../api/delete-chapter';
import { useReorderChapters } from '../../api/reorder-chapters';
import { useUpdateChapter } from '../../api/update-chapter';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { ChapterRow } from './chapter-row';
import { ChapterTitleForm } from './chapter-title-form';
import { countLabel } from '@common/plural';

/** The ids in the new order after moving `id` one place up (-1) or down (1). */
function moved(chapters: ChapterSummary[], id: string, direction: -1 | 1): string[] {
  const ids = chapters.map((c) => c.id);
  const from = ids.indexOf(id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/**
 * The chapters of a story on its detail page: in order, each opening in the writing room, and
 * for those who manage chapters (abilities.manageChapters) add, rename, delete (asked first) and move up or down.
 * Moving is keyboard friendly: focus stays on the pressed button as its row changes place
 * (or on the other arrow when the row reaches an end), and the new position is announced.
 */
export function ChapterManager({ story }: { story: StoryDetail }) {
  const chapters = useChapters(story.id);
  const create = useCreateChapter(story.id);
  const update = useUpdateChapter(story.id);
  const remove = useDeleteChapter(story.id);
  const reorder = useReorderChapters(story.id);
  // Add, rename, move and delete here: the owner and a Co-Author (abilities.manageChapters).
  const canEdit = story.abilities.manageChapters;
  const [toDelete, setToDelete] = useState<ChapterSummary | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: -1 | 1 } | null>(null);
  const list = chapters.data ?? [];

  const moveButtonRef = useCallback(
    (id: string) => (direction: -1 | 1) => (node: HTMLButtonElement | null) => {
      const key = `${id}:${direction}`;
      if (node) buttons.current.set(key, node);
      else buttons.current.delete(key);
    },
    [],
  );

  useEffect(() => {
    if (!focusAfterMove) return;
    const same = buttons.current.get(`${focusAfterMove.id}:${focusAfterMove.direction}`);
    const other = buttons.current.get(`${focusAfterMove.id}:${-focusAfterMove.direction}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [focusAfterMove, chapters.data]);

  const move = (chapter: ChapterSummary, direction: -1 | 1) => {
    // One move at a time, so two orders never race to the server; the buttons stay enabled
    // (a disabled button would drop the keyboard focus).
    if (reorder.isPending) return;
    const ids = moved(list, chapter.id, direction);
    setFocusAfterMove({ id: chapter.id, direction });
    setAnnouncement(
      `${chapter.title || 'Chapter'} moved to position ${ids.indexOf(chapter.id) + 1} of ${ids.length}.`,
    );
    reorder.mutate(ids);
  };

  return (
    <Panel size="lg" title="Chapters">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {chapters.isPending ? <p className="text-sm text-ink-muted">Loading chapters...</p> : null}
      {chapters.isError ? (
        <LoadError
          message={`Failed to load chapters: ${chapters.error.message}`}
          onRetry={() => void chapters.refetch()}
          retrying={chapters.isFetching}
        />
      ) : null}
      {reorder.error ? (
        <Alert tone="error" className="mb-3">{`The new order was not saved: ${reorder.error.message}`}</Alert>
      ) : null}
      {chapters.isSuccess && list.length === 0 ? (
        <div className="flex items-center gap-3 rounded-xl border border-dashed border-line px-4 py-6 text-sm text-ink-muted">
          <BookOpen aria-hidden="true" className="size-5 shrink-0 text-accent" />
          {canEdit
            ? 'No chapters yet. Add the first one below, then write it in the writing room.'
            : 'No chapters yet.'}
        </div>
      ) : null}
      {list.length > 0 ? (
        <ol className="divide-y divide-line" aria-label="Chapters in reading order">
          {list.map((chapter, index) => (
            <li key={chapter.id}>
              <ChapterRow
                storyId={story.id}
                chapter={chapter}
                canEdit={canEdit}
                isFirst={index === 0}
                isLast={index === list.length - 1}
                onMove={(direction) => move(chapter, direction)}
                onRename={(title) => update.mutateAsync({ chapterId: chapter.id, patch: { title } })}
                onDelete={() => setToDelete(chapter)}
                moveButtonRef={moveButtonRef(chapter.id)}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {canEdit && chapters.isSuccess ? (
        <div className="mt-4 border-t border-line pt-4">
          <ChapterTitleForm
            label="New chapter title"
            placeholder={`Chapter ${list.length + 1} title`}
            submitLabel="Add chapter"
            onSubmit={(title) => create.mutateAsync(title)}
          />
          <LinkButton to={`/stories/${story.id}/import`} variant="ghost" size="sm" className="mt-3 -ml-3">
            <FileInput aria-hidden="true" className="size-4" />
            Import chapters from a manuscript
          </LinkButton>
        </div>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToDelete(null);
            remove.reset();
          }
        }}
        title="Delete this chapter?"
        description={`"${toDelete?.title || 'This chapter'}" and its ${countLabel(toDelete?.wordCount ?? 0, 'word')} will be deleted. This cannot be undone.`}
        confirmLabel="Delete chapter"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      >
        {remove.error ? <Alert tone="error">{remove.error.message}</Alert> : null}
      </ConfirmDialog>
    </Panel>
  );
}
