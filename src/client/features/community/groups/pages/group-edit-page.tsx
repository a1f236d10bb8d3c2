import { useNavigate, useParams } from 'react-router';
import { Pencil } from 'lucide-react';
import { DeleteWithConfirmButton } from '@client/components/ui/delete-with-confirm-button';
import { PageHeader } from '@client/components/ui/page-header';
import { PageLoading } from '@client/components/ui/spinner';
import { useGroup } from '../api/get-group';
import { useDeleteGroup, useUpdateGroup } from '../api/save-group';
import { CommunityLoadError } from '../../components/community-load-error';
import { GroupForm } from '../components/group-form';
import { BackLink } from '../components/back-to-groups';

/** Edit Group (/community/groups/:id/edit, Admins): the form and Delete group. */
export default function GroupEditPage() {
  const { groupId = '' } = useParams();
  const navigate = useNavigate();
  const group = useGroup(groupId);
  const update = useUpdateGroup(groupId);
  const remove = useDeleteGroup(groupId);
  if (group.isPending) return <PageLoading />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title="Edit Group" icon={Pencil} eyebrow={<BackLink />} />
      {group.isError ? (
        <CommunityLoadError error={group.error} onRetry={() => void group.refetch()} />
      ) : !group.data.abilities.administer ? (
        <p className="text-ink-muted">Only admins of this group can change it.</p>
      ) : (
        <div className="space-y-8">
          <GroupForm group={group.data} save={update.mutateAsync} />
          <div className="border-t border-line pt-6">
            <DeleteWithConfirmButton
              noun="group"
              consequence={`${group.data.name}, its members list, board and reading list will be removed for good. Shared worlds stay with their owners. This cannot be undone.`}
              onDelete={remove.mutateAsync}
              onDeleted={() => navigate('/community?tab=groups')}
            />
          </div>
        </div>
      )}
    </div>
  );
}
