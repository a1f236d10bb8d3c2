import { CalendarDays, Pencil, Sparkles } from 'lucide-react';
import { XP_PER_LEVEL } from '@common/constants';
import type { ProfileSummary } from '@common/schemas/profile';
import { AdminBadge, TierBadge } from '@client/components/ui/tier-badge';
import { LinkButton } from '@client/components/ui/link-button';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { ProfileAvatar } from '../components/profile-avatar';
import { formatNumber } from '@common/number-format';

const joined = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

type Props = Pick<ProfileSummary, 'user' | 'level' | 'experiencePoints' | 'progressToMaster'>;

/**
 * The top of /profile (SPEC section 2): avatar, username, tier and Admin badges, bio, join date,
 * level and XP, Edit Profile, and the Progress to Master bar ((XP mod 5000) / 5000).
 */
export function ProfileHeader({ user, level, experiencePoints, progressToMaster }: Props) {
  const percent = progressToMaster * 100;
  const intoLevel = experiencePoints % XP_PER_LEVEL;
  return (
    <header className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-7">
      <title>{`${user.username} · Inkforge`}</title>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <ProfileAvatar username={user.username} image={user.profileImage} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-display text-3xl font-bold tracking-tight break-words text-ink">
              {user.username}
            </h1>
            <TierBadge tier={user.subscriptionTier} />
            {user.isAdmin ? <AdminBadge /> : null}
          </div>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <CalendarDays aria-hidden="true" className="size-4" />
            Joined {joined.format(new Date(user.joinDate))}
          </p>
          {user.bio ? (
            <p className="mt-3 max-w-2xl whitespace-pre-line break-words text-ink">{user.bio}</p>
          ) : (
            <p className="mt-3 text-sm text-ink-muted italic">No bio yet.</p>
          )}
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div className="flex items-baseline gap-1.5">
              <dt className="text-ink-muted">Level</dt>
              <dd className="font-display text-xl font-bold text-ink">{level}</dd>
            </div>
            <div className="flex items-baseline gap-1.5">
              <dt className="text-ink-muted">XP</dt>
              <dd className="font-display text-xl font-bold text-ink">{formatNumber(experiencePoints)}</dd>
            </div>
          </dl>
        </div>
        <LinkButton to="/profile/edit" variant="secondary" className="shrink-0 self-start">
          <Pencil aria-hidden="true" className="size-4" />
          Edit Profile
        </LinkButton>
      </div>
      <div className="mt-6">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="flex items-center gap-1.5 font-semibold text-ink">
            <Sparkles aria-hidden="true" className="size-4 text-accent" />
            Progress to Master
          </span>
          <span className="font-semibold text-accent">{percent.toFixed(1)}%</span>
        </div>
        <ProgressBar percent={percent} label="Progress to Master" className="mt-2 h-3" />
        <p className="mt-1.5 text-xs text-ink-muted">
          {formatNumber(intoLevel)} / {formatNumber(XP_PER_LEVEL)} XP this level ·{' '}
          {formatNumber(XP_PER_LEVEL - intoLevel)} to level {level + 1}
        </p>
      </div>
    </header>
  );
}
