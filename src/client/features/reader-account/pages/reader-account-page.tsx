import { BookOpen } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Reader Account (placeholder until the screen is built). */
export default function ReaderAccountPage() {
  return (
    <ComingSoonPage
      title="Reader Account"
      description="Your reading plan, bookmarks and reading history."
      icon={BookOpen}
    />
  );
}
