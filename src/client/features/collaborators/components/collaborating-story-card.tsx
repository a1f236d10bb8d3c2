import { useState } from 'react';
import { Link } from 'react-router';
import { LogOut, PenLine } from 'lucide-react';
import type { Collaborations } from '@common/schemas/collaborator';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LinkButton } from '@client/components/ui/link-button';
import { useRemoveCollaborator } from '../api/remove-collaborator';

type Props = Collaborations['collaborating'][number] & {
  /** The signed-in user's id: leaving removes this id from the story. */
  userId: string;
};

/** A story the caller helps write: owner, role, Open (the writing room) and Leave, asked first. */
export function CollaboratingStoryCard({ story, role, ownerUsername, userId }: Props) {
  const leave = useRemoveCollaborator();
  const [asking, setAsking] = useState(false);
  const headingId = `collab-${story.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="font-display text-lg font-semibold break-words text-ink">
          <Link
            to={`/stories/${story.id}`}
            className="hover:text-accent hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            {story.title}
          </Link>
        </h3>
        <div className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span>by {ownerUsername}</span>
          <Badge tone="accent">{role}</Badge>
          <Badge>{story.status}</Badge>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <LinkButton
          to={`/stories/${story.id}/session`}
          size="sm"
          aria-label={`Open ${story.title} in the writing room`}
        >
          <PenLine aria-hidden="true" className="size-4" />
          Open
        </LinkButton>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setAsking(true)}
          aria-label={`Leave ${story.title}`}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Leave
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) leave.reset();
        }}
        title="Leave this story?"
        description={`You will no longer be able to open or write "${story.title}". Only ${ownerUsername} can add you again.`}
        confirmLabel="Leave story"
        tone="danger"
        busy={leave.isPending}
        onConfirm={() => leave.mutate({ storyId: story.id, userId }, { onSuccess: () => setAsking(false) })}
      >
        {leave.error ? <Alert tone="error">{leave.error.message}</Alert> : null}
      </ConfirmDialog>
    </article>
  );
}
