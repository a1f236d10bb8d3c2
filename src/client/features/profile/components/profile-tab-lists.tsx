import { Link } from 'react-router';
import { Feather, Globe2, MessageSquareQuote, ScrollText, UserRound } from 'lucide-react';
import type { ProfileSummary } from '@common/schemas/profile';
import { relativeTimeForLists } from '@common/relative-time';
import { Badge } from '@client/components/ui/badge';
import { LinkButton } from '@client/components/ui/link-button';
import { StarRating } from '@client/components/star-rating/star-rating';
import { ProfileList } from './profile-list';
import { countLabel } from '@common/plural';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Stories: title, status, word count, updated date, and View (the live session). */
export function StoriesTab({ stories, now }: { stories: ProfileSummary['stories']; now: number }) {
  return (
    <ProfileList
      title="Stories"
      icon={ScrollText}
      noun="stories"
      viewAllTo="/stories"
      {...stories}
      itemKey={(s) => s.id}
      empty={{
        title: 'No stories yet',
        description: 'Your stories will appear here once you start one.',
        action: (
          <LinkButton to="/stories/create">
            <Feather aria-hidden="true" className="size-4" />
            New Story
          </LinkButton>
        ),
      }}
      renderItem={(s) => (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink">{s.title}</p>
            <p className="text-sm text-ink-muted">
              {countLabel(s.wordCount, 'word')} · updated{' '}
              {relativeTimeForLists(s.updatedAt, now, { midSentence: true })}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <Badge tone="accent">{s.status}</Badge>
            <Link
              to={`/stories/${s.id}/session`}
              className="rounded text-sm font-semibold text-accent hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            >
              View<span className="sr-only"> {s.title}</span>
            </Link>
          </div>
        </div>
      )}
    />
  );
}

/** Characters: name, speaking style, privacy level. */
export function CharactersTab({ characters }: { characters: ProfileSummary['characters'] }) {
  return (
    <ProfileList
      title="Characters"
      icon={UserRound}
      noun="characters"
      viewAllTo="/characters"
      {...characters}
      itemKey={(c) => c.id}
      empty={{
        title: 'No characters yet',
        description: 'Characters you create will appear here.',
        action: <LinkButton to="/characters/create">Create Character</LinkButton>,
      }}
      renderItem={(c) => (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink">{c.name}</p>
            <p className="text-sm text-ink-muted">
              {c.speakingStyle ? `Speaks: ${c.speakingStyle}` : 'No speaking style yet'}
            </p>
          </div>
          <Badge className="self-start sm:self-auto">{c.privacyLevel}</Badge>
        </div>
      )}
    />
  );
}

/** Worlds: name, genre, technology level, privacy. */
export function WorldsTab({ worlds }: { worlds: ProfileSummary['worlds'] }) {
  return (
    <ProfileList
      title="Worlds"
      icon={Globe2}
      noun="worlds"
      viewAllTo="/worlds"
      {...worlds}
      itemKey={(w) => w.id}
      empty={{
        title: 'No worlds yet',
        description: 'Worlds you build will appear here.',
        action: <LinkButton to="/worlds/create">Build World</LinkButton>,
      }}
      renderItem={(w) => (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink">{w.name}</p>
            <p className="text-sm text-ink-muted">
              {w.genre} · {w.technologyLevel ?? 'Technology level not set'}
            </p>
          </div>
          <Badge className="self-start sm:self-auto">{w.privacyLevel}</Badge>
        </div>
      )}
    />
  );
}

/** Reviews of the user as an author: reviewer, date, 1 to 5 stars, text. */
export function ReviewsTab({ reviews, username }: { reviews: ProfileSummary['reviews']; username: string }) {
  return (
    <ProfileList
      title="Reviews"
      icon={MessageSquareQuote}
      noun="reviews"
      viewAllTo={`/authors/${encodeURIComponent(username)}`}
      {...reviews}
      itemKey={(r) => r.review_id}
      empty={{
        title: 'No reviews yet',
        description: 'When readers review you as an author, their reviews appear here.',
      }}
      renderItem={(r) => (
        <article>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-ink">{r.reviewer_username}</p>
            <StarRating value={r.overall_rating} />
          </div>
          <p className="text-xs text-ink-muted">{day.format(new Date(r.review_date))}</p>
          {r.review_text ? (
            <p className="mt-2 whitespace-pre-line break-words text-ink">{r.review_text}</p>
          ) : null}
        </article>
      )}
    />
  );
}
