import { useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { Alert } from '@client/components/ui/alert';
import { Panel } from '@client/components/ui/panel';
import { Checkbox } from '@client/components/ui/checkbox';
import { useUpdateStory } from '../../api/update-story';

type Props = {
  story: StoryDetail;
  /** The story's on/off setting this panel switches (PATCH /stories/:id, owner only). */
  field: 'exclusive' | 'readerDownloads';
  title: string;
  icon: LucideIcon;
  /** The switch's label. */
  label: string;
  /** Shown when the server gave no message. */
  failure: string;
  /** What the setting does, above the switch. */
  children: ReactNode;
};

/**
 * A story setting that is one switch in its own panel, saved as it is switched: the exclusive
 * story and the reader downloads panels. A refusal shows the server's message under the switch.
 */
export function StorySwitchPanel({ story, field, title, icon, label, failure, children }: Props) {
  const update = useUpdateStory(story.id);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (on: boolean) => {
    setError(null);
    try {
      await update.mutateAsync({ [field]: on });
    } catch (err) {
      setError(err instanceof Error ? err.message : failure);
    }
  };

  return (
    <Panel title={title} icon={icon} size="lg" className="mt-6">
      <p className="text-sm text-ink-muted">{children}</p>
      <Checkbox
        className="mt-4"
        role="switch"
        aria-checked={story[field]}
        label={label}
        checked={story[field]}
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
