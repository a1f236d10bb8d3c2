import { Star } from 'lucide-react';
import { DEFAULT_RATING_DISPLAY } from '@common/constants';

type Props = {
  /** Average rating 1..5; null or undefined shows the default 4.5 (SPEC section 9). */
  value: number | null | undefined;
  /** Also prints the number beside the stars, to one decimal. */
  showValue?: boolean;
  className?: string;
};

/** The rating shown, to one decimal: the value, or 4.5 when absent. */
export const displayRating = (value: number | null | undefined): number =>
  Math.round((value ?? DEFAULT_RATING_DISPLAY) * 10) / 10;

/**
 * Five read-only stars filled to the rating (partial stars are clipped), read by assistive
 * technology as "Rated 4.5 out of 5".
 */
export function StarRating({ value, showValue = true, className }: Props) {
  const rating = displayRating(value);
  return (
    <span className={['inline-flex items-center gap-1.5', className ?? ''].join(' ')}>
      <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className="inline-flex">
        {[1, 2, 3, 4, 5].map((i) => {
          const fill = Math.max(0, Math.min(1, rating - (i - 1)));
          return (
            <span key={i} className="relative inline-block size-4">
              <Star aria-hidden="true" className="absolute inset-0 size-4 text-line" />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star aria-hidden="true" className="size-4 fill-highlight text-highlight" />
              </span>
            </span>
          );
        })}
      </span>
      {showValue ? (
        <span aria-hidden="true" className="text-sm font-semibold text-ink">
          {rating.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}
