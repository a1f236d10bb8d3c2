import { BookOpen, Crown, Feather, Shield } from 'lucide-react';
import { isReaderTier, type Tier } from '@common/constants';
import { Badge } from './badge';

/** The user's subscription tier as a badge (book for reader tiers, crown for Master Weaver). */
export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  const Icon = isReaderTier(tier) ? BookOpen : tier === 'Master Weaver' ? Crown : Feather;
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
