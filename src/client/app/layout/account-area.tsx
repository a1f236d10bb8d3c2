import { lazy, Suspense } from 'react';
import { LogIn, Sparkles } from 'lucide-react';
import type { CurrentUser } from '@common/schemas/user';
import { LinkButton } from '@client/components/ui/link-button';

// The signed-in header parts share one chunk (signed-in-area.tsx), so the bell and the account
// area arrive together; the header shows them in one Suspense boundary.
const signedInParts = () => import('./signed-in-area');
export const SignedInArea = lazy(() => signedInParts().then((m) => ({ default: m.SignedInArea })));
export const NotificationBell = lazy(() => signedInParts().then((m) => ({ default: m.NotificationBell })));
export const ViewModeToggle = lazy(() => signedInParts().then((m) => ({ default: m.ViewModeToggle })));

type Props = {
  /** The signed-in user, or null for a visitor. */
  user: CurrentUser | null;
  /** Row in the desktop header, stacked in the mobile menu. */
  layout: 'row' | 'column';
  /** Called after a link or button leaves the menu (the mobile menu closes itself). */
  onNavigate?: () => void;
};

/**
 * The right-hand side of the header (SPEC section 2): Sign In and Get Started for visitors;
 * the tier label, Admin badge, a link to the account page showing the
 * username and Logout for signed-in users (in the mobile menu also the admin view toggle).
 * Logout ends the session and goes to /about.
 */
export function AccountArea({ user, layout, onNavigate }: Props) {
  const row = layout === 'row';
  if (!user) {
    return (
      <div className={row ? 'flex items-center gap-2' : 'grid grid-cols-2 gap-3'}>
        <LinkButton to="/login" variant={row ? 'ghost' : 'secondary'} onClick={onNavigate}>
          <LogIn aria-hidden="true" className="size-4" />
          Sign In
        </LinkButton>
        <LinkButton to="/register" onClick={onNavigate}>
          <Sparkles aria-hidden="true" className="size-4" />
          Get Started
        </LinkButton>
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInArea user={user} row={row} onNavigate={onNavigate} />
    </Suspense>
  );
}
