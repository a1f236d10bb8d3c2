import { useState } from 'react';
import { Link } from 'react-router';
import { CloudOff, Download } from 'lucide-react';
import type { LibraryStory } from '@common/schemas/library';
import { can } from '@common/entitlements';
import { plansWith, UPGRADE_URL } from '@common/entitlement-refusals';
import { countLabel } from '@common/plural';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import {
  formatSize,
  offlineSupported,
  removeSavedStory,
  saveStoryOffline,
  savedStories,
  type SavedStory,
} from '@client/lib/offline-reading';

type Props = {
  story: LibraryStory;
  /** The signed-in reader's plan; null for a guest. */
  tier: string | null;
};

/**
 * 'Read offline' on a story page (issue 24): readers whose plan has offline downloads save the
 * story for offline reading (the chapters they may read, through the library API) or download it
 * as EPUB; everyone else is shown the plans that have it. A story whose owner turned reader
 * downloads off says so.
 */
export function OfflinePanel({ story, tier }: Props) {
  const [saved, setSaved] = useState<SavedStory | undefined>(() =>
    savedStories().find((s) => s.storyId === story.id),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!tier || !can(tier, 'offlineDownloads'))
    return (
      <Panel title="Read offline" icon={CloudOff}>
        <p className="text-sm text-ink-muted">
          Saving stories for offline reading and EPUB downloads come with {plansWith('offlineDownloads')}.
        </p>
        <Link
          to={UPGRADE_URL}
          className="mt-3 inline-block text-sm font-semibold text-accent underline underline-offset-2"
        >
          Upgrade to read offline
        </Link>
      </Panel>
    );
  if (!story.readerDownloads)
    return (
      <Panel title="Read offline" icon={CloudOff}>
        <p className="text-sm text-ink-muted">The author keeps this story online only.</p>
      </Panel>
    );

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
    <Panel title="Read offline" icon={CloudOff}>
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
    </Panel>
  );
}
