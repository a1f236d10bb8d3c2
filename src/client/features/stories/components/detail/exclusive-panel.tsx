import { useState } from 'react';
import { Gem } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { exclusivePlans } from '@common/exclusive-content';
import { Alert } from '@client/components/ui/alert';
import { Panel } from '@client/components/ui/panel';
import { Checkbox } from '@client/components/ui/checkbox';
import { useUpdateStory } from '../../api/update-story';

type Props = { story: StoryDetail };

/**
 * The story's exclusive switch (issue 25): on, the story page, its first published chapter and
 * its reviews stay public, and the other chapters are read by readers whose plan has exclusive
 * content (and by the story's members). Saved as it is switched (PATCH exclusive, owner only).
 */
export function ExclusivePanel({ story }: Props) {
  const update = useUpdateStory(story.id);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (exclusive: boolean) => {
    setError(null);
    try {
      await update.mutateAsync({ exclusive });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Exclusive could not be saved');
    }
  };

  return (
    <Panel title="Exclusive story" icon={Gem} size="lg" className="mt-6">
      <p className="text-sm text-ink-muted">
        The story page, the first chapter and the reviews stay public. The other chapters are read by readers
        on {exclusivePlans()}; everyone else sees them listed with a lock and a link to the plans.
      </p>
      <Checkbox
        className="mt-4"
        role="switch"
        aria-checked={story.exclusive}
        label="Make this story exclusive"
        checked={story.exclusive}
        disabled={update.isPending}
        onChange={(event) => void toggle(event.target.checked)}
      />
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </Panel>
  );
}
