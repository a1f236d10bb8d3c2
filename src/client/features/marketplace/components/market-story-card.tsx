import { useId } from 'react';
import { Link } from 'react-router';
import { BookOpen, Eye, FileText, Layers, Lock, Star } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { StoryLabelList, ratingLabel } from '@client/components/story-labels/story-labels';
import { displayRating } from '@client/components/star-rating/star-rating';
import type { MarketplaceStoryCard } from '@common/schemas/marketplace';
import { countLabel } from '@common/plural';

type Props = {
  story: MarketplaceStoryCard;
  /** The Ongoing Stories tab: the card carries the 'Ongoing' badge. */
  ongoing: boolean;
};

/**
 * A published story on the marketplace (SPEC section 2), the whole card a link to
 * /library/{story_id}: genre, 'Ongoing' badge on the ongoing tab, rating to 1 decimal, cover or a
 * placeholder, title, 'by' author, description, chapter, view and word counts.
 */
export function MarketStoryCard({ story, ongoing }: Props) {
  const titleId = useId();
  const {
    id,
    title,
    description,
    genre,
    coverImage,
    authorUsername,
    rating,
    chapterCount,
    viewCount,
    wordCount,
  } = story;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="story-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-accent hover:shadow-md"
    >
      <div className="relative aspect-[16/9] shrink-0 overflow-hidden bg-linear-to-br from-hero to-hero-deep">
        {coverImage ? (
          <img
            src={coverImage}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform group-hover:scale-[1.02]"
          />
        ) : (
          <div
            aria-hidden="true"
            data-testid="cover-placeholder"
            className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center"
          >
            <BookOpen className="size-9 text-hero-accent" />
            <span className="line-clamp-2 font-display text-base font-semibold text-on-hero">{title}</span>
          </div>
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <Badge tone="solid">
            <span className="sr-only">Genre: </span>
            {genre}
          </Badge>
          {ongoing ? <Badge className="bg-surface">Ongoing</Badge> : null}
          {story.exclusive ? (
            <Badge className="bg-surface" icon={<Lock aria-hidden="true" className="size-3" />}>
              Exclusive
            </Badge>
          ) : null}
        </div>
        <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-surface/95 px-2 py-0.5 text-xs font-semibold text-ink">
          <Star aria-hidden="true" className="size-3.5 fill-highlight text-highlight" />
          <span className="sr-only">Rating: </span>
          {displayRating(rating).toFixed(1)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={titleId} className="font-display text-lg leading-snug font-semibold break-words text-ink">
          <Link
            to={`/library/${id}`}
            className="after:absolute after:inset-0 focus:outline-none group-hover:text-accent"
          >
            {title}
          </Link>
        </h2>
        <p className="mt-0.5 text-sm text-ink-muted">
          by {authorUsername} · {ratingLabel(story.contentRating)}
        </p>
        {description ? <p className="mt-3 line-clamp-3 text-sm text-ink">{description}</p> : null}
        <StoryLabelList labels={story} compact />
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-5 text-sm text-ink-muted">
          <div className="flex items-center gap-1.5">
            <dt>
              <Layers aria-hidden="true" className="size-4" />
              <span className="sr-only">Chapters</span>
            </dt>
            <dd>{countLabel(chapterCount, 'chapter')}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Eye aria-hidden="true" className="size-4" />
              <span className="sr-only">Views</span>
            </dt>
            <dd>{countLabel(viewCount, 'view')}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <FileText aria-hidden="true" className="size-4" />
              <span className="sr-only">Words</span>
            </dt>
            <dd>{countLabel(wordCount, 'word')}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
