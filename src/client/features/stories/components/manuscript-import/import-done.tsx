import { useEffect, useRef } from 'react';
import { PenLine } from 'lucide-react';
import type { ImportResult } from '@common/schemas/manuscript-import';
import { countLabel } from '@common/plural';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { Link } from 'react-router';

type Props = { result: ImportResult; storyTitle: string; onAnother: () => void };

/** What the import wrote: the new draft chapters, each a link into the writing room. */
export function ImportDone({ result, storyTitle, onAnother }: Props) {
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => outcome.current?.focus(), []);
  const n = result.chapters.length;
  return (
    <div className="space-y-5">
      <Alert tone="success" ref={outcome} tabIndex={-1}>
        {`Imported ${countLabel(n, 'draft chapter')} into “${storyTitle}”. Only you and your co-writers see drafts until you publish them.`}
      </Alert>
      <ol className="divide-y divide-line rounded-xl border border-line" aria-label="Imported chapters">
        {result.chapters.map((chapter, i) => (
          <li key={chapter.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <Link
              to={`/stories/${result.storyId}/session?chapter=${chapter.id}`}
              className="inline-flex items-center gap-2 rounded-sm font-medium text-accent underline-offset-4 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            >
              <PenLine aria-hidden="true" className="size-4" />
              <span className="sr-only">{`Write chapter ${i + 1}: `}</span>
              {chapter.title}
            </Link>
            <span className="text-sm text-ink-muted">{countLabel(chapter.wordCount, 'word')}</span>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <LinkButton to={`/stories/${result.storyId}`}>Go to the story</LinkButton>
        <Button variant="secondary" onClick={onAnother}>
          Import another manuscript
        </Button>
      </div>
    </div>
  );
}
