import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, type SupportStatus } from '@common/support';
import type { AdminSupportRequest } from '@common/schemas/support';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { SelectField } from '@client/components/ui/select-field';
import { useUpdateSupportRequest } from '../api/support';

const statusOptions = SUPPORT_STATUSES.map((s) => ({ value: s, label: SUPPORT_STATUS_LABELS[s] }));

/** Status and assignee of a request, each saved as soon as it is picked. */
export function AdminControls({
  request,
  admins,
}: {
  request: AdminSupportRequest;
  admins: { id: string; username: string }[];
}) {
  const update = useUpdateSupportRequest(request.id);
  const assignees = [
    { value: '', label: 'Nobody' },
    ...admins.map((a) => ({ value: a.id, label: a.username })),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Status"
        options={statusOptions}
        value={request.status}
        disabled={update.isPending}
        onChange={(e) => update.mutate({ status: e.target.value as SupportStatus })}
      />
      <SelectField
        label="Assigned to"
        options={assignees}
        value={request.assignee?.id ?? ''}
        disabled={update.isPending}
        onChange={(e) => update.mutate({ assigneeId: e.target.value || null })}
      />
      <div className="sm:col-span-2">
        <SaveErrorAlert error={update.error} fallback="The change could not be saved." />
      </div>
    </div>
  );
}
