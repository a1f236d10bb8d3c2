import type { VersionChange } from '@common/schemas/chapter-version';

const LOOK: Record<VersionChange['kind'], string> = {
  same: '',
  removed: 'rounded bg-danger/15 line-through decoration-danger',
  added: 'rounded bg-accent/15',
};

/** A version's text read-only, with what changed since marked word by word (paragraphs kept). */
export function VersionChanges({ changes }: { changes: VersionChange[] }) {
  return (
    <div
      aria-label="Text of the version, with changes since"
      className="min-h-0 flex-1 overflow-y-auto px-5 py-4 font-reading text-lg leading-relaxed whitespace-pre-wrap text-ink sm:px-8"
    >
      {changes.map((change, index) =>
        change.kind === 'same' ? (
          <span key={index}>{change.text}</span>
        ) : change.kind === 'removed' ? (
          <del key={index} className={LOOK.removed}>
            {change.text}
          </del>
        ) : (
          <ins key={index} className={`no-underline ${LOOK.added}`}>
            {change.text}
          </ins>
        ),
      )}
    </div>
  );
}
