import { describe, expect, it } from 'vitest';
import { accountPathFor, navItemsFor, resolveViewMode } from './navigation';

const paths = (signedIn: boolean, mode: 'creator' | 'reader') => navItemsFor(signedIn, mode).map((i) => i.to);

describe('resolveViewMode', () => {
  it('follows the tier for non-admins', () => {
    expect(resolveViewMode({ isAdmin: false, subscriptionTier: 'Free' }, 'reader')).toBe('creator');
    expect(resolveViewMode({ isAdmin: false, subscriptionTier: 'Master Weaver' }, null)).toBe('creator');
    expect(resolveViewMode({ isAdmin: false, subscriptionTier: 'Audience Member' }, 'creator')).toBe(
      'reader',
    );
    expect(resolveViewMode({ isAdmin: false, subscriptionTier: 'Patron of the Arts' }, null)).toBe('reader');
  });

  it('lets admins choose, defaulting to their tier', () => {
    expect(resolveViewMode({ isAdmin: true, subscriptionTier: 'Free' }, 'reader')).toBe('reader');
    expect(resolveViewMode({ isAdmin: true, subscriptionTier: 'Story Connoisseur' }, 'creator')).toBe(
      'creator',
    );
    expect(resolveViewMode({ isAdmin: true, subscriptionTier: 'Story Connoisseur' }, null)).toBe('reader');
  });

  it('gives guests the creator view', () => {
    expect(resolveViewMode(null, 'reader')).toBe('creator');
    expect(resolveViewMode(undefined, null)).toBe('creator');
  });
});

describe('navItemsFor', () => {
  it('shows guests About and no dashboard or account page', () => {
    expect(paths(false, 'creator')).toEqual([
      '/stories',
      '/characters',
      '/worlds',
      '/community',
      '/marketplace',
      '/about',
    ]);
  });

  it('shows creators the dashboard, the creator tools and /profile', () => {
    expect(paths(true, 'creator')).toEqual([
      '/',
      '/stories',
      '/characters',
      '/worlds',
      '/community',
      '/marketplace',
      '/profile',
    ]);
  });

  it('hides creator tools from readers and links /reader-account', () => {
    expect(paths(true, 'reader')).toEqual(['/', '/stories', '/community', '/marketplace', '/reader-account']);
  });

  it('names the account page after the view', () => {
    expect(accountPathFor('creator')).toBe('/profile');
    expect(accountPathFor('reader')).toBe('/reader-account');
  });
});
