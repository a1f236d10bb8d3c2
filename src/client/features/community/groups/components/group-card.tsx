import { useId } from 'react';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import type { GroupCard as Group } from '@common/schemas/groups';
import { Badge } from '@client/components/ui/badge';
import { GroupPrivacyBadge } from './group-badges';
import { JoinButton } from './join-button';
import { countLabel } from '@common/plural';

/** A group on Find Groups: picture band, category, privacy, name (links to the group page), description, members, Join Group. */
export function GroupCard({ group }: { group: Group }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative h-24 shrink-0 bg-linear-to-br from-hero to-hero-deep">
        {group.groupImage ? (
          <img src={group.groupImage} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <Users aria-hidden="true" className="absolute right-4 bottom-3 size-10 text-on-hero-muted/70" />
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {group.category ? (
            <Badge tone="solid">
              <span className="sr-only">Category: </span>
              {group.category}
            </Badge>
          ) : null}
          <GroupPrivacyBadge privacy={group.privacyLevel} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={nameId} className="font-display text-lg leading-snug font-semibold break-words text-ink">
          <Link to={`/community/groups/${group.id}`} className="hover:underline focus-visible:underline">
            {group.name}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
          <Users aria-hidden="true" className="size-4" />
          {countLabel(group.memberCount, 'member')}
        </p>
        {group.description ? <p className="mt-3 line-clamp-3 text-sm text-ink">{group.description}</p> : null}
        <div className="mt-auto pt-5">
          <JoinButton group={group} className="w-full" />
        </div>
      </div>
    </article>
  );
}
