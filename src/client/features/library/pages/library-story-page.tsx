import { Library } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Library Story (placeholder until the screen is built). */
export default function LibraryStoryPage() {
  return (
    <ComingSoonPage
      title="Library Story"
      description="A story from the library, ready to read."
      icon={Library}
    />
  );
}
