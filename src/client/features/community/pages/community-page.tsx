import { Users } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Community Hub (placeholder until the screen is built). */
export default function CommunityPage() {
  return (
    <ComingSoonPage
      title="Community Hub"
      description="Discover stories, find groups, share templates, climb the leaderboard and join events."
      icon={Users}
    />
  );
}
