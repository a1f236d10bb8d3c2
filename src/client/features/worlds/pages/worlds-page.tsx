import { Globe } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** My Worlds (placeholder until the screen is built). */
export default function WorldsPage() {
  return (
    <ComingSoonPage
      title="My Worlds"
      description="The realms you have built, their lore, technology and people."
      icon={Globe}
    />
  );
}
