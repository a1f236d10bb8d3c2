import { Users } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Live Session (placeholder until the screen is built). */
export default function StorySessionPage() {
  return (
    <ComingSoonPage
      title="Live Session"
      description="Write together in real time, chapter by chapter, with your collaborators."
      icon={Users}
    />
  );
}
