import { Map } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Build a World (placeholder until the screen is built). */
export default function WorldCreatePage() {
  return (
    <ComingSoonPage
      title="Build a World"
      description="Lay the foundations of a new world: genre, technology and lore."
      icon={Map}
    />
  );
}
