import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMUNITY_CATEGORIES, GROUP_PRIVACY } from '@common/constants';
import { GROUP_LIMITS, groupInputSchema, type GroupDetail, type GroupInput } from '@common/schemas/groups';
import { ImageUploadField } from '@client/components/image-upload/image-upload-field';
import { showFieldIssues } from '@client/components/ui/api-field-issues';
import { Button } from '@client/components/ui/button';
import { FormSection } from '@client/components/ui/form-section';
import { LinkButton } from '@client/components/ui/link-button';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useUnsavedChangesGuard } from '@client/components/ui/use-unsaved-changes-guard';

type Values = {
  name: string;
  description: string;
  category: string;
  privacyLevel: string;
  groupImage: string | null;
};
type Output = {
  name: string;
  description: string;
  category: GroupInput['category'];
  privacyLevel: NonNullable<GroupInput['privacyLevel']>;
  groupImage?: string | null;
};
const resolver = zodResolver(groupInputSchema) as unknown as Resolver<Values, unknown, Output>;

const categoryOptions = [
  { value: '', label: 'Choose a category' },
  ...COMMUNITY_CATEGORIES.map((c) => ({ value: c, label: c })),
];
const PRIVACY_HINTS: Record<string, string> = {
  Public: 'Anyone can join and read the board.',
  Private:
    'Listed on Find Groups; people ask to join and an admin or moderator approves. Only members see the board.',
  'Invite Only': 'Hidden from Find Groups; admins and moderators invite people by username.',
};
const privacyOptions = GROUP_PRIVACY.map((p) => ({ value: p, label: p }));

type Props = {
  /** The group being edited; absent on the create page. */
  group?: GroupDetail;
  save: (input: Output) => Promise<GroupDetail>;
};

/**
 * The Create Group and Edit Group form: name, description, category, privacy (Public by default,
 * SPEC section 5) and a picture through the shared upload pipeline. Messages come from the shared
 * schema; a refusal from the server (e.g. 403 for a plan without Create Group) is shown above the
 * buttons and the form keeps its values. Saving opens the group page.
 */
export function GroupForm({ group, save }: Props) {
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      category: group?.category ?? '',
      privacyLevel: group?.privacyLevel ?? 'Public',
      groupImage: group?.groupImage ?? null,
    },
  });
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const description = useWatch({ control, name: 'description' });
  const privacy = useWatch({ control, name: 'privacyLevel' });

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      const saved = await save(values);
      guard.allowLeaving();
      navigate(`/community/groups/${saved.id}`);
    } catch (err) {
      setSaveError(err);
      showFieldIssues(err, values, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <FormSection title="About the group" description="What it is and who it is for.">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <SelectField
          label="Category"
          options={categoryOptions}
          error={errors.category?.message}
          {...register('category')}
        />
        <TextareaField
          label="Description"
          rows={5}
          hint="Shown on the group's card and its About tab."
          length={description.length}
          limit={GROUP_LIMITS.description}
          error={errors.description?.message}
          {...register('description')}
        />
      </FormSection>
      <div className="space-y-6">
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <Controller
            control={control}
            name="groupImage"
            render={({ field }) => (
              <ImageUploadField
                bucket="group-images"
                label="Group picture"
                hint="A banner or emblem. PNG, JPG or WebP, up to 5 MB."
                value={field.value}
                onChange={field.onChange}
                onBusyChange={setUploading}
              />
            )}
          />
        </div>
        <FormSection title="Who may join">
          <SelectField
            label="Privacy"
            options={privacyOptions}
            hint={PRIVACY_HINTS[privacy]}
            error={errors.privacyLevel?.message}
            {...register('privacyLevel')}
          />
        </FormSection>
      </div>
      <div className="space-y-4 lg:col-span-2">
        <SaveErrorAlert error={saveError} />
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <LinkButton
            to={group ? `/community/groups/${group.id}` : '/community?tab=groups'}
            variant="secondary"
          >
            Cancel
          </LinkButton>
          <Button type="submit" busy={isSubmitting} disabled={isSubmitting || uploading}>
            {isSubmitting ? 'Saving...' : group ? 'Save Changes' : 'Create Group'}
          </Button>
        </div>
      </div>
      {guard.dialog}
    </form>
  );
}
