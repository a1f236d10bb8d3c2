import { Link } from 'react-router';
import type { AiKind, ConsistencyFinding } from '@common/schemas/assistant';
import { countLabel } from '@common/plural';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import type { useGeneration } from './use-generation';

type Props = {
  generation: ReturnType<typeof useGeneration>;
  /** What was asked: a consistency check shows its findings; only prose can be inserted. */
  kind: AiKind;
  onInsert: () => void;
};

/**
 * The answer of the assistant panel as it streams, then Insert (prose into the chapter, one undoable
 * step) or Discard; a consistency check ends as its list of possible contradictions instead.
 */
export function GenerationResult({ generation, kind, onInsert }: Props) {
  const { state } = generation;
  if (state.phase === 'idle') return null;
  const checked = kind === 'consistency' && state.phase === 'done';
  // Checks and answers are for the author, not text for the chapter.
  const insertable = kind !== 'consistency' && kind !== 'ask';
  return (
    <div className="flex flex-col gap-3">
      {checked ? (
        <Findings findings={state.findings ?? []} />
      ) : state.phase === 'error' && !state.text ? null : (
        <div
          aria-live="polite"
          aria-busy={state.phase === 'streaming'}
          data-testid="ai-output"
          className="max-h-72 overflow-y-auto rounded-xl border border-line bg-surface-muted p-3 font-reading whitespace-pre-wrap text-ink"
        >
          {state.text ||
            (state.phase === 'streaming'
              ? kind === 'consistency'
                ? 'Checking the chapter against the pages...'
                : 'Writing...'
              : '')}
        </div>
      )}
      {state.phase === 'error' ? (
        <Alert tone="error">
          {state.message}{' '}
          {state.upgradeUrl ? (
            <Link to={state.upgradeUrl} className="font-semibold underline">
              See plans
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {state.phase === 'streaming' ? (
          <Button variant="secondary" onClick={generation.stop}>
            Stop
          </Button>
        ) : null}
        {state.phase === 'done' && insertable ? <Button onClick={onInsert}>Insert</Button> : null}
        {state.phase !== 'streaming' ? (
          <Button variant="ghost" onClick={generation.reset}>
            {checked ? 'Dismiss' : 'Discard'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The consistency check's possible contradictions, each with the chapter's line and the page's. */
function Findings({ findings }: { findings: ConsistencyFinding[] }) {
  return (
    <section aria-label="Consistency check" data-testid="ai-findings" className="flex flex-col gap-2">
      <p aria-live="polite" className="font-semibold text-ink">
        {findings.length === 0
          ? 'No contradictions found with the pages you can read.'
          : `${countLabel(findings.length, 'possible contradiction')} with the pages you can read`}
      </p>
      <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto">
        {findings.map((f, i) => (
          <li key={i} className="rounded-xl border border-line bg-surface-muted p-3">
            <p className="text-ink-muted">Chapter</p>
            <blockquote className="font-reading text-ink">{f.chapterLine}</blockquote>
            <p className="mt-2 text-ink-muted">Page ({f.page})</p>
            <blockquote className="font-reading text-ink">{f.pageLine}</blockquote>
            <p className="mt-2 text-ink">{f.note}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
