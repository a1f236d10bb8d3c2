import { Hammer } from 'lucide-react';
import { useCurrentUser } from '@client/lib/session';
import { useViewMode } from '@client/app/view-mode';
import { Badge } from '@client/components/ui/badge';
import { AdminBadge, TierBadge } from '@client/components/ui/tier-badge';

/** Dashboard (placeholder): the welcome heading with the user's tier; the panels are coming. */
export default function DashboardPage() {
  const { user } = useCurrentUser();
  const { mode } = useViewMode();
  if (!user) return null; // The route guard only lets signed-in users in.
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <title>Dashboard · Inkforge</title>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          Welcome back, {user.username}
        </h1>
        <TierBadge tier={user.subscriptionTier} />
        {user.isAdmin ? <AdminBadge /> : null}
        <Badge>{mode === 'reader' ? 'Reader mode' : 'Creator mode'}</Badge>
      </div>
      <p className="mt-2 text-ink-muted">
        {mode === 'reader'
          ? 'Pick up where you left off and find your next favourite story.'
          : 'Your stories, characters and worlds are waiting by the forge.'}
      </p>
      <div className="mt-10 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
        <Hammer aria-hidden="true" className="mx-auto size-8 text-highlight" />
        <p className="mt-3 font-medium text-ink">Your stats, panels and quick actions are coming soon.</p>
      </div>
    </div>
  );
}
