import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHARACTER_PRIVACY } from '@common/constants';
import { characterInputSchema, type Character, type CharacterInput } from '@common/schemas/character';
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
import {
  characterFormValues,
  characterRequestBody,
  type CharacterFormOutput,
  type CharacterFormValues,
} from './character-form-values';
import { TraitsInput } from './traits-input';
import { WorldPicker } from './world-picker';

// The schema accepts exactly these values (strings where it allows null), so widening is safe.
const resolver = zodResolver(characterInputSchema) as unknown as Resolver<
  CharacterFormValues,
  unknown,
  CharacterFormOutput
>;

const LIST_PATH = '/characters';
const privacyOptions = CHARACTER_PRIVACY.map((p) => ({ value: p, label: p }));

type Props = {
  /** The character being edited; absent on the create page. */
  character?: Character;
  /** Sends the form; a rejection (e.g. 403 TIER_LIMIT) is shown and the form keeps every value. */
  save: (input: CharacterInput) => Promise<unknown>;
  /** Deletes the character (edit page only). */
  remove?: () => Promise<unknown>;
};

/**
 * The character create and edit form: every field of SPEC section 3, with the messages of
 * characterInputSchema. Leaving with unsaved changes asks first; a saved or deleted character
 * goes back to My Characters.
 */
export function CharacterForm({ character, save, remove }: Props) {
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CharacterFormValues, unknown, CharacterFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: characterFormValues(character),
  });
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const [description, background, voicePatterns] = useWatch({
    control,
    name: ['description', 'background', 'voicePatterns'],
  });

  const leave = () => {
    guard.allowLeaving();
    navigate(LIST_PATH);
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save(characterRequestBody(values));
      leave();
    } catch (err) {
      setSaveError(err);
      showFieldIssues(err, values, setError);
    }
  });

  const editing = Boolean(character);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-6">
        <FormSection title="Identity" description="Who they are at a glance.">
          <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextField
            label="Speaking style"
            autoComplete="off"
            placeholder="e.g. Clipped and formal, with a dry wit"
            hint="A line on how they talk; shown under the name on their card."
            error={errors.speakingStyle?.message}
            {...register('speakingStyle')}
          />
          <TextareaField
            label="Description"
            rows={4}
            length={description.length}
            limit={5000}
            error={errors.description?.message}
            {...register('description')}
          />
        </FormSection>

        <FormSection title="Personality" description="What drives them, and how they sound.">
          <Controller
            control={control}
            name="personalityTraits"
            render={({ field, fieldState }) => (
              <TraitsInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={
                  fieldState.error?.message ?? errors.personalityTraits?.find?.((e) => e?.message)?.message
                }
              />
            )}
          />
          <TextareaField
            label="Voice patterns"
            rows={4}
            placeholder="Favourite phrases, verbal tics, accent, what they never say..."
            length={voicePatterns.length}
            limit={2000}
            error={errors.voicePatterns?.message}
            {...register('voicePatterns')}
          />
        </FormSection>

        <FormSection title="Background" description="Where they come from and what shaped them.">
          <TextareaField
            label="Background"
            hideLabel
            rows={10}
            length={background.length}
            limit={20000}
            error={errors.background?.message}
            {...register('background')}
          />
        </FormSection>
      </div>

      <div className="space-y-6">
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <Controller
            control={control}
            name="characterImage"
            render={({ field }) => (
              <ImageUploadField
                bucket="character-images"
                label="Portrait"
                value={field.value}
                onChange={field.onChange}
                onBusyChange={setUploading}
              />
            )}
          />
        </div>
        <FormSection title="Visibility and world">
          <SelectField
            label="Privacy"
            options={privacyOptions}
            hint={
              editing
                ? 'Who may see this character.'
                : 'Who may see this character. New characters are Public.'
            }
            error={errors.privacyLevel?.message}
            {...register('privacyLevel')}
          />
          <Controller
            control={control}
            name="worldId"
            render={({ field, fieldState }) => (
              <WorldPicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </FormSection>
      </div>

      <div className="space-y-4 lg:col-span-2">
        <SaveErrorAlert error={saveError} />
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center">
          {editing && remove && character ? (
            <DeleteWithConfirmButton
              noun="character"
              consequence={`${character.name} will be removed for good, with their traits, voice and background. This cannot be undone.`}
              onDelete={remove}
              onDeleted={leave}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
            <LinkButton to={LIST_PATH} variant="secondary">
              Cancel
            </LinkButton>
            <Button type="submit" busy={isSubmitting} disabled={isSubmitting || uploading}>
              {isSubmitting ? 'Saving...' : editing ? 'Save Changes' : 'Create Character'}
            </Button>
          </div>
        </div>
      </div>
      {guard.dialog}
    </form>
  );
}
