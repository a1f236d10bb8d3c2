import { useId } from 'react';
import { Star } from 'lucide-react';
import { countLabel } from '@common/plural';

type Props = {
  /** The criterion, e.g. "Writing quality"; it names the radio group. */
  label: string;
  value: number | undefined;
  onChange: (score: number) => void;
  onBlur?: () => void;
  error?: string;
};

/**
 * A 1..5 score as five star radio buttons (arrow keys move between them, as in any radio
 * group); the chosen number is also written beside the stars.
 */
export function ScoreInput({ label, value, onChange, onBlur, error }: Props) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      <div className="mt-1 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((score) => {
          const active = value !== undefined && score <= value;
          return (
            <label
              key={score}
              className="cursor-pointer rounded p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
            >
              <input
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                onBlur={onBlur}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={['size-6', active ? 'fill-highlight text-highlight' : 'text-line'].join(' ')}
              />
              <span className="sr-only">{countLabel(score, 'star')}</span>
            </label>
          );
        })}
        <span className="ml-2 text-sm text-ink-muted">{value ? `${value} / 5` : 'Not rated'}</span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
