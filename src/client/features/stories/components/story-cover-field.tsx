import { ImageOff } from 'lucide-react';
import { Button } from '@client/components/ui/button';

type Props = {
  /** The cover's public URL, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
};

/** The story's cover image: a preview of the current one and a way to remove it. */
export function StoryCoverField({ value, onChange, error }: Props) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-ink">Cover image</legend>
      <div className="flex items-center gap-4">
        {value ? (
          <img
            src={value}
            alt="Current cover"
            className="h-28 w-20 rounded-lg border border-line object-cover"
          />
        ) : (
          <span className="flex h-28 w-20 items-center justify-center rounded-lg border border-dashed border-line bg-surface-muted text-ink-muted">
            <ImageOff aria-hidden="true" className="size-6" />
          </span>
        )}
        {value ? (
          <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
            Remove cover
          </Button>
        ) : (
          <p className="text-sm text-ink-muted">No cover yet.</p>
        )}
      </div>
      {error ? <p className="mt-1.5 text-sm text-danger">{error}</p> : null}
    </fieldset>
  );
}
