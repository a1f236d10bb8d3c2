import { PenTool } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Create a Story (placeholder until the screen is built). */
export default function StoryCreatePage() {
  return (
    <ComingSoonPage
      title="Create a Story"
      description="Start a new story: its title, genre, premise and who may read it."
      icon={PenTool}
    />
  );
}
