import { Globe, Lock, Users, type LucideIcon } from 'lucide-react';
import type { AliasVisibility } from '@common/constants';

/** How each alias visibility reads on screen, and who can see it. */
export const VISIBILITY_LABELS: Record<AliasVisibility, { label: string; icon: LucideIcon; who: string }> = {
  public: { label: 'Public', icon: Globe, who: 'Anyone can find it in alias search.' },
  friends: { label: 'Friends', icon: Users, who: 'Only your friends see it.' },
  private: { label: 'Private', icon: Lock, who: 'Only you see it.' },
};
