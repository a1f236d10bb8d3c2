import { Link } from 'react-router';
import { Bookmark, History, MessageSquareText } from 'lucide-react';
import { relativeTimeForLists } from '@common/relative-time';
import { LinkButton } from '@client/components/ui/link-button';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { StarRating } from '@client/components/star-rating/star-rating';
import { useNow } from '@client/lib/use-now';
import { useBookmarks } from '../api/get-bookmarks';
import { useMyReviews } from '../api/get-my-reviews';
import { useReadingHistory } from '../api/get-reading-history';
import { PagedPanel } from './paged-panel';

const ROW =
  'block rounded-xl border border-line px-4 py-3 hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent';

const discover = (text: string) => (
  <>
    <p>{text}</p>
    <LinkButton to="/community" size="sm" className="mt-4">
      Discover Stories
    </LinkButton>
  </>
);

/** Reading history: every story read, with progress and when it was last read. */
export function HistoryPanel() {
  const now = useNow();
  return (
    <PagedPanel
      title="Reading history"
      icon={History}
      query={useReadingHistory()}
      what="reading history"
      empty={discover('No reading progress yet')}
      itemKey={(item) => item.story.id}
      renderItem={({ story, progress }) => (
        <Link to={`/library/${story.id}`} className={ROW}>
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="min-w-0 font-semibold break-words text-ink">{story.title}</span>
            <span className="text-xs text-ink-muted">
              Last read{' '}
              <time dateTime={progress.lastReadAt}>
                {relativeTimeForLists(progress.lastReadAt, now, { midSentence: true })}
              </time>
            </span>
          </span>
          <span className="mt-0.5 block text-sm text-ink-muted">
            by {story.authorUsername} · chapter {progress.currentChapterNumber} of {story.chapterCount}
          </span>
          <span className="mt-2 flex items-center gap-3">
            <ProgressBar percent={progress.progressPercentage} label={`Progress in ${story.title}`} />
            <span className="w-12 shrink-0 text-right text-sm font-semibold text-ink">
              {progress.progressPercentage >= 100 ? 'Done' : `${Math.round(progress.progressPercentage)}%`}
            </span>
          </span>
        </Link>
      )}
    />
  );
}

/** Bookmarked stories, newest bookmark first. */
export function BookmarksPanel() {
  const now = useNow();
  return (
    <PagedPanel
      title="Bookmarks"
      icon={Bookmark}
      query={useBookmarks()}
      what="bookmarks"
      empty={discover('No bookmarks yet. Bookmark a story from its page to find it here.')}
      itemKey={(item) => item.story.id}
      renderItem={({ story, bookmarkedAt }) => (
        <Link to={`/library/${story.id}`} className={ROW}>
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="min-w-0 font-semibold break-words text-ink">{story.title}</span>
            <StarRating value={story.rating} />
          </span>
          <span className="mt-0.5 block text-sm text-ink-muted">
            by {story.authorUsername} · {story.genre} · saved{' '}
            <time dateTime={bookmarkedAt}>
              {relativeTimeForLists(bookmarkedAt, now, { midSentence: true })}
            </time>
          </span>
        </Link>
      )}
    />
  );
}

/** The reviews I wrote, with what they review. */
export function MyReviewsPanel() {
  const now = useNow();
  return (
    <PagedPanel
      title="My reviews"
      icon={MessageSquareText}
      query={useMyReviews()}
      what="your reviews"
      empty={<p>You have not reviewed anything yet. Finished a story? Tell its author what you thought.</p>}
      itemKey={(review) => review.id}
      renderItem={(review) => {
        const body = (
          <>
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              {/* What has a page reads as a link; a deleted or private target stays plain. */}
              <span
                className={`min-w-0 font-semibold break-words ${review.link ? 'text-accent underline-offset-2 group-hover:underline' : 'text-ink'}`}
              >
                <span className="sr-only">{review.targetType}: </span>
                {review.targetName}
              </span>
              <StarRating value={review.overallRating} />
            </span>
            {review.reviewText ? (
              <span className="mt-1 line-clamp-3 block text-sm text-ink">{review.reviewText}</span>
            ) : null}
            <span className="mt-1 block text-xs text-ink-muted">
              {review.targetType} ·{' '}
              <time dateTime={review.reviewDate}>{relativeTimeForLists(review.reviewDate, now)}</time>
            </span>
          </>
        );
        return review.link ? (
          <Link to={review.link} className={`group ${ROW}`}>
            {body}
          </Link>
        ) : (
          <div className="rounded-xl border border-line px-4 py-3">{body}</div>
        );
      }}
    />
  );
}
