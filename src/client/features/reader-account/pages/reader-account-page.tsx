import { BookOpen } from 'lucide-react';
import { PageHeader } from '@client/components/ui/page-header';
import { useCurrentUser } from '@client/lib/session';
import { MutedAuthors } from '../components/muted-authors';
import { OfflineStories } from '../components/offline-stories';
import { ReaderPlanCard } from '../components/reader-plan-card';
import { ReadingChart } from '../components/reading-chart';
import { BookmarksPanel, HistoryPanel, MyReviewsPanel } from '../components/reading-lists';
import { ReadingStats } from '../components/reading-stats';

/**
 * /reader-account: the reader's own corner. Statistics, the last 7 days of reading, reading
 * history, bookmarks, the reviews they wrote, their plan with an Upgrade link, and the stories
 * saved on this device for offline reading, and the authors they muted. Each panel
 * loads, fails and retries on its own.
 */
export default function ReaderAccountPage() {
  const { user } = useCurrentUser();
  // The route is signed-in only; the guard has loaded the user before this renders.
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title="Reader Account" description={`Your reading, ${user.username}.`} icon={BookOpen} />
      <div className="flex flex-col gap-6">
        <ReadingStats />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <ReadingChart />
            <HistoryPanel />
            <BookmarksPanel />
            <MyReviewsPanel />
          </div>
          <aside className="flex flex-col gap-6">
            <ReaderPlanCard tier={user.subscriptionTier} />
            <OfflineStories />
            <MutedAuthors />
          </aside>
        </div>
      </div>
    </div>
  );
}
