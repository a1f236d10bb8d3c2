import { UserPen } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Edit Profile (placeholder until the screen is built). */
export default function ProfileEditPage() {
  return (
    <ComingSoonPage
      title="Edit Profile"
      description="Change your picture, username, email, bio and aliases."
      icon={UserPen}
    />
  );
}
