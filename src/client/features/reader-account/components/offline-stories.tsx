import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CloudOff } from 'lucide-react';
import { countLabel } from '@common/plural';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import {
  formatSize,
  offlineSupported,
  removeSavedStory,
  savedStories,
  type SavedStory,
} from '@client/lib/offline-reading';

/**
 * 'Offline stories' (issue 24): the stories saved on this device for offline reading, the space
 * each takes and a button to remove it. Read from this browser's own storage, so it has no
 * loading from the server; a browser without offline support says so.
 */
export function OfflineStories() {
  const [stories, setStories] = useState<SavedStory[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setStories(savedStories()), []);

  const remove = async (storyId: string) => {
    setError(null);
    try {
      await removeSavedStory(storyId);
      setStories(savedStories());
    } catch {
      setError('The story could not be removed. Try again.');
    }
  };

  const total = (stories ?? []).reduce((sum, story) => sum + story.bytes, 0);
  return (
    <Panel title="Offline stories" icon={CloudOff}>
      {!offlineSupported() ? (
        <p className="text-sm text-ink-muted">This browser cannot keep stories for offline reading.</p>
      ) : stories === null ? (
        <p className="text-sm text-ink-muted">Loading…</p>
      ) : stories.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No stories saved on this device. Open a story and choose Save for offline reading.
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            {countLabel(stories.length, 'story', 'stories')} on this device, {formatSize(total)}.
          </p>
          <ul className="mt-3 divide-y divide-line">
            {stories.map((story) => (
              <li key={story.storyId} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link
                    to={`/library/${encodeURIComponent(story.storyId)}`}
                    className="block truncate font-semibold text-ink hover:text-accent"
                  >
                    {story.title}
                  </Link>
                  <p className="text-xs text-ink-muted">
                    {countLabel(story.chapters, 'chapter')} · {formatSize(story.bytes)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Remove ${story.title} from this device`}
                  onClick={() => void remove(story.storyId)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </Panel>
  );
}
