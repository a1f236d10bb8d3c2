import { ComingSoonPage } from '@client/components/ui/coming-soon';
import { Store } from 'lucide-react';

/** Being built. */
export default function Page() {
  return <ComingSoonPage title="Marketplace" description="Being built." icon={Store} />;
}
