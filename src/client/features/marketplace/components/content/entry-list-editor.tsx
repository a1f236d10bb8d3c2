import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';

/** Field problems by path inside the content document, e.g. "acts.0.beats.1.title". */
export type ContentErrors = Record<string, string>;

type Props<K extends string, N extends string> = {
  /** The list's name, e.g. "Beats" (a legend) and its item noun, e.g. "beat". */
  legend: string;
  noun: string;
  items: Array<Record<K | N, string>>;
  onChange: (items: Array<Record<K | N, string>>) => void;
  /** The short field (title or name) and the long one (notes or description). */
  titleKey: K;
  titleLabel: string;
  notesKey: N;
  notesLabel: string;
  /** Path prefix of this list in the document, e.g. "acts.0.beats". */
  path: string;
  errors: ContentErrors;
  max?: number;
  /** Where the list sits when there are several, e.g. "Act 2": labels read "Title of beat 1 in Act 2". */
  scope?: string;
};

/** An ordered list of titled entries with add, remove, move up and move down. */
export function EntryListEditor<K extends string, N extends string>({
  legend,
  noun,
  items,
  onChange,
  titleKey,
  titleLabel,
  notesKey,
  notesLabel,
  path,
  errors,
  max = 100,
  scope,
}: Props<K, N>) {
  const where = scope ? ` in ${scope}` : '';
  const set = (i: number, key: K | N, value: string) =>
    onChange(items.map((it, j) => (j === i ? { ...it, [key]: value } : it)));
  const move = (i: number, by: number) => {
    const next = [...items];
    const [it] = next.splice(i, 1);
    next.splice(i + by, 0, it!);
    onChange(next);
  };
  const blank = { [titleKey]: '', [notesKey]: '' } as Record<K | N, string>;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {errors[path] ? <p className="text-sm text-danger">{errors[path]}</p> : null}
      {items.length === 0 ? <p className="text-sm text-ink-muted">{`No ${noun}s yet.`}</p> : null}
      <ol className="space-y-3">
        {items.map((item, i) => (
          <li key={i} className="rounded-xl border border-line bg-surface-muted/60 p-3 sm:p-4">
            <div className="mb-2 flex items-center justify-between gap-2">
              <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{`${noun} ${i + 1}`}</span>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move ${noun} ${i + 1}${where} up`}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={i === items.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move ${noun} ${i + 1}${where} down`}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                  aria-label={`Remove ${noun} ${i + 1}${where}`}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-danger" />
                </Button>
              </div>
            </div>
            <div className="space-y-3">
              <TextField
                label={`${titleLabel} of ${noun} ${i + 1}${where}`}
                value={item[titleKey]}
                maxLength={200}
                error={errors[`${path}.${i}.${titleKey}`]}
                onChange={(e) => set(i, titleKey, e.target.value)}
              />
              <TextareaField
                label={`${notesLabel} of ${noun} ${i + 1}${where}`}
                rows={2}
                value={item[notesKey]}
                error={errors[`${path}.${i}.${notesKey}`]}
                onChange={(e) => set(i, notesKey, e.target.value)}
              />
            </div>
          </li>
        ))}
      </ol>
      {items.length < max ? (
        <Button variant="secondary" size="sm" onClick={() => onChange([...items, { ...blank }])}>
          <Plus aria-hidden="true" className="size-4" />
          {`Add ${noun}`}
          {where ? <span className="sr-only">{where}</span> : null}
        </Button>
      ) : null}
    </fieldset>
  );
}
