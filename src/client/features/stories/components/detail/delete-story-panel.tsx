import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useDeleteStory } from '../../api/delete-story';
import { Panel } from '@client/components/ui/panel';
import { countLabel } from '../story-format';

/** Deleting the story (owner only, abilities.delete): asks in a dialog, then goes to My Stories. */
export function DeleteStoryPanel({ story }: { story: StoryDetail }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const deleteStory = useDeleteStory(story.id);
  return (
    <Panel size="lg" title="Danger zone">
      <p className="text-sm text-ink-muted">
        Deleting removes the story, its chapters and its sessions for everyone. This cannot be undone.
      </p>
      <Button
        variant="secondary"
        className="mt-4 text-danger! hover:border-danger/50"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete story
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) deleteStory.reset();
        }}
        title="Delete this story?"
        description={`"${story.title}" and its ${countLabel(story.chapterCount, 'chapter')} will be deleted for you and every collaborator.`}
        confirmLabel="Delete story"
        tone="danger"
        busy={deleteStory.isPending}
        onConfirm={() =>
          deleteStory.mutate(undefined, { onSuccess: () => navigate('/stories', { replace: true }) })
        }
      >
        {deleteStory.error ? <Alert tone="error">{deleteStory.error.message}</Alert> : null}
      </ConfirmDialog>
    </Panel>
  );
}
