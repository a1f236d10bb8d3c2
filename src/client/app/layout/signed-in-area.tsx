import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LifeBuoy, LogOut } from 'lucide-react';
import type { CurrentUser } from '@common/schemas/user';
import { useSignOut } from '@client/lib/session';
import { buttonClassName } from '@client/components/ui/button-styles';
import { AdminBadge, TierBadge } from '@client/components/ui/tier-badge';
import { accountPathFor } from '../navigation';
import { loadSignedInScreens } from '../signed-in-loader';
import { useViewMode } from '../view-mode';
import { ViewModeToggle } from './view-mode-toggle';

/**
 * The header's parts for signed-in users only, in one chunk loaded once the session names a user
 * (account-area.tsx), so a visitor's entry chunk has none of them: the account area (tier
 * label, Admin badge, the account link, Help and Logout), the notification bell and the admin's
 * Creator/Reader toggle.
 */
export { NotificationBell } from '@client/components/notification-bell/notification-bell';
export { ViewModeToggle };

/**
 * The signed-in account area: the account page link showing the username, the tier label and
 * Admin badge, Help and Logout (in the mobile menu also the admin view toggle). Logout ends the
 * session and goes to /about.
 */
export function SignedInArea({
  user,
  row,
  onNavigate,
}: {
  user: CurrentUser;
  row: boolean;
  onNavigate?: () => void;
}) {
  const { mode } = useViewMode();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The signed-in screens' code list, before the first navigation to one of them (router.tsx).
  useEffect(() => void loadSignedInScreens(), []);

  const logout = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await signOut();
      onNavigate?.();
      await navigate('/about');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const accountLink = (
    <Link
      to={accountPathFor(mode)}
      onClick={onNavigate}
      className="flex min-w-0 items-center gap-2 rounded-lg px-1.5 py-0.5 text-sm font-semibold text-ink hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      <span
        aria-hidden="true"
        className={[
          'flex shrink-0 items-center justify-center rounded-full bg-accent font-display text-on-accent',
          row ? 'size-6 text-xs' : 'size-8 text-sm',
        ].join(' ')}
      >
        {user.username.charAt(0).toUpperCase()}
      </span>
      <span className="max-w-[12rem] truncate">{user.username}</span>
    </Link>
  );
  const badges = (
    <div className={['flex flex-wrap items-center gap-1.5', row ? 'justify-end' : ''].join(' ')}>
      <TierBadge tier={user.subscriptionTier} />
      {user.isAdmin ? <AdminBadge /> : null}
    </div>
  );
  // The help menu: the support desk (requests, replies, status) for every signed-in user.
  const helpLink = (
    <Link
      to="/support"
      onClick={onNavigate}
      title="Help and support"
      className={
        row
          ? 'inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-accent'
          : buttonClassName('ghost', 'sm', 'w-full')
      }
    >
      <LifeBuoy aria-hidden="true" className={row ? 'size-5' : 'size-4'} />
      <span className={row ? 'sr-only' : ''}>Help</span>
    </Link>
  );
  const logoutButton = (
    <button
      type="button"
      onClick={logout}
      disabled={busy}
      className={buttonClassName('secondary', 'sm', row ? '' : 'w-full')}
    >
      <LogOut aria-hidden="true" className="size-4" />
      Logout
    </button>
  );
  const failure = failed ? (
    <p
      role="alert"
      className={[
        'text-sm font-medium text-danger',
        row
          ? 'absolute top-full right-0 mt-2 rounded-md border border-line bg-surface px-3 py-1.5 shadow-md'
          : '',
      ].join(' ')}
    >
      Logout failed
    </p>
  ) : null;

  // Desktop: name over badges, then Logout (the admin's view toggle sits in the header's admin bar).
  if (row) {
    return (
      <div className="relative flex items-center gap-3">
        <div className="flex flex-col items-end gap-1">
          {accountLink}
          {badges}
        </div>
        {helpLink}
        {logoutButton}
        {failure}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        {accountLink}
        {badges}
      </div>
      <ViewModeToggle className="self-start" />
      {helpLink}
      {logoutButton}
      {failure}
    </div>
  );
}
