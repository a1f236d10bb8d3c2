import { Star } from 'lucide-react';

type Props = {
  /** 0..5, may be fractional (an average); stars fill to the nearest half. */
  value: number;
  className?: string;
};

/** Five read-only stars; the number itself should be written beside them for everyone. */
export function StarDisplay({ value, className }: Props) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span aria-hidden="true" className={['inline-flex items-center', className ?? ''].join(' ')}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = rounded >= star ? 'full' : rounded >= star - 0.5 ? 'half' : 'none';
        return (
          <span key={star} className="relative inline-flex">
            <Star className="size-4 text-ink-muted/50" />
            {fill !== 'none' ? (
              <span
                className={['absolute inset-0 overflow-hidden', fill === 'half' ? 'w-1/2' : ''].join(' ')}
              >
                <Star className="size-4 fill-highlight text-highlight" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
