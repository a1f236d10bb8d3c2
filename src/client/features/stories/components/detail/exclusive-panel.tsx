import { Gem } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { exclusivePlans } from '@common/exclusive-content';
import { StorySwitchPanel } from './story-switch-panel';

/**
 * The story's exclusive switch (issue 25): on, the story page, its first published chapter and
 * its reviews stay public, and the other chapters are read by readers whose plan has exclusive
 * content (and by the story's members).
 */
export function ExclusivePanel({ story }: { story: StoryDetail }) {
  return (
    <StorySwitchPanel
      story={story}
      field="exclusive"
      title="Exclusive story"
      icon={Gem}
      label="Make this story exclusive"
      failure="Exclusive could not be saved"
    >
      The story page, the first chapter and the reviews stay public. The other chapters are read by readers on{' '}
      {exclusivePlans()}; everyone else sees them listed with a lock and a link to the plans.
    </StorySwitchPanel>
  );
}
