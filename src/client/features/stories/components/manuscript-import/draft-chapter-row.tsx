import type { Ref } from 'react';
import { Combine, Split } from 'lucide-react';
import type { ImportPreview } from '@common/schemas/manuscript-import';
import { countLabel } from '@common/plural';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { TextField } from '@client/components/ui/text-field';
import { chapterFacts, type DraftChapter } from './split-draft';

type Props = {
  chapter: DraftChapter;
  position: number;
  sections: ImportPreview['sections'];
  isLast: boolean;
  titleRef: Ref<HTMLInputElement>;
  onChange: (patch: Partial<DraftChapter>) => void;
  onMerge: () => void;
  onSplit: () => void;
};

/** One chapter of the split: its title (editable), words, images, first lines and its actions. */
export function DraftChapterRow({
  chapter,
  position,
  sections,
  isLast,
  titleRef,
  onChange,
  onMerge,
  onSplit,
}: Props) {
  const facts = chapterFacts(chapter, sections);
  const details = [
    countLabel(facts.wordCount, 'word'),
    facts.imageCount ? countLabel(facts.imageCount, 'image') : '',
    chapter.sections.length > 1 ? `joins ${chapter.sections.length} sections` : '',
  ].filter(Boolean);
  return (
    <div className="space-y-3 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          ref={titleRef}
          className="min-w-0 flex-1"
          label={`Title of chapter ${position}`}
          value={chapter.title}
          maxLength={200}
          error={chapter.included && !chapter.title.trim() ? 'Every chapter needs a title.' : undefined}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <Checkbox
          className="sm:pb-3"
          label={`Import chapter ${position}`}
          checked={chapter.included}
          onChange={(event) => onChange({ included: event.target.checked })}
        />
      </div>
      <p className="text-sm text-ink-muted">
        {details.join(' · ')}
        {chapter.included ? null : <span className="font-semibold text-ink"> · left out</span>}
      </p>
      {facts.excerpt ? (
        <p className="line-clamp-2 border-l-2 border-line pl-3 text-sm text-ink-muted italic">
          {facts.excerpt}
        </p>
      ) : (
        <p className="text-sm text-ink-muted">No text under this heading.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {isLast ? null : (
          <Button variant="secondary" size="sm" onClick={onMerge}>
            <Combine aria-hidden="true" className="size-4" />
            Merge with next<span className="sr-only">{` (chapter ${position} and ${position + 1})`}</span>
          </Button>
        )}
        {chapter.sections.length > 1 ? (
          <Button variant="ghost" size="sm" onClick={onSplit}>
            <Split aria-hidden="true" className="size-4" />
            Split apart<span className="sr-only">{` chapter ${position}`}</span>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
