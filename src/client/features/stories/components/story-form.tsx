import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { STORY_GENRES, STORY_PRIVACY, STORY_STATUSES } from '@common/constants';
import { storyInputSchema, type StoryDetail, type StoryInput } from '@common/schemas/story';
import { ApiError } from '@client/lib/api';
import { ImageUploadField } from '@client/components/image-upload/image-upload-field';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { TextareaField } from '@client/components/ui/textarea-field';
import { useUnsavedChangesGuard } from '@client/components/ui/use-unsaved-changes-guard';
import { useWorldOptions } from '../api/get-world-options';
import { PrivacyChoice } from './privacy-choice';
import { StoryLabelFields } from './story-label-fields';

type FormInput = z.input<typeof storyInputSchema>;
type FormOutput = z.output<typeof storyInputSchema>;

type Props = {
  /** The starting values: empty for a new story, the story's own when editing. */
  defaultValues: FormInput;
  /** The submit button's label, e.g. "Create Story". */
  submitLabel: string;
  /** Saves; a rejection keeps every field as typed and shows the server's message. */
  onSave: (values: StoryInput) => Promise<StoryDetail>;
  /** Runs after a successful save (the leave guard is already off), e.g. to navigate. */
  onSaved: (story: StoryDetail) => void;
  /** Leaves the form; asks first when something was changed. */
  onCancel: () => void;
  /**
   * The story's world when editing: listed from the first render, so the picker shows it before
   * (and even without) the list of the caller's worlds.
   */
  currentWorld?: { id: string; name: string } | null;
};

const DESCRIPTION_LIMIT = 5000;
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The first message of a field or of any item of a list field (tags: "tags.3"). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const item of Object.values(error)) {
    const inner = messageOf(item);
    if (inner) return inner;
  }
  return undefined;
}

/** A server validation issue names its field by path ("title"); anything else becomes the banner. */
function fieldOf(path: unknown): Path<FormInput> | null {
  const name =
    typeof path === 'string' ? path.split('.').find((part) => part in storyInputSchema.shape) : undefined;
  return name && name in storyInputSchema.shape ? (name as Path<FormInput>) : null;
}

/**
 * The create and edit story form. It validates with the shared storyInputSchema (the server's
 * own messages), shows field errors the server reports under their fields, keeps what was typed
 * when saving fails, and asks before throwing away changes (Cancel, leaving, closing the tab).
 */
export function StoryForm({ defaultValues, submitLabel, onSave, onSaved, onCancel, currentWorld }: Props) {
  const worlds = useWorldOptions();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(storyInputSchema),
    defaultValues,
  });
  const { register, handleSubmit, control, setError, setValue, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const [description, coverImage, privacyLevel, tags, contentWarnings] = useWatch({
    control,
    name: ['description', 'coverImage', 'privacyLevel', 'tags', 'contentWarnings'],
  });
  const [uploading, setUploading] = useState(false);
  const guard = useUnsavedChangesGuard(isDirty && !formState.isSubmitSuccessful);

  const worldChoices = worlds.data ?? [];
  const keepCurrent = currentWorld && !worldChoices.some((w) => w.id === currentWorld.id);
  const worldOptions = [
    { value: '', label: worlds.isPending && !currentWorld ? 'Loading your worlds...' : 'No world' },
    ...(keepCurrent ? [currentWorld] : []).concat(worldChoices).map((w) => ({ value: w.id, label: w.name })),
  ];

  const submit = handleSubmit(async (values) => {
    try {
      const story = await onSave({ ...values, worldId: values.worldId || null });
      guard.allowLeaving();
      onSaved(story);
    } catch (err) {
      const issues =
        err instanceof ApiError && Array.isArray(err.details)
          ? (err.details as { path?: unknown; message?: string }[])
          : [];
      for (const issue of issues) {
        const field = fieldOf(issue.path);
        if (field && issue.message) setError(field, { message: issue.message });
      }
      setError('root.server', {
        message: err instanceof Error ? err.message : 'Could not save the story. Please try again.',
      });
      throw err;
    }
  });

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate className="space-y-6">
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <TextField label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
      <TextareaField
        label="Description"
        rows={5}
        hint="What the story is about: readers see this on its card."
        length={description?.length ?? 0}
        limit={DESCRIPTION_LIMIT}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label="Genre"
          options={options(STORY_GENRES)}
          error={errors.genre?.message}
          {...register('genre')}
        />
        <SelectField
          label="Status"
          options={options(STORY_STATUSES)}
          error={errors.status?.message}
          {...register('status')}
        />
        <SelectField
          label="World"
          options={worldOptions}
          hint={
            worlds.isError
              ? 'Your worlds could not be loaded; you can place the story later.'
              : 'Optional: the world the story is set in.'
          }
          error={errors.worldId?.message}
          {...register('worldId', { setValueAs: (v: string | null) => v || null })}
        />
        <PrivacyChoice
          value={privacyLevel ?? 'Private'}
          choices={STORY_PRIVACY}
          onChange={(value) => setValue('privacyLevel', value, { shouldDirty: true })}
          error={errors.privacyLevel?.message}
        />
      </div>
      <StoryLabelFields
        tags={tags ?? []}
        onTagsChange={(value) => setValue('tags', value, { shouldDirty: true, shouldValidate: true })}
        rating={register('contentRating')}
        language={register('language')}
        warnings={contentWarnings ?? []}
        onWarningsChange={(value) =>
          setValue('contentWarnings', value as FormOutput['contentWarnings'], { shouldDirty: true })
        }
        errors={{
          tags: messageOf(errors.tags),
          contentRating: errors.contentRating?.message,
          language: errors.language?.message,
          contentWarnings: messageOf(errors.contentWarnings),
        }}
      />
      <ImageUploadField
        bucket="story-images"
        label="Cover image"
        value={coverImage ?? null}
        onChange={(url) => setValue('coverImage', url, { shouldDirty: true, shouldValidate: true })}
        onBusyChange={setUploading}
      />
      {errors.coverImage?.message ? (
        <p className="-mt-4 text-sm text-danger">{errors.coverImage.message}</p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting} disabled={isSubmitting || uploading}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
      </div>
      {guard.dialog}
    </form>
  );
}
