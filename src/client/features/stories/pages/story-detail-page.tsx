import { BookMarked } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Story Details (placeholder until the screen is built). */
export default function StoryDetailPage() {
  return (
    <ComingSoonPage
      title="Story Details"
      description="Chapters, collaborators and progress of one of your stories."
      icon={BookMarked}
    />
  );
}
