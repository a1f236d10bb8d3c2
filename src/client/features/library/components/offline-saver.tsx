import { useState } from 'react';
import { Download } from 'lucide-react';
import type { LibraryStory } from '@common/schemas/library';
import { countLabel } from '@common/plural';
import { Button } from '@client/components/ui/button';
import {
  formatSize,
  offlineSupported,
  removeSavedStory,
  saveStoryOffline,
  savedStories,
  type SavedStory,
} from '@client/lib/offline-reading';

/**
 * The body of 'Read offline' for a reader whose plan has offline downloads, on a story whose
 * author allows them: save or update the offline copy, remove it, download the EPUB. Loaded
 * only for such readers (offline-panel.tsx), with offline-reading.ts.
 */
export function OfflineSaver({ story }: { story: LibraryStory }) {
  const [saved, setSaved] = useState<SavedStory | undefined>(() =>
    savedStories().find((s) => s.storyId === story.id),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };
  const save = () => run(async () => setSaved(await saveStoryOffline(story.id)));
  const remove = () =>
    run(async () => {
      await removeSavedStory(story.id);
      setSaved(undefined);
    });

  return (
    <>
      {saved ? (
        <p role="status" className="text-sm">
          Available offline: {countLabel(saved.chapters, 'chapter')}, {formatSize(saved.bytes)}.
        </p>
      ) : (
        <p className="text-sm text-ink-muted">Keep the chapters you can read on this device.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {offlineSupported() ? (
          <Button size="sm" onClick={() => void save()} busy={busy} disabled={busy}>
            {saved ? 'Update offline copy' : 'Save for offline reading'}
          </Button>
        ) : null}
        {saved ? (
          <Button size="sm" variant="secondary" onClick={() => void remove()} disabled={busy}>
            Remove offline copy
          </Button>
        ) : null}
        <a
          href={`/api/v1/library/stories/${encodeURIComponent(story.id)}/epub`}
          download
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-accent underline underline-offset-2"
        >
          <Download aria-hidden="true" className="size-4" />
          Download EPUB
        </a>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
