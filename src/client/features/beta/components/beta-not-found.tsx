import { FileQuestion } from 'lucide-react';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';

/** The 404 of a beta read that is missing, ended for this reader, or not theirs. */
export function BetaNotFound({ what = 'Beta read' }: { what?: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <EmptyState
        icon={FileQuestion}
        title={`${what} not found`}
        description="It does not exist, the beta read has ended, or it is not open to you."
        action={<LinkButton to="/beta">Your beta reads</LinkButton>}
      />
    </div>
  );
}
