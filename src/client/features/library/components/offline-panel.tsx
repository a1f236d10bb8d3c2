import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CloudOff } from 'lucide-react';
import type { LibraryStory } from '@common/schemas/library';
import { UPGRADE_URL } from '@common/constants';
import { can } from '@common/entitlements';
import { plansWith } from '@common/plan-words';
import { Panel } from '@client/components/ui/panel';

// Readers whose plan has offline downloads only: saving (offline-reading.ts, the service worker)
// stays out of the story page that guests and other readers download. Called early by the page
// once it knows the reader may save, so the body is usually in before the panel is drawn.
export const loadOfflineSaver = () => import('./offline-saver');
const OfflineSaver = lazy(() => loadOfflineSaver().then((m) => ({ default: m.OfflineSaver })));

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
  return (
    <Panel title="Read offline" icon={CloudOff}>
      {/* The body's first line and button row, so nothing moves when it arrives. */}
      <Suspense
        fallback={
          <>
            <p className="text-sm text-ink-muted">Keep the chapters you can read on this device.</p>
            <div aria-hidden="true" className="mt-3 h-8" />
          </>
        }
      >
        <OfflineSaver story={story} />
      </Suspense>
    </Panel>
  );
}
