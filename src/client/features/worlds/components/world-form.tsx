import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TECHNOLOGY_LEVELS, WORLD_GENRES, WORLD_PRIVACY } from '@common/constants';
import { entitlementsOf } from '@common/entitlements';
import { worldInputSchema, type World, type WorldInput } from '@common/schemas/world';
import { useCurrentUser } from '@client/lib/session';
import { ImageUploadField } from '@client/components/image-upload/image-upload-field';
import { showFieldIssues } from '@client/components/ui/api-field-issues';
import { Button } from '@client/components/ui/button';
import { DeleteWithConfirmButton } from '@client/components/ui/delete-with-confirm-button';
import { FormSection } from '@client/components/ui/form-section';
import { LinkButton } from '@client/components/ui/link-button';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useUnsavedChangesGuard } from '@client/components/ui/use-unsaved-changes-guard';
import { useMyGroups } from '../api/get-my-groups';
import {
  worldFormValues,
  worldRequestBody,
  type WorldFormOutput,
  type WorldFormValues,
} from './world-form-values';
import { WorldLoreFields } from './world-lore-fields';

// The schema accepts exactly these values ('' genre is refused with its message), so widening is safe.
const resolver = zodResolver(worldInputSchema) as unknown as Resolver<
  WorldFormValues,
  unknown,
  WorldFormOutput
>;

const LIST_PATH = '/worlds';
const genreOptions = [
  { value: '', label: 'Choose a genre' },
  ...WORLD_GENRES.map((g) => ({ value: g, label: g })),
];
const technologyOptions = [
  { value: '', label: 'Not set' },
  ...TECHNOLOGY_LEVELS.map((t) => ({ value: t, label: t })),
];
const privacyOptions = WORLD_PRIVACY.map((p) => ({ value: p, label: p }));

type Props = {
  /** The world being edited; absent on the create page. */
  world?: World;
  /** Sends the form; a rejection (e.g. 403 TIER_LIMIT) is shown and the form keeps every value. */
  save: (input: WorldInput) => Promise<unknown>;
  /** Deletes the world (edit page only). */
  remove?: () => Promise<unknown>;
};

/**
 * The world create and edit form: every field of SPEC section 3, the long lore sections in
 * collapsible panels, messages from worldInputSchema. Leaving with unsaved changes asks first;
 * a saved or deleted world goes back to My Worlds.
 */
export function WorldForm({ world, save, remove }: Props) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [saveError, setSaveError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const [initialValues] = useState(() => worldFormValues(world));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<WorldFormValues, unknown, WorldFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const description = useWatch({ control, name: 'description' });
  const privacy = useWatch({ control, name: 'privacyLevel' });
  const myGroups = useMyGroups(privacy === 'Group Only');
  const privateLimit = user ? entitlementsOf(user.subscriptionTier).privateWorlds : null;

  const leave = () => {
    guard.allowLeaving();
    navigate(LIST_PATH);
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save(worldRequestBody(values));
      leave();
    } catch (err) {
      setSaveError(err);
      showFieldIssues(err, values, setError);
    }
  });

  const editing = Boolean(world);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-6">
        <FormSection title="Basics" description="What kind of world this is.">
          <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Genre"
              options={genreOptions}
              error={errors.genre?.message}
              {...register('genre')}
            />
            <Controller
              control={control}
              name="technologyLevel"
              render={({ field, fieldState }) => (
                <SelectField
                  label="Technology level"
                  options={technologyOptions}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value || null)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          <TextareaField
            label="Description"
            rows={4}
            hint="A short pitch; shown on the world's card."
            length={description.length}
            limit={5000}
            error={errors.description?.message}
            {...register('description')}
          />
        </FormSection>

        <FormSection
          title="Lore"
          description="The long sections. Open one to write; each holds up to 50,000 characters."
        >
          <WorldLoreFields
            control={control}
            register={register}
            errors={errors}
            initiallyOpen={{
              geography: Boolean(initialValues.geography),
              cultures: Boolean(initialValues.cultures),
              history: Boolean(initialValues.history),
              rulesSystem: Boolean(initialValues.rulesSystem),
            }}
          />
        </FormSection>
      </div>

      <div className="space-y-6">
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <Controller
            control={control}
            name="worldImage"
            render={({ field }) => (
              <ImageUploadField
                bucket="world-images"
                label="World image"
                hint="A map, a landscape or an emblem. PNG, JPG or WebP, up to 5 MB."
                value={field.value}
                onChange={field.onChange}
                onBusyChange={setUploading}
              />
            )}
          />
        </div>
        <FormSection title="Visibility">
          <SelectField
            label="Privacy"
            options={privacyOptions}
            hint={
              privateLimit === null
                ? 'New worlds are Private. Your plan allows unlimited private worlds.'
                : privateLimit === 0
                  ? `Worlds are made on a creator plan, not on ${user?.subscriptionTier}. Switch to Free (no cost) on the Plans page.`
                  : `New worlds are Private. Your ${user?.subscriptionTier} plan allows ${privateLimit} private worlds.`
            }
            error={errors.privacyLevel?.message}
            {...register('privacyLevel')}
          />
          {privacy === 'Group Only' ? (
            <SelectField
              label="Shared with"
              options={[
                { value: '', label: 'Choose one of your groups' },
                ...(myGroups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
              ]}
              hint={
                myGroups.data?.length === 0
                  ? 'Join or create a group first; until then only you can see this world.'
                  : 'Members of this group can read the world; only you can change it.'
              }
              error={errors.sharedGroupId?.message}
              {...register('sharedGroupId', { setValueAs: (v: string | null) => v || null })}
            />
          ) : null}
        </FormSection>
      </div>

      <div className="space-y-4 lg:col-span-2">
        <SaveErrorAlert error={saveError} />
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center">
          {editing && remove && world ? (
            <DeleteWithConfirmButton
              noun="world"
              consequence={`${world.name} and all its lore will be removed for good. Stories and characters set in it stay, without a world. This cannot be undone.`}
              onDelete={remove}
              onDeleted={leave}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
            <LinkButton to={LIST_PATH} variant="secondary">
              Cancel
            </LinkButton>
            <Button type="submit" busy={isSubmitting} disabled={isSubmitting || uploading}>
              {isSubmitting ? 'Saving...' : editing ? 'Save Changes' : 'Build World'}
            </Button>
          </div>
        </div>
      </div>
      {guard.dialog}
    </form>
  );
}
