import { Users } from 'lucide-react';
import { can } from '@common/entitlements';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { PageHeader } from '@client/components/ui/page-header';
import { useCurrentUser } from '@client/lib/session';
import { useCreateGroup } from '../api/save-group';
import { GroupForm } from '../components/group-form';
import { BackLink } from '../components/back-to-groups';

/** Create Group (/community/groups/create): the form, or the upgrade hint for plans without the feature. */
export default function GroupCreatePage() {
  const create = useCreateGroup();
  const { user } = useCurrentUser();
  const allowed = user ? can(user.subscriptionTier, 'createGroup') : false;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Create a Group"
        description="A circle that writes, plays and talks together."
        icon={Users}
        eyebrow={<BackLink />}
      />
      {allowed ? (
        <GroupForm save={create.mutateAsync} />
      ) : (
        <EmptyState
          icon={Users}
          title="Creating groups is part of paid plans"
          description="Chronicler, Worldsmith, Master Weaver, Story Connoisseur and Patron of the Arts can create groups. Anyone can join one."
          action={<LinkButton to="/subscription">View Plans</LinkButton>}
        />
      )}
    </div>
  );
}
