import { Compass } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Edit World (placeholder until the screen is built). */
export default function WorldEditPage() {
  return (
    <ComingSoonPage
      title="Edit World"
      description="Reshape a world you have built."
      icon={Compass}
    />
  );
}
