import { useId } from 'react';
import { Link } from 'react-router';
import { BookOpen, Eye, Layers, Star } from 'lucide-react';
import type { LibraryStoryCard } from '@common/schemas/library';
import { compactCountLabel, countLabel } from '@common/plural';
import { Badge } from '@client/components/ui/badge';
import { StoryLabelList, ratingLabel } from '@client/components/story-labels/story-labels';

/**
 * A published story on a tag page, the title a link to /library/{id} that covers the card: genre,
 * status, content rating, title, author, description, warnings and tags (each its own link), counts.
 */
export function TagStoryCard({ story }: { story: LibraryStoryCard }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex w-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-accent hover:shadow-md"
    >
      <div className="flex flex-wrap gap-1.5">
        <Badge tone="solid">
          <span className="sr-only">Genre: </span>
          {story.genre}
        </Badge>
        <Badge>{story.status}</Badge>
        <Badge>{ratingLabel(story.contentRating)}</Badge>
      </div>
      <h2 id={titleId} className="mt-3 font-display text-lg leading-snug font-semibold break-words text-ink">
        <Link
          to={`/library/${story.id}`}
          className="after:absolute after:inset-0 focus:outline-none group-hover:text-accent"
        >
          {story.title}
        </Link>
      </h2>
      <p className="mt-0.5 text-sm text-ink-muted">by {story.authorUsername}</p>
      {story.description ? <p className="mt-3 line-clamp-3 text-sm text-ink">{story.description}</p> : null}
      <StoryLabelList labels={story} compact />
      <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-xs text-ink-muted">
        <span className="flex items-center gap-1">
          <Star aria-hidden="true" className="size-3.5" />
          {story.rating === null ? 'No ratings' : story.rating.toFixed(1)}
        </span>
        <span className="flex items-center gap-1">
          <Layers aria-hidden="true" className="size-3.5" />
          {countLabel(story.chapterCount, 'chapter')}
        </span>
        <span className="flex items-center gap-1">
          <Eye aria-hidden="true" className="size-3.5" />
          {compactCountLabel(story.viewCount, 'view')}
        </span>
        <span className="flex items-center gap-1">
          <BookOpen aria-hidden="true" className="size-3.5" />
          {compactCountLabel(story.wordCount, 'word')}
        </span>
      </p>
    </article>
  );
}
