import { User } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** My Profile (placeholder until the screen is built). */
export default function ProfilePage() {
  return (
    <ComingSoonPage
      title="My Profile"
      description="Your level, achievements, works and settings."
      icon={User}
    />
  );
}
