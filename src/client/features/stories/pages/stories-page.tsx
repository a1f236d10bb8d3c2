import { BookOpen } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** My Stories (placeholder until the screen is built). */
export default function StoriesPage() {
  return (
    <ComingSoonPage
      title="My Stories"
      description="Every story you are writing or co-writing, from first spark to published tale."
      icon={BookOpen}
    />
  );
}
