import { useCurrentUser } from '@client/lib/session';
import { useViewMode } from '@client/app/view-mode';
import { Badge } from '@client/components/ui/badge';
import { AdminBadge, TierBadge } from '@client/components/ui/tier-badge';
import { CreatorDashboard } from '../components/creator-dashboard';
import { ReaderDashboard } from '../components/reader-dashboard';

/**
 * Dashboard at / (SPEC section 2): welcome heading and badges, then the creator or reader
 * dashboard, following the view mode (the tier, or an admin's toggle).
 */
export default function DashboardPage() {
  const { user } = useCurrentUser();
  const { mode } = useViewMode();
  if (!user) return null; // The route guard only lets signed-in users in.
  const reader = mode === 'reader';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Dashboard · Inkforge</title>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold tracking-tight break-words text-ink sm:text-4xl">
          Welcome back, {user.username}
        </h1>
        <Badge tone="accent">{reader ? 'Reader Dashboard' : 'Creator Dashboard'}</Badge>
        <TierBadge tier={user.subscriptionTier} />
        {user.isAdmin ? <AdminBadge /> : null}
      </div>
      <p className="mt-2 mb-8 text-ink-muted">
        {reader
          ? 'Pick up where you left off and find your next favourite story.'
          : 'Your stories, characters and worlds are waiting by the forge.'}
      </p>
      {reader ? <ReaderDashboard /> : <CreatorDashboard />}
    </div>
  );
}
