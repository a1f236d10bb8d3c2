import { EyeOff, Globe, Lock, Users, type LucideIcon } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';

const ICONS: Record<string, LucideIcon> = {
  Public: Globe,
  'Semi-Private': Users,
  Private: Lock,
  Secret: EyeOff,
};

/** A character's privacy level (SPEC section 4) as a badge; Public stands out, the rest stay quiet. */
export function CharacterPrivacyBadge({ privacy }: { privacy: string }) {
  const Icon = ICONS[privacy] ?? Lock;
  return (
    <Badge
      tone={privacy === 'Public' ? 'accent' : 'neutral'}
      icon={<Icon aria-hidden="true" className="size-3.5" />}
    >
      <span className="sr-only">Privacy: </span>
      {privacy}
    </Badge>
  );
}
