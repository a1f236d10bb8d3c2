import { useState } from 'react';
import { Link } from 'react-router';
import { UserPlus, UserX } from 'lucide-react';
import type { Collaborations } from '@common/schemas/collaborator';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useRemoveCollaborator } from '../api/remove-collaborator';
import { UserAvatar } from './user-avatar';

type Owned = Collaborations['owned'][number];
type Props = Owned & {
  /** Chooses this story in the add form and moves focus there; none when the plan cannot invite. */
  onAdd?: () => void;
};

const joined = (value: string) =>
  new Date(value).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** One of the caller's stories with its collaborators, each removable after a confirmation. */
export function OwnedStoryCard({ story, collaborators, onAdd }: Props) {
  const remove = useRemoveCollaborator();
  const [target, setTarget] = useState<Owned['collaborators'][number] | null>(null);
  const headingId = `owned-${story.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-lg font-semibold break-words text-ink">
            <Link
              to={`/stories/${story.id}`}
              className="hover:text-accent hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            >
              {story.title}
            </Link>
          </h3>
          <Badge className="mt-1">{story.status}</Badge>
        </div>
        {onAdd ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={onAdd}
            aria-label={`Add a collaborator to ${story.title}`}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            Add
          </Button>
        ) : null}
      </div>
      <ul className="mt-4 divide-y divide-line" aria-label={`Collaborators of ${story.title}`}>
        {collaborators.map((c) => (
          <li key={c.id} className="flex items-center gap-3 py-2.5">
            <UserAvatar username={c.username} profileImage={c.profileImage} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-ink">{c.username}</p>
              <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
                <Badge tone="accent">{c.role}</Badge>
                <span>Joined {joined(c.joinedAt)}</span>
              </div>
            </div>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setTarget(c)}
              aria-label={`Remove ${c.username} from ${story.title}`}
            >
              <UserX aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Remove</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) {
            setTarget(null);
            remove.reset();
          }
        }}
        title={`Remove ${target?.username ?? 'this collaborator'}?`}
        description={`They will no longer be able to open or write "${story.title}". You can add them again later.`}
        confirmLabel="Remove"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() =>
          target &&
          remove.mutate({ storyId: story.id, userId: target.id }, { onSuccess: () => setTarget(null) })
        }
      >
        {remove.error ? <Alert tone="error">{remove.error.message}</Alert> : null}
      </ConfirmDialog>
    </article>
  );
}
