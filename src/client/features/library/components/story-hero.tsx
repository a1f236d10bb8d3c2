import { Link } from 'react-router';
import { BookText, CalendarDays, Eye, Layers, Lock, Star } from 'lucide-react';
import type { LibraryStory } from '@common/schemas/library';
import { Badge } from '@client/components/ui/badge';
import { pageTitle } from '@client/app/site-chrome';
import { languageName } from '@common/story-labels';
import { StoryLabelList, ratingLabel } from '@client/components/story-labels/story-labels';
import { formatDay, plural } from './library-format';
import { ReadingActions } from './reading-actions';
import { StarDisplay } from './star-display';
import { StoryCover } from './story-cover';

type Props = {
  story: LibraryStory;
  signedIn: boolean;
};

/** The top of a library story: cover, title, author, genre and status, figures, and the reading actions. */
export function StoryHero({ story, signedIn }: Props) {
  return (
    <header className="grid gap-6 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <title>{pageTitle(story.title, Boolean(story.brand?.whiteLabel))}</title>
      <StoryCover
        title={story.title}
        coverImage={story.coverImage}
        className="mx-auto max-w-44 sm:max-w-none"
      />
      <div className="min-w-0">
        <div className="flex flex-wrap gap-2">
          <Badge tone="accent">{story.genre}</Badge>
          <Badge>{story.status}</Badge>
          <Badge>{ratingLabel(story.contentRating)}</Badge>
          <Badge>
            <span lang={story.language}>{languageName(story.language)}</span>
          </Badge>
          {story.exclusive ? (
            <Badge icon={<Lock aria-hidden="true" className="size-3 shrink-0" />}>Exclusive</Badge>
          ) : null}
        </div>
        <h1 className="mt-3 font-display text-3xl font-bold tracking-tight break-words text-ink text-balance sm:text-4xl">
          {story.title}
        </h1>
        <p className="mt-2 text-lg text-ink-muted">
          by{' '}
          <Link
            to={`/authors/${encodeURIComponent(story.author.username)}`}
            className="font-semibold text-accent underline-offset-2 hover:underline"
          >
            {story.author.username}
          </Link>
        </p>
        <StoryLabelList labels={story} />

        <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:flex sm:flex-wrap">
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center">
              <span className="sr-only">Rating</span>
              <Star aria-hidden="true" className="size-4 fill-highlight text-highlight sm:hidden" />
              {/* A wrapper, since StarDisplay's own inline-flex would override `hidden`. */}
              <span className="hidden sm:inline-flex">
                <StarDisplay value={story.rating ?? 0} />
              </span>
            </dt>
            <dd className="whitespace-nowrap">
              {story.rating === null ? (
                <span className="text-ink-muted">Not rated yet</span>
              ) : (
                <>
                  <span className="font-semibold text-ink">{story.rating.toFixed(1)}</span>
                  <span className="text-ink-muted"> ({plural(story.ratingCount, 'rating')})</span>
                </>
              )}
            </dd>
          </div>
          <Figure icon={Eye} label="Views" value={plural(story.viewCount, 'view')} />
          <Figure icon={BookText} label="Words" value={plural(story.wordCount, 'word')} />
          <Figure icon={Layers} label="Chapters" value={plural(story.chapterCount, 'chapter')} />
          <Figure icon={CalendarDays} label="Published" value={formatDay(story.publishedAt)} />
        </dl>

        <div className="mt-6">
          <ReadingActions story={story} signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}

function Figure({ icon: Icon, label, value }: { icon: typeof Eye; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5 text-ink-muted">
      <dt className="flex items-center">
        <span className="sr-only">{label}</span>
        <Icon aria-hidden="true" className="size-4 shrink-0" />
      </dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}
