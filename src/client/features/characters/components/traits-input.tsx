import { useId, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { X } from 'lucide-react';
import { traitSchema } from '@common/schemas/character';
import { labelClassName } from '@client/components/ui/field-styles';
import { countLabel } from '@common/plural';

/** The most traits a character may have (characterInputSchema). */
export const MAX_TRAITS = 20;

type Props = {
  /** The traits so far, in order. */
  value: string[];
  onChange: (traits: string[]) => void;
  /** Called when focus leaves the text box (react-hook-form's "touched"). */
  onBlur?: () => void;
  /** The text box's ref, so a failed submit can focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** The list-level message from the form (e.g. too many traits). */
  error?: string;
};

/**
 * Personality traits as chips (SPEC section 3 stores them comma-separated, so a trait never holds
 * a comma). Type a trait and press Enter or comma to add it; pasting "brave, loyal" adds both;
 * Backspace in the empty box removes the last chip; each chip has its own remove button.
 * Additions and removals are announced politely.
 */
export function TraitsInput({ value, onChange, onBlur, inputRef, error }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const message = problem ?? error;
  const full = value.length >= MAX_TRAITS;

  /** Adds each comma-separated piece of `text`; keeps the text in the box if nothing could be added. */
  const add = (text: string): boolean => {
    const pieces = text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (pieces.length === 0) return true;
    const next = [...value];
    for (const piece of pieces) {
      const parsed = traitSchema.safeParse(piece);
      if (!parsed.success) {
        setProblem(parsed.error.issues[0]?.message ?? 'Invalid trait');
        return false;
      }
      if (next.some((t) => t.toLowerCase() === parsed.data.toLowerCase())) {
        setProblem(`"${parsed.data}" is already a trait`);
        return false;
      }
      if (next.length >= MAX_TRAITS) {
        setProblem(`At most ${countLabel(MAX_TRAITS, 'trait')}`);
        return false;
      }
      next.push(parsed.data);
    }
    setProblem(null);
    onChange(next);
    setAnnouncement(`Added ${next.slice(value.length).join(', ')}. ${countLabel(next.length, 'trait')}.`);
    return true;
  };

  const remove = (index: number) => {
    const removed = value[index];
    const next = value.filter((_, i) => i !== index);
    onChange(next);
    setProblem(null);
    setAnnouncement(`Removed ${removed}. ${countLabel(next.length, 'trait')}.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (add(draft)) setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      remove(value.length - 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!text.includes(',')) return;
    event.preventDefault();
    if (add(draft + text)) setDraft('');
  };

  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        Personality traits
      </label>
      <div
        className={[
          'flex flex-wrap items-center gap-1.5 rounded-lg border bg-surface px-2 py-2 shadow-sm',
          'focus-within:ring-2 focus-within:ring-accent focus-within:ring-offset-2 focus-within:ring-offset-surface',
          message ? 'border-danger' : 'border-line',
        ].join(' ')}
      >
        {value.length > 0 ? (
          <ul aria-label="Added traits" className="flex max-w-full flex-wrap gap-1.5">
            {value.map((trait, index) => (
              <li
                key={`${index}-${trait}`}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-accent/10 py-0.5 pr-1 pl-2.5 text-sm font-medium text-accent"
              >
                <span className="truncate">{trait}</span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`Remove ${trait}`}
                  title={`Remove ${trait}`}
                  className="rounded-full p-0.5 hover:bg-accent/20 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          ref={inputRef}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            if (draft.trim() && add(draft)) setDraft('');
            onBlur?.();
          }}
          enterKeyHint="enter"
          autoComplete="off"
          placeholder={
            full
              ? `${countLabel(MAX_TRAITS, 'trait')}: remove one to add another`
              : value.length
                ? 'Add another...'
                : 'e.g. brave'
          }
          aria-invalid={message ? true : undefined}
          aria-describedby={[hintId, message ? messageId : ''].filter(Boolean).join(' ')}
          className="min-w-[8rem] flex-1 bg-transparent px-1.5 py-1 text-base text-ink placeholder:text-ink-muted focus:outline-none"
        />
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
        Press Enter or type a comma to add a trait; Backspace removes the last one. Up to {MAX_TRAITS}.
      </p>
      {message ? (
        <p id={messageId} className="mt-1 text-sm text-danger">
          {message}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
