import { Eye, Star } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { countLabel } from '@common/plural';

type Props = {
  genre: string;
  /** Out of 5; shown with one decimal. */
  rating: number;
  views: number;
  className?: string;
};

/** Genre badge, star rating and view count, shared by the sample cards and the sample page. */
export function StoryMeta({ genre, rating, views, className }: Props) {
  return (
    <div
      className={['flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted', className ?? ''].join(
        ' ',
      )}
    >
      <Badge tone="accent">{genre}</Badge>
      <span className="inline-flex items-center gap-1">
        <Star aria-hidden="true" className="size-4 fill-highlight text-highlight" />
        <span>
          <span className="font-semibold text-ink">{rating.toFixed(1)}</span>
          <span className="sr-only"> out of 5 stars</span>
        </span>
      </span>
      <span className="inline-flex items-center gap-1">
        <Eye aria-hidden="true" className="size-4" />
        {countLabel(views, 'view')}
      </span>
    </div>
  );
}
