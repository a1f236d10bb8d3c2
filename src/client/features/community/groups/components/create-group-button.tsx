import { Plus } from 'lucide-react';
import { can } from '@common/entitlements';
import { LinkButton } from '@client/components/ui/link-button';
import { useCurrentUser } from '@client/lib/session';

/**
 * Create Group (SPEC section 6): shown only to plans with the createGroup entitlement (Chronicler,
 * Worldsmith, Master Weaver, Story Connoisseur, Patron of the Arts); the server refuses everyone
 * else with 403. Renders nothing otherwise.
 */
export function CreateGroupButton({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { user } = useCurrentUser();
  if (!user || !can(user.subscriptionTier, 'createGroup')) return null;
  return (
    <LinkButton to="/community/groups/create" size={size}>
      <Plus aria-hidden="true" className="size-4" />
      Create Group
    </LinkButton>
  );
}
