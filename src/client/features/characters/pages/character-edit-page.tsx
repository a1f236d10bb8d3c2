import { UserPen } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Edit Character (placeholder until the screen is built). */
export default function CharacterEditPage() {
  return (
    <ComingSoonPage
      title="Edit Character"
      description="Refine a character you have created."
      icon={UserPen}
    />
  );
}
