import { useId, useState } from 'react';
import { Star } from 'lucide-react';

type Props = {
  /** The group's name, read before the choices (e.g. "Your rating"). */
  legend: string;
  /** 1..5, or null when nothing is chosen yet. */
  value: number | null;
  onChange: (stars: number) => void;
  disabled?: boolean;
  /** Keeps the legend for screen readers only, when a heading beside already says it. */
  hideLegend?: boolean;
  /** Validation message under the stars; read with the group. */
  error?: string;
  size?: 'md' | 'lg';
};

const LABELS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

/**
 * A 1..5 star picker built from native radio buttons, so it is one tab stop, arrow keys move
 * the choice and screen readers announce "3 stars, radio button, 3 of 5". Hovering previews.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  disabled = false,
  hideLegend = false,
  error,
  size = 'md',
}: Props) {
  const name = useId();
  const errorId = `${name}-error`;
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  const icon = size === 'lg' ? 'size-8' : 'size-6';
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled} className="min-w-0">
      <legend className={hideLegend ? 'sr-only' : 'mb-1.5 text-sm font-medium text-ink'}>{legend}</legend>
      <div className="flex items-center" onMouseLeave={() => setPreview(null)}>
        {LABELS.map((label, index) => {
          const stars = index + 1;
          const id = `${name}-${stars}`;
          return (
            <span key={stars} className="relative">
              <input
                id={id}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                onMouseEnter={() => setPreview(stars)}
                className="flex cursor-pointer rounded-md p-1 peer-focus-visible:ring-2 peer-focus-visible:ring-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
              >
                <Star
                  aria-hidden="true"
                  className={[
                    icon,
                    'transition-colors',
                    stars <= shown ? 'fill-highlight text-highlight' : 'text-ink-muted',
                  ].join(' ')}
                />
                <span className="sr-only">{label}</span>
              </label>
            </span>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
