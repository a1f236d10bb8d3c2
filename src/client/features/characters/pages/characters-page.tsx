import { Drama } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** My Characters (placeholder until the screen is built). */
export default function CharactersPage() {
  return (
    <ComingSoonPage
      title="My Characters"
      description="The cast you have forged: personalities, voices and backgrounds."
      icon={Drama}
    />
  );
}
