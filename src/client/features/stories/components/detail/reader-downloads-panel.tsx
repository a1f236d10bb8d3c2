import { useState } from 'react';
import { Download } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { plansWith } from '@common/entitlement-refusals';
import { Alert } from '@client/components/ui/alert';
import { Panel } from '@client/components/ui/panel';
import { Checkbox } from '@client/components/ui/checkbox';
import { useUpdateStory } from '../../api/update-story';

type Props = { story: StoryDetail };

/**
 * The story's reader-downloads switch (issue 24), on by default: readers on a plan with offline
 * downloads may download the chapters they read as EPUB and save them for offline reading.
 * Saved as it is switched (PATCH readerDownloads, owner only).
 */
export function ReaderDownloadsPanel({ story }: Props) {
  const update = useUpdateStory(story.id);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (readerDownloads: boolean) => {
    setError(null);
    try {
      await update.mutateAsync({ readerDownloads });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Reader downloads could not be saved');
    }
  };

  return (
    <Panel title="Reader downloads" icon={Download} size="lg" className="mt-6">
      <p className="text-sm text-ink-muted">
        Readers on {plansWith('offlineDownloads')} may download the chapters they can read as an EPUB and save
        them for offline reading. Drafts and chapters their plan does not open are never included.
      </p>
      <Checkbox
        className="mt-4"
        role="switch"
        aria-checked={story.readerDownloads}
        label="Allow readers to download this story"
        checked={story.readerDownloads}
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
