import { useId } from 'react';
import { BookOpen, Eye, Lock, Star } from 'lucide-react';
import type { LibraryStoryCard } from '@common/schemas/library';
import { Badge } from '@client/components/ui/badge';
import { LinkButton } from '@client/components/ui/link-button';
import { StoryLabelList, ratingLabel } from '@client/components/story-labels/story-labels';
import { compactCountLabel } from '@common/plural';

/** A published story on Discover Stories: genre (and Exclusive, issue 25), title, author, description, counts, Read Story (/library/{id}). */
export function StoryCard({
  story,
  eagerCover = false,
}: {
  story: LibraryStoryCard;
  /** The cover loads at once (a card of the list's first row, in view on arrival); lazily otherwise. */
  eagerCover?: boolean;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative h-28 shrink-0 bg-linear-to-br from-hero to-hero-deep">
        {story.coverImage ? (
          <img
            src={story.coverImage}
            alt=""
            loading={eagerCover ? undefined : 'lazy'}
            className="size-full object-cover"
          />
        ) : (
          <BookOpen aria-hidden="true" className="absolute right-4 bottom-3 size-10 text-on-hero-muted/70" />
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <Badge tone="solid">
            <span className="sr-only">Genre: </span>
            {story.genre}
          </Badge>
          {story.exclusive ? (
            <Badge className="bg-surface" icon={<Lock aria-hidden="true" className="size-3" />}>
              Exclusive
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={titleId} className="font-display text-lg leading-snug font-semibold break-words text-ink">
          {story.title}
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">
          by {story.authorUsername} · {ratingLabel(story.contentRating)}
        </p>
        {story.description ? <p className="mt-3 line-clamp-3 text-sm text-ink">{story.description}</p> : null}
        <StoryLabelList labels={story} compact />
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          <span className="flex items-center gap-1">
            <Star aria-hidden="true" className="size-3.5" />
            {story.rating === null ? 'No ratings' : story.rating.toFixed(1)}
          </span>
          <span className="flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" />
            {compactCountLabel(story.viewCount, 'view')}
          </span>
          <span>{compactCountLabel(story.wordCount, 'word')}</span>
        </p>
        <div className="mt-auto pt-5">
          <LinkButton to={`/library/${story.id}`} variant="secondary" className="w-full">
            Read Story
          </LinkButton>
        </div>
      </div>
    </article>
  );
}
