import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FilePlus2 } from 'lucide-react';
import { STORY_GENRES } from '@common/constants';
import type { ImportPlan, ImportPreview } from '@common/schemas/manuscript-import';
import { countLabel } from '@common/plural';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import {
  chapterFacts,
  draftFromPreview,
  draftProblem,
  mergeWithNext,
  planOf,
  splitApart,
  updateChapter,
  type DraftChapter,
} from './split-draft';
import { DraftChapterRow } from './draft-chapter-row';

type Props = {
  preview: ImportPreview;
  fileName: string;
  /** A new story gets a title and genre here; an existing story only its new chapters. */
  newStory: boolean;
  maxChapters: number;
  /** Reads the manuscript again split at another heading level. */
  onLevel: (level: number) => void;
  onConfirm: (plan: ImportPlan) => void;
  onStartOver: () => void;
  busy: boolean;
  error?: string;
};

const genres = STORY_GENRES.map((g) => ({ value: g, label: g }));

/**
 * The split preview: one row per chapter found, which the writer merges with the next, splits
 * apart again, renames or leaves out, or reads again at another heading level; nothing is
 * written until they confirm. Focus follows the chapter a merge or split changed.
 */
export function SplitPreview(props: Props) {
  const { preview, fileName, newStory, maxChapters, busy, error } = props;
  const [draft, setDraft] = useState<DraftChapter[]>(() => draftFromPreview(preview));
  const [storyTitle, setStoryTitle] = useState(() => fileName.replace(/\.[^.]*$/, '').trim());
  const [genre, setGenre] = useState<ImportPlan['genre']>('Modern');
  const [announcement, setAnnouncement] = useState('');
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const titles = useRef(new Map<number, HTMLInputElement>());

  useEffect(() => setDraft(draftFromPreview(preview)), [preview]);
  useEffect(() => {
    if (focusKey !== null) titles.current.get(focusKey)?.focus();
  }, [focusKey, draft]);

  const chosen = draft.filter((c) => c.included);
  const words = chosen.reduce((n, c) => n + chapterFacts(c, preview.sections).wordCount, 0);
  const problem =
    draftProblem(draft, maxChapters) ??
    (newStory && !storyTitle.trim() ? 'Give the story a title.' : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || busy) return;
    props.onConfirm(
      planOf(draft, { splitLevel: preview.splitLevel, storyTitle: newStory ? storyTitle : undefined, genre }),
    );
  };

  return (
    <form onSubmit={submit} className="space-y-6" noValidate aria-label="Chapter split">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {newStory ? (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
          <TextField
            label="Story title"
            value={storyTitle}
            maxLength={200}
            onChange={(e) => setStoryTitle(e.target.value)}
            error={tried && !storyTitle.trim() ? 'Give the story a title.' : undefined}
          />
          <SelectField
            label="Genre"
            options={genres}
            value={genre}
            onChange={(e) => setGenre(e.target.value as ImportPlan['genre'])}
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-sm text-ink">
          <span className="font-semibold">{fileName}</span>: {countLabel(preview.sections.length, 'section')}{' '}
          found
          {preview.splitLevel ? ` at heading level ${preview.splitLevel}` : ' (no headings)'}.
        </p>
        {preview.headingLevels.length > 1 ? (
          <SelectField
            className="sm:w-64"
            label="Start chapters at"
            value={String(preview.splitLevel ?? '')}
            disabled={busy}
            options={preview.headingLevels.map((l) => ({
              value: String(l.level),
              label: `Heading ${l.level} (${countLabel(l.count, 'heading')})`,
            }))}
            onChange={(e) => props.onLevel(Number(e.target.value))}
          />
        ) : null}
      </div>
      <p className="text-sm text-ink-muted">
        Check the chapters: rename them, merge one with the next or leave one out. Nothing is saved until you
        import.
      </p>
      <ol className="-mt-3 divide-y divide-line border-y border-line" aria-label="Chapters to import">
        {draft.map((chapter, i) => (
          <li key={chapter.key}>
            <DraftChapterRow
              chapter={chapter}
              position={i + 1}
              sections={preview.sections}
              isLast={i === draft.length - 1}
              titleRef={(node) => {
                if (node) titles.current.set(chapter.key, node);
                else titles.current.delete(chapter.key);
              }}
              onChange={(patch) => setDraft((d) => updateChapter(d, i, patch))}
              onMerge={() => {
                setDraft((d) => mergeWithNext(d, i));
                setFocusKey(chapter.key);
                setAnnouncement(`Chapter ${i + 2} merged into chapter ${i + 1}.`);
              }}
              onSplit={() => {
                setDraft((d) => splitApart(d, i, preview.sections));
                setFocusKey(chapter.key);
                setAnnouncement(
                  `Chapter ${i + 1} split into ${countLabel(chapter.sections.length, 'chapter')}.`,
                );
              }}
            />
          </li>
        ))}
      </ol>
      {tried && problem ? <Alert tone="error">{problem}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {countLabel(chosen.length, 'chapter')} and {countLabel(words, 'word')} will be saved as drafts
          {newStory ? ' in a new private story' : ' after the story’s chapters'}.
        </p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" onClick={props.onStartOver}>
            Choose another file
          </Button>
          <Button type="submit" busy={busy}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            {busy ? 'Importing...' : `Import ${countLabel(chosen.length, 'chapter')}`}
          </Button>
        </div>
      </div>
    </form>
  );
}
