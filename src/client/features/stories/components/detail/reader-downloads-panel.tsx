import { Download } from 'lucide-react';
import type { StoryDetail } from '@common/schemas/story';
import { plansWith } from '@common/entitlement-refusals';
import { StorySwitchPanel } from './story-switch-panel';

/**
 * The story's reader-downloads switch (issue 24), on by default: readers on a plan with offline
 * downloads may download the chapters they read as EPUB and save them for offline reading.
 */
export function ReaderDownloadsPanel({ story }: { story: StoryDetail }) {
  return (
    <StorySwitchPanel
      story={story}
      field="readerDownloads"
      title="Reader downloads"
      icon={Download}
      label="Allow readers to download this story"
      failure="Reader downloads could not be saved"
    >
      Readers on {plansWith('offlineDownloads')} may download the chapters they can read as an EPUB and save
      them for offline reading. Drafts and chapters their plan does not open are never included.
    </StorySwitchPanel>
  );
}
