import { UserPlus } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Create a Character (placeholder until the screen is built). */
export default function CharacterCreatePage() {
  return (
    <ComingSoonPage
      title="Create a Character"
      description="Give a new character a name, a voice, traits and a past."
      icon={UserPlus}
    />
  );
}
