import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { MAX_STORY_TAGS, normaliseTagName, tagKey } from '@common/story-labels';
import { controlClassName, labelClassName } from '@client/components/ui/field-styles';
import { useTagSuggestions } from '../api/suggest-tags';

type Props = {
  /** The tags as the author spelled them, in order. */
  value: string[];
  onChange: (tags: string[]) => void;
  /** A validation message (too many tags, a tag too long). */
  error?: string;
};

/** What is typed, after a short pause (one suggestion request per pause, not per key). */
function useSettled(text: string, ms = 200): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * Freeform story tags with suggestions (issue 25): typing offers tags other stories use, most
 * used first (arrows and Enter, or a click, pick one); Enter or a comma adds what is typed; each
 * chip has a remove button. Up to 20; the server decides the canonical spelling of each.
 */
export function TagInput({ value, onChange, error }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const query = normaliseTagName(useSettled(text));
  const suggestions = useTagSuggestions(query);
  const taken = new Set(value.map(tagKey));
  const options = text.trim()
    ? (suggestions.data?.items ?? []).filter((tag) => !taken.has(tagKey(tag.name)))
    : [];
  const full = value.length >= MAX_STORY_TAGS;
  const open = options.length > 0 && !full;

  function add(name: string) {
    const tag = normaliseTagName(name);
    if (tag && !taken.has(tagKey(tag)) && !full) onChange([...value, tag]);
    setText('');
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' || event.key === ',') {
      if (!text.trim() && event.key === 'Enter') return;
      event.preventDefault();
      add(open && active >= 0 ? options[active]!.name : text);
    } else if (event.key === 'Escape') {
      setActive(-1);
      setText('');
    } else if (event.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        Tags
      </label>
      {value.length ? (
        <ul aria-label="Chosen tags" className="mb-2 flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tagKey(tag)}
              className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-muted py-0.5 pr-1 pl-2.5 text-sm text-ink"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                className="rounded-full p-0.5 text-ink-muted hover:text-danger focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          autoComplete="off"
          disabled={full}
          placeholder={full ? 'All 20 tags used' : 'Type a tag, then Enter'}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(-1)}
          className={controlClassName(Boolean(error))}
        />
        {open ? (
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label="Suggested tags"
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
          >
            {options.map((tag, i) => (
              <li
                key={tag.slug}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={i === active}
                // Picks before the input's blur.
                onMouseDown={(e) => {
                  e.preventDefault();
                  add(tag.name);
                }}
                className={[
                  'cursor-pointer px-3 py-2 text-sm text-ink',
                  i === active ? 'bg-accent/10 text-accent' : 'hover:bg-surface-muted',
                ].join(' ')}
              >
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p
        id={`${id}-message`}
        className={['mt-1.5 text-sm', error ? 'text-danger' : 'text-ink-muted'].join(' ')}
      >
        {error ??
          `${value.length} of ${MAX_STORY_TAGS} tags. Readers find stories by them; suggestions come from tags others use.`}
      </p>
    </div>
  );
}
