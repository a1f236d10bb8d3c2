import { BookOpen, Crown, Feather, Shield } from 'lucide-react';
import type { Tier } from '@common/constants';
import { entitlementsOf, type BadgeIcon } from '@common/entitlements';
import { Badge } from './badge';

const ICONS: Record<BadgeIcon, typeof BookOpen> = { book: BookOpen, crown: Crown, feather: Feather };

/** The user's subscription tier as a badge, with the icon the entitlements table gives the tier. */
export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  const Icon = ICONS[entitlementsOf(tier).badgeIcon];
  return (
    <Badge tone="accent" className={className} icon={<Icon aria-hidden="true" className="size-3.5" />}>
      {tier}
    </Badge>
  );
}

/** The Admin badge shown beside an administrator's name. */
export function AdminBadge({ className }: { className?: string }) {
  return (
    <Badge tone="solid" className={className} icon={<Shield aria-hidden="true" className="size-3.5" />}>
      Admin
    </Badge>
  );
}
