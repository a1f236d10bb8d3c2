import { BookOpen, Eye, FileText, PenLine } from 'lucide-react';
import type { StoryCard as StoryCardData } from '@common/schemas/story';
import { relativeTimeForLists } from '@common/relative-time';
import { LinkButton } from '@client/components/ui/link-button';
import { StoryBadges } from './story-badges';
import { countLabel } from './story-format';

type Props = {
  story: StoryCardData;
  /** "Now" for the time since update; the list passes one value so every card agrees. */
  now: number;
};

/**
 * A card on My Stories (SPEC section 2): badges, title, description, chapter, view and word
 * counts, time since update, View Details and Open (Continue while the story is Active).
 * It is an article named by its title, so assistive technology can jump from card to card.
 */
export function StoryCard({ story, now }: Props) {
  const headingId = `story-${story.id}-title`;
  const openLabel = story.status === 'Active' ? 'Continue' : 'Open';
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <StoryBadges
        genre={story.genre}
        status={story.status}
        role={story.role}
        isOwner={story.isOwner}
        publicationStatus={story.publicationStatus}
      />
      <h2
        id={headingId}
        className="mt-3 font-display text-xl font-semibold leading-snug break-words text-ink"
      >
        {story.title}
      </h2>
      <p className="mt-2 line-clamp-3 text-sm break-words text-ink-muted">
        {story.description || <span className="italic">No description yet.</span>}
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-ink-muted">
        <div className="inline-flex items-center gap-1.5">
          <dt className="sr-only">Chapters</dt>
          <BookOpen aria-hidden="true" className="size-4" />
          <dd>{countLabel(story.chapterCount, 'chapter')}</dd>
        </div>
        <div className="inline-flex items-center gap-1.5">
          <dt className="sr-only">Views</dt>
          <Eye aria-hidden="true" className="size-4" />
          <dd>{countLabel(story.viewCount, 'view')}</dd>
        </div>
        <div className="inline-flex items-center gap-1.5">
          <dt className="sr-only">Words</dt>
          <FileText aria-hidden="true" className="size-4" />
          <dd>{countLabel(story.wordCount, 'word')}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-ink-muted">
        Updated{' '}
        <time dateTime={story.updatedAt}>
          {relativeTimeForLists(story.updatedAt, now, { midSentence: true })}
        </time>
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <LinkButton
          to={`/stories/${story.id}`}
          variant="secondary"
          size="sm"
          aria-label={`View Details: ${story.title}`}
        >
          View Details
        </LinkButton>
        <LinkButton to={`/stories/${story.id}/session`} size="sm" aria-label={`${openLabel}: ${story.title}`}>
          <PenLine aria-hidden="true" className="size-4" />
          {openLabel}
        </LinkButton>
      </div>
    </article>
  );
}

/** The shape of a card while the list loads: same size, no content, hidden from assistive technology. */
export function StoryCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-64 animate-pulse flex-col rounded-2xl border border-line bg-surface p-5"
    >
      <div className="flex gap-2">
        <div className="h-5 w-16 rounded-full bg-surface-muted" />
        <div className="h-5 w-14 rounded-full bg-surface-muted" />
        <div className="h-5 w-14 rounded-full bg-surface-muted" />
      </div>
      <div className="mt-4 h-6 w-3/4 rounded bg-surface-muted" />
      <div className="mt-3 h-4 w-full rounded bg-surface-muted" />
      <div className="mt-2 h-4 w-5/6 rounded bg-surface-muted" />
      <div className="mt-4 h-4 w-1/2 rounded bg-surface-muted" />
      <div className="mt-auto flex gap-2">
        <div className="h-8 w-28 rounded-lg bg-surface-muted" />
        <div className="h-8 w-20 rounded-lg bg-surface-muted" />
      </div>
    </div>
  );
}
