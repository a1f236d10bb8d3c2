import { Store } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Marketplace (placeholder until the screen is built). */
export default function MarketplacePage() {
  return (
    <ComingSoonPage
      title="Marketplace"
      description="Templates, completed books and ongoing stories from the community."
      icon={Store}
    />
  );
}
