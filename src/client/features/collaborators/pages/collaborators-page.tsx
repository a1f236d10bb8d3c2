import { UsersRound } from 'lucide-react';
import { ComingSoonPage } from '@client/components/ui/coming-soon';

/** Collaborators (placeholder until the screen is built). */
export default function CollaboratorsPage() {
  return (
    <ComingSoonPage
      title="Collaborators"
      description="The writers, editors and beta readers you share your stories with."
      icon={UsersRound}
    />
  );
}
