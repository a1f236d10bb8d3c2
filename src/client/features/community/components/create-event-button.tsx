import { Plus } from 'lucide-react';
import { entitlementsOf } from '@common/entitlements';
import { LinkButton } from '@client/components/ui/link-button';
import { useCurrentUser } from '@client/lib/session';

/**
 * Create Event (SPEC section 6): shown only to plans with the createEvent entitlement (Chronicler,
 * Worldsmith, Master Weaver, Story Connoisseur, Patron of the Arts); the server refuses everyone
 * else with 403. Renders nothing otherwise.
 */
export function CreateEventButton({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { user } = useCurrentUser();
  if (!user || !entitlementsOf(user.subscriptionTier).features.createEvent) return null;
  return (
    <LinkButton to="/community/events/create" size={size}>
      <Plus aria-hidden="true" className="size-4" />
      Create Event
    </LinkButton>
  );
}
