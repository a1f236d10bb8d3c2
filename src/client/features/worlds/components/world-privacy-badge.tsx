import { Globe, Lock, Store, Users, type LucideIcon } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';

const ICONS: Record<string, LucideIcon> = {
  Private: Lock,
  'Group Only': Users,
  Public: Globe,
  Marketplace: Store,
};

/** A world's privacy level (SPEC section 4) as a badge. */
export function WorldPrivacyBadge({ privacy }: { privacy: string }) {
  const Icon = ICONS[privacy] ?? Lock;
  return (
    <Badge icon={<Icon aria-hidden="true" className="size-3.5" />}>
      <span className="sr-only">Privacy: </span>
      {privacy}
    </Badge>
  );
}
