import { Dices, EyeOff, Pencil, ScrollText, Trash2, type LucideIcon } from 'lucide-react';
import type { PlayEntry } from '@common/schemas/play-sessions';
import { PLAY_ENTRY_LABELS } from '@common/play';

type Props = { entry: PlayEntry; onEdit(entry: PlayEntry): void; onDelete(entry: PlayEntry): void };

const face = (d: { sides: number | 'F'; value: number }) =>
  d.sides === 'F' ? (d.value > 0 ? '+' : d.value < 0 ? '−' : '0') : String(d.value);

/** A small icon button on an entry (edit, delete). */
function IconAction({ label, icon: Icon, onClick }: { label: string; icon: LucideIcon; onClick(): void }) {
  return (
    <button
      type="button"
      className="rounded p-1 text-ink-muted hover:text-ink"
      aria-label={label}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}

/** One line of the log, drawn by its kind; 'edited' when it was changed after posting. */
export function EntryRow({ entry, onEdit, onDelete }: Props) {
  const who = entry.character?.name ?? entry.guestName ?? entry.author.username;
  const time = new Date(entry.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  const actions = (
    <span className="ml-auto flex shrink-0 gap-1">
      {entry.abilities.edit ? (
        <IconAction label="Edit entry" icon={Pencil} onClick={() => onEdit(entry)} />
      ) : null}
      {entry.abilities.delete ? (
        <IconAction label="Delete entry" icon={Trash2} onClick={() => onDelete(entry)} />
      ) : null}
    </span>
  );
  const meta = (
    <span className="text-xs text-ink-muted">
      {time}
      {entry.editedAt ? ' · edited' : ''}
    </span>
  );

  if (entry.kind === 'SceneBreak')
    return (
      <div className="flex items-center gap-3 py-3" data-kind={entry.kind}>
        <hr className="flex-1 border-line" />
        <h3 className="font-display text-lg font-semibold text-ink">{entry.title}</h3>
        <hr className="flex-1 border-line" />
        {actions}
      </div>
    );

  return (
    <article
      data-kind={entry.kind}
      aria-label={`${PLAY_ENTRY_LABELS[entry.kind]} by ${who}`}
      className={[
        'flex gap-3 rounded-xl px-3 py-2',
        entry.kind === 'Whisper' ? 'border border-dashed border-accent/50 bg-accent/5' : '',
        entry.kind === 'OutOfCharacter' ? 'opacity-80' : '',
        entry.kind === 'Handout' ? 'border border-line bg-surface' : '',
      ].join(' ')}
    >
      {entry.character?.image ? (
        <img src={entry.character.image} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/10 font-semibold text-accent"
        >
          {entry.kind === 'Roll' ? (
            <Dices className="size-5" />
          ) : entry.kind === 'Handout' ? (
            <ScrollText className="size-5" />
          ) : (
            who.slice(0, 1).toUpperCase()
          )}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-ink">{entry.kind === 'Narration' ? 'Game master' : who}</span>
          {entry.guestName ? (
            <span className="text-xs text-ink-muted">guest in an imported log</span>
          ) : entry.character ? (
            <span className="text-xs text-ink-muted">played by {entry.author.username}</span>
          ) : null}
          <span className="text-xs font-medium text-accent">{PLAY_ENTRY_LABELS[entry.kind]}</span>
          {entry.whisperTo ? (
            <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
              <EyeOff aria-hidden="true" className="size-3" />
              to {entry.whisperTo.map((p) => p.username).join(', ')}
            </span>
          ) : null}
          {meta}
          {actions}
        </p>
        {entry.kind === 'Handout' ? <p className="font-semibold text-ink">{entry.title}</p> : null}
        {entry.image ? (
          <img
            src={entry.image}
            alt={entry.title ?? 'Handout'}
            loading="lazy"
            className="my-2 max-h-80 max-w-full rounded-lg border border-line object-contain"
          />
        ) : null}
        {entry.roll ? (
          <p className="text-ink" data-testid="roll-result">
            <span className="font-mono">{entry.roll.formula}</span>
            {entry.text ? <span className="text-ink-muted"> ({entry.text})</span> : null}
            {': '}
            {entry.roll.dice.map((d, i) => (
              <span
                key={i}
                className={[
                  'mx-0.5 inline-block rounded border border-line px-1.5 font-mono text-sm',
                  d.dropped ? 'line-through opacity-50' : '',
                ].join(' ')}
              >
                {face(d)}
              </span>
            ))}
            {' = '}
            <strong className="text-lg">{entry.roll.total}</strong>
          </p>
        ) : entry.text ? (
          <p
            className={[
              'break-words whitespace-pre-wrap text-ink',
              entry.kind === 'Narration' ? 'italic' : '',
            ].join(' ')}
          >
            {entry.text}
          </p>
        ) : null}
      </div>
    </article>
  );
}
