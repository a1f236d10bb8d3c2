import { Crown, DoorClosed, Globe, Lock, Mail, Shield, User, type LucideIcon } from 'lucide-react';
import type { GroupPrivacy, GroupRole } from '@common/schemas/groups';
import { Badge } from '@client/components/ui/badge';

const PRIVACY_ICONS: Record<GroupPrivacy, LucideIcon> = { Public: Globe, Private: Lock, 'Invite Only': Mail };
const ROLE_ICONS: Record<GroupRole, LucideIcon> = { Admin: Crown, Moderator: Shield, Member: User };

/** Who may join a group: Public, Private (on request) or Invite Only. */
export function GroupPrivacyBadge({ privacy }: { privacy: GroupPrivacy }) {
  const Icon = PRIVACY_ICONS[privacy] ?? DoorClosed;
  return (
    <Badge icon={<Icon aria-hidden="true" className="size-3.5" />}>
      <span className="sr-only">Privacy: </span>
      {privacy}
    </Badge>
  );
}

/** A member's role in a group. */
export function GroupRoleBadge({ role }: { role: GroupRole }) {
  const Icon = ROLE_ICONS[role];
  return (
    <Badge
      tone={role === 'Member' ? 'neutral' : 'accent'}
      icon={<Icon aria-hidden="true" className="size-3.5" />}
    >
      {role}
    </Badge>
  );
}
