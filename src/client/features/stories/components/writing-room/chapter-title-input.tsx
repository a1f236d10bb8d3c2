import { useState } from 'react';
import { chapterCreateSchema } from '@common/schemas/chapter';

type Props = {
  /** The saved title. */
  title: string;
  /** The chapter's place, for the fallback name and the label. */
  position: number;
  editable: boolean;
  /** Saves a changed, valid title; a rejection puts the message under the field. */
  onSave: (title: string) => Promise<unknown>;
};

/**
 * The chapter's title as a large borderless field at the top of the page: saved on Enter or
 * when it loses focus, validated with the shared schema; Escape puts the saved title back.
 */
export function ChapterTitleInput({ title, position, editable, onSave }: Props) {
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = `chapter-title-error-${position}`;

  const commit = async () => {
    const parsed = chapterCreateSchema.shape.title.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid title');
    if (parsed.data === title) return setError(null);
    setSaving(true);
    try {
      await onSave(parsed.data);
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The title could not be saved');
    } finally {
      setSaving(false);
    }
  };

  if (!editable) {
    return (
      <h2 className="font-display text-2xl font-bold break-words text-ink sm:text-3xl">
        {title || `Chapter ${position}`}
      </h2>
    );
  }
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={`chapter-title-${position}`} className="sr-only">
        Chapter title
      </label>
      <input
        id={`chapter-title-${position}`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            e.currentTarget.blur();
          } else if (e.key === 'Escape') {
            setValue(title);
            setError(null);
          }
        }}
        placeholder={`Chapter ${position} title`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-busy={saving || undefined}
        className="w-full rounded-lg border border-transparent bg-transparent px-2 py-1 -ml-2 font-display text-2xl font-bold text-ink placeholder:text-ink-muted hover:border-line focus:border-line focus:outline-none focus-visible:ring-2 focus-visible:ring-accent sm:text-3xl"
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
