/**
 * Navigation rules of SPEC section 2 ("Navigation") and section 4 ("View mode") as pure
 * functions, so the header, the mobile menu and the tests all agree on one definition.
 */
import { isReaderTier, type Tier } from '@common/constants';

/** Creator view shows writing tools; reader view shows reading tools. */
export type ViewMode = 'creator' | 'reader';
export const VIEW_MODES: readonly ViewMode[] = ['creator', 'reader'];

/** The part of the signed-in user that decides what the navigation shows. */
export type NavUser = { isAdmin: boolean; subscriptionTier: Tier };

export type NavItemId =
  'dashboard' | 'stories' | 'characters' | 'worlds' | 'community' | 'marketplace' | 'about' | 'account';

export type NavItem = {
  id: NavItemId;
  /** Path inside the app. */
  to: string;
  /** Visible text and accessible name of the link. */
  label: string;
};

/**
 * Non-admins follow their tier (reader tiers get the reader view, everyone else, guests included,
 * the creator view). Admins pick by hand; until they do they get the view of their tier.
 */
export function resolveViewMode(user: NavUser | null | undefined, adminChoice: ViewMode | null): ViewMode {
  const byTier: ViewMode = user && isReaderTier(user.subscriptionTier) ? 'reader' : 'creator';
  if (user?.isAdmin && adminChoice) return adminChoice;
  return byTier;
}

/** The account page of the view: /profile for creators, /reader-account for readers. */
export function accountPathFor(mode: ViewMode): '/profile' | '/reader-account' {
  return mode === 'reader' ? '/reader-account' : '/profile';
}

/**
 * The header items in order. Signed-out visitors see no dashboard and no account item but do
 * see About; Characters and Worlds belong to the creator view only.
 */
export function navItemsFor(signedIn: boolean, mode: ViewMode): NavItem[] {
  const items: NavItem[] = [];
  if (signedIn) items.push({ id: 'dashboard', to: '/', label: 'Dashboard' });
  items.push({ id: 'stories', to: '/stories', label: 'Stories' });
  if (mode === 'creator') {
    items.push({ id: 'characters', to: '/characters', label: 'Characters' });
    items.push({ id: 'worlds', to: '/worlds', label: 'Worlds' });
  }
  items.push({ id: 'community', to: '/community', label: 'Community' });
  items.push({ id: 'marketplace', to: '/marketplace', label: 'Marketplace' });
  if (!signedIn) items.push({ id: 'about', to: '/about', label: 'About' });
  if (signedIn) {
    items.push({
      id: 'account',
      to: accountPathFor(mode),
      label: mode === 'reader' ? 'Reader Account' : 'Profile',
    });
  }
  return items;
}
