import { Crown, Globe2, Lock, UserRound } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';

type Props = {
  genre: string;
  status: string;
  /** 'Owner' or the caller's collaborator role (Co-Author, Editor, ...). */
  role: string;
  isOwner: boolean;
  /** 'Published' once published (SPEC section 4), else null. */
  publicationStatus: string | null;
  /** Public or Private; shown only when not published, since published implies Public. */
  privacyLevel?: string;
  className?: string;
};

/** The badges of a story: genre, status, Owner (or the role), and Published or its privacy. */
export function StoryBadges({
  genre,
  status,
  role,
  isOwner,
  publicationStatus,
  privacyLevel,
  className,
}: Props) {
  const RoleIcon = isOwner ? Crown : UserRound;
  return (
    <div className={['flex flex-wrap items-center gap-1.5', className ?? ''].join(' ')}>
      <Badge tone="accent">{genre}</Badge>
      <Badge>{status}</Badge>
      <Badge icon={<RoleIcon aria-hidden="true" className="size-3.5" />}>{isOwner ? 'Owner' : role}</Badge>
      {publicationStatus ? (
        <Badge tone="solid" icon={<Globe2 aria-hidden="true" className="size-3.5" />}>
          {publicationStatus}
        </Badge>
      ) : privacyLevel ? (
        <Badge
          icon={privacyLevel === 'Private' ? <Lock aria-hidden="true" className="size-3.5" /> : undefined}
        >
          {privacyLevel}
        </Badge>
      ) : null}
    </div>
  );
}
