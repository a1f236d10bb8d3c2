import type { LeaderboardRow } from '@common/schemas/leaderboards';
import { Link } from 'react-router';
import { PlaceAward } from './place-award';
import { formatNumber } from '@common/number-format';

/** A ranked list of storytellers: place (crown, trophy, medal for 1 to 3), name, level, XP. */
export function LeaderboardList({
  rows,
  meId,
  label,
}: {
  rows: LeaderboardRow[];
  meId?: string;
  label: string;
}) {
  return (
    <ol
      aria-label={label}
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
    >
      {rows.map((r) => (
        <li
          key={r.userId}
          className={[
            'flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-5',
            r.userId === meId ? 'bg-accent/10' : '',
          ].join(' ')}
        >
          <PlaceAward rank={r.rank} />
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent/15 font-semibold text-accent"
          >
            {r.profileImage ? (
              <img src={r.profileImage} alt="" className="size-full object-cover" />
            ) : (
              r.username[0]?.toUpperCase()
            )}
          </span>
          <div className="min-w-0 flex-1">
            <Link
              to={`/authors/${encodeURIComponent(r.username)}`}
              className="block truncate font-semibold text-ink hover:underline"
            >
              {r.username}
              {r.userId === meId ? <span className="ml-2 text-xs font-medium text-accent">(you)</span> : null}
            </Link>
            <p className="text-xs text-ink-muted">Level {r.level}</p>
          </div>
          <p className="shrink-0 text-right font-semibold text-ink">
            {formatNumber(r.xp)} <span className="text-xs font-medium text-ink-muted">XP</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
