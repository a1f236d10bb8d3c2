import { CalendarDays, LogIn } from 'lucide-react';
import type { AuthorProfile } from '@common/schemas/social';
import { Badge } from '@client/components/ui/badge';
import { LinkButton } from '@client/components/ui/link-button';
import { StarRating } from '@client/components/star-rating/star-rating';
import { FollowButton } from './follow-button';
import { MuteButton } from './mute-button';
import { countLabel, pluralNoun } from '@common/plural';
import { formatNumber } from '@common/number-format';
import { pageTitle } from '@client/app/site-chrome';

const joined = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** The top of an author page: avatar, name, level, join date, bio, counts, and Follow. */
export function AuthorHeader({ author }: { author: AuthorProfile }) {
  const stats = [
    { label: pluralNoun(author.followerCount, 'Follower'), value: author.followerCount },
    { label: 'Following', value: author.followingCount },
    { label: pluralNoun(author.publishedStoryCount, 'Story', 'Stories'), value: author.publishedStoryCount },
    { label: pluralNoun(author.reviewCount, 'Review'), value: author.reviewCount },
  ];
  return (
    <header className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-7">
      <title>{pageTitle(author.username, Boolean(author.brand?.whiteLabel))}</title>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {author.profileImage ? (
          <img src={author.profileImage} alt="" className="size-20 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-accent font-display text-3xl text-on-accent"
          >
            {author.username.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-display text-3xl font-bold tracking-tight break-words text-ink">
              {author.username}
            </h1>
            <Badge tone="accent">Level {author.userLevel}</Badge>
          </div>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <CalendarDays aria-hidden="true" className="size-4" />
            Joined {joined.format(new Date(author.joinDate))}
          </p>
          {author.averageRating !== null ? (
            <p className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
              <StarRating value={author.averageRating} />
              <span>from {countLabel(author.reviewCount, 'review')}</span>
            </p>
          ) : null}
          {author.bio ? <p className="mt-3 max-w-2xl whitespace-pre-line text-ink">{author.bio}</p> : null}
        </div>
        <div className="shrink-0">
          {author.viewer === null ? (
            <LinkButton to="/login" variant="secondary">
              <LogIn aria-hidden="true" className="size-4" />
              Sign in to follow
            </LinkButton>
          ) : author.viewer.isSelf ? (
            <LinkButton to="/profile/edit" variant="secondary">
              Edit profile
            </LinkButton>
          ) : (
            <div className="flex flex-wrap items-start gap-2">
              <FollowButton username={author.username} following={author.viewer.isFollowing} />
              <MuteButton username={author.username} muted={author.viewer.isMuted} />
            </div>
          )}
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="rounded-xl bg-surface-muted px-4 py-3">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{s.label}</dt>
            <dd className="mt-0.5 font-display text-2xl font-bold text-ink">{formatNumber(s.value)}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
