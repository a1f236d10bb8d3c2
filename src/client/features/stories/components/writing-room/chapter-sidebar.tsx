import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { ChapterSummary } from '@common/schemas/chapter';
import { Button } from '@client/components/ui/button';
import { countLabel } from '../story-format';

type Props = {
  storyId: string;
  chapters: ChapterSummary[];
  currentId: string | undefined;
  canEdit: boolean;
  onAdd: () => void;
  adding: boolean;
};

/** The writing room's chapter list: each chapter a link (?chapter=id), the open one marked, and Add chapter. */
export function ChapterSidebar({ storyId, chapters, currentId, canEdit, onAdd, adding }: Props) {
  return (
    <nav aria-label="Chapters" className="flex flex-col gap-3">
      <ol className="space-y-1">
        {chapters.map((c) => {
          const current = c.id === currentId;
          return (
            <li key={c.id}>
              <Link
                to={`/stories/${storyId}/session?chapter=${c.id}`}
                replace
                aria-current={current ? 'page' : undefined}
                className={[
                  'flex items-start gap-2.5 rounded-lg px-3 py-2 text-sm transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-accent',
                  current ? 'bg-accent/10 text-ink' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                ].join(' ')}
              >
                <span
                  className={[
                    'mt-0.5 w-5 shrink-0 text-right tabular-nums',
                    current ? 'font-semibold text-accent' : '',
                  ].join(' ')}
                >
                  {c.position}
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    className={['block break-words', current ? 'font-semibold' : 'font-medium'].join(' ')}
                  >
                    {c.title || `Chapter ${c.position}`}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {c.status === 'published' ? 'Published' : 'Draft'} · {countLabel(c.wordCount, 'word')}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
      {canEdit ? (
        <Button variant="secondary" size="sm" onClick={onAdd} busy={adding} disabled={adding}>
          {adding ? null : <Plus aria-hidden="true" className="size-4" />}
          Add chapter
        </Button>
      ) : null}
    </nav>
  );
}
