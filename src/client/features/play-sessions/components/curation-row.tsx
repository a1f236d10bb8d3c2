import { useState, type FormEvent } from 'react';
import { Eye, EyeOff, Heading, Pencil, type LucideIcon } from 'lucide-react';
import type { CuratedEntry, PlayCurationMark, PlayCurationReason } from '@common/schemas/play-curation';
import { PLAY_ENTRY_LABELS } from '@common/play';
import { Button } from '@client/components/ui/button';

type Props = {
  item: CuratedEntry;
  /** Marks this entry (hide, fix its text, a scene boundary before it). */
  onMark(mark: PlayCurationMark): void;
  /** Makes this entry the first or the last of the selection. */
  onRange(edge: 'from' | 'to'): void;
  busy: boolean;
};

/** What the row says when the draft leaves the entry out. */
export const LEFT_OUT: Record<PlayCurationReason, string> = {
  range: 'Outside the selection',
  hand: 'Hidden',
  outOfCharacter: 'Out of character',
  whisper: 'Whisper',
  roll: 'Roll left out',
};

function Action({ label, icon: Icon, onClick }: { label: string; icon: LucideIcon; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="rounded-md p-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** An inline one-field form (the corrected text, a scene's title). */
function InlineForm(props: {
  label: string;
  initial: string;
  onSave(value: string): void;
  onCancel(): void;
}) {
  const [value, setValue] = useState(props.initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) props.onSave(value.trim());
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2 sm:flex-row">
      <label className="sr-only" htmlFor={`inline-${props.label}`}>
        {props.label}
      </label>
      <input
        id={`inline-${props.label}`}
        // Opened by a click on its button: the field takes the focus at once.
        autoFocus
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="min-w-0 flex-1 rounded-lg border border-line bg-canvas px-3 py-1.5 text-sm text-ink"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * One entry of the curation view: who, what kind, the text the draft uses (the correction, with
 * the original kept below), whether the draft takes it, and the game master's marks.
 */
export function CurationRow({ item, onMark, onRange, busy }: Props) {
  const { entry } = item;
  const [editing, setEditing] = useState<'text' | 'scene' | null>(null);
  const who = entry.kind === 'Narration' ? 'Game master' : (entry.character?.name ?? entry.author.username);
  const out = item.leftOutBecause;
  const text = entry.roll
    ? `${entry.roll.formula}${entry.text ? ` (${entry.text})` : ''} = ${entry.roll.total}`
    : (item.fixedText ?? entry.text ?? entry.title ?? '');
  const correctable = entry.kind !== 'SceneBreak' && entry.kind !== 'Roll';

  return (
    <li
      data-kind={entry.kind}
      data-in-draft={out === null ? 'yes' : 'no'}
      aria-label={`Entry ${entry.seq}: ${PLAY_ENTRY_LABELS[entry.kind]} by ${who}`}
      className="border-b border-line last:border-b-0"
    >
      {item.sceneTitle ? (
        <p className="flex items-center gap-3 px-3 pt-3 text-sm font-semibold text-accent">
          <span className="h-px flex-1 bg-accent/30" />
          Scene: {item.sceneTitle}
          <button
            type="button"
            className="text-xs font-normal text-ink-muted underline hover:text-ink"
            onClick={() => onMark({ sceneTitle: null })}
          >
            Remove
          </button>
          <span className="h-px flex-1 bg-accent/30" />
        </p>
      ) : null}
      <div
        className={['flex gap-3 px-3 py-2.5', out === null ? '' : 'bg-surface-muted/60'].join(' ')}
        aria-busy={busy || undefined}
      >
        <span className="w-8 shrink-0 pt-0.5 text-right font-mono text-xs text-ink-muted">{entry.seq}</span>
        <div className={['min-w-0 flex-1', out === null ? '' : 'opacity-60'].join(' ')}>
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold text-ink">{who}</span>
            <span className="text-xs font-medium text-accent">{PLAY_ENTRY_LABELS[entry.kind]}</span>
            {out === null ? (
              <span className="text-xs font-medium text-success">In the draft</span>
            ) : (
              <span className="text-xs text-ink-muted">Left out: {LEFT_OUT[out]}</span>
            )}
          </p>
          <p
            className={[
              'break-words whitespace-pre-wrap text-ink',
              entry.kind === 'SceneBreak' ? 'font-display font-semibold' : '',
              entry.kind === 'Narration' ? 'italic' : '',
            ].join(' ')}
          >
            {text}
          </p>
          {item.fixedText !== null ? (
            <p className="mt-1 text-xs text-ink-muted">
              Corrected; the log keeps: <span className="line-through">{entry.text}</span>{' '}
              <button type="button" className="underline" onClick={() => onMark({ text: null })}>
                Undo
              </button>
            </p>
          ) : null}
          {editing === 'text' ? (
            <InlineForm
              label="Corrected text"
              initial={item.fixedText ?? entry.text ?? ''}
              onSave={(value) => (onMark({ text: value }), setEditing(null))}
              onCancel={() => setEditing(null)}
            />
          ) : null}
          {editing === 'scene' ? (
            <InlineForm
              label="Scene title"
              initial=""
              onSave={(value) => (onMark({ sceneTitle: value }), setEditing(null))}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-start">
          <div className="flex">
            <Action
              label={item.hidden ? 'Show in the draft' : 'Hide from the draft'}
              icon={item.hidden ? Eye : EyeOff}
              onClick={() => onMark({ hidden: !item.hidden })}
            />
            {correctable ? (
              <Action label="Fix a typo" icon={Pencil} onClick={() => setEditing('text')} />
            ) : null}
            <Action label="Mark a scene here" icon={Heading} onClick={() => setEditing('scene')} />
          </div>
          <div className="flex gap-1 text-xs">
            <button
              type="button"
              className="rounded-md px-1.5 py-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
              onClick={() => onRange('from')}
              aria-label={`Start the selection at entry ${entry.seq}`}
            >
              Start
            </button>
            <button
              type="button"
              className="rounded-md px-1.5 py-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
              onClick={() => onRange('to')}
              aria-label={`End the selection at entry ${entry.seq}`}
            >
              End
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
