import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { COLLABORATOR_ROLES } from '@common/constants';
import { addCollaboratorSchema, type UserSummary } from '@common/schemas/collaborator';
import { Link } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { ApiError } from '@client/lib/api';
import { Button } from '@client/components/ui/button';
import { SelectField } from '@client/components/ui/select-field';
import { useAddCollaborator } from '../api/add-collaborator';
import { OWNED_STORIES_LIMIT, useOwnedStories } from '../api/get-owned-stories';
import { RoleRights } from './role-rights';
import { UserSearchField } from './user-search-field';

/** The shared add-collaborator body plus the story it goes to. */
const formSchema = addCollaboratorSchema.extend({ storyId: z.string().min(1, 'Choose one of your stories') });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

type Props = {
  /** The story chosen in the picker; the page owns it so a story card's "Add" can choose it. */
  storyId: string;
  onStoryChange: (storyId: string) => void;
};

const roleOptions = COLLABORATOR_ROLES.map((r) => ({ value: r, label: r }));

/**
 * Adds someone to one of the caller's stories: pick the story, find the person by username or
 * e-mail, pick a role (what the chosen role may do is shown under it, in plain words). Validated with the shared addCollaboratorSchema; the server's refusals
 * (already a collaborator, the owner) show as they are.
 */
export function AddCollaboratorPanel({ storyId, onStoryChange }: Props) {
  const owned = useOwnedStories();
  const add = useAddCollaborator();
  const [picked, setPicked] = useState<UserSummary | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { control, register, handleSubmit, setValue, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { storyId, userId: '', role: 'Collaborator' },
  });
  useEffect(() => setValue('storyId', storyId), [setValue, storyId]);
  const role = useWatch({ control, name: 'role' }) ?? 'Collaborator';
  const stories = owned.data?.stories ?? [];
  const storyOptions = [
    { value: '', label: owned.isPending ? 'Loading your stories...' : 'Choose a story' },
    ...stories.map((s) => ({ value: s.id, label: s.title })),
  ];

  const submit = handleSubmit((values) => {
    setDone(null);
    add.mutate(
      { storyId: values.storyId, userId: values.userId, role: values.role },
      {
        onSuccess: () => {
          const title = stories.find((s) => s.id === values.storyId)?.title ?? 'the story';
          setDone(`${picked?.username ?? 'They'} now helps write "${title}" as ${values.role}.`);
          setPicked(null);
          setValue('userId', '');
        },
      },
    );
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      {done ? <Alert tone="success">{done}</Alert> : null}
      {add.error ? (
        <Alert tone="error">
          <p>{add.error.message}</p>
          {add.error instanceof ApiError && add.error.code === 'UPGRADE_REQUIRED' ? (
            <Link
              to="/subscription"
              className="mt-1.5 inline-block font-semibold underline underline-offset-2 hover:no-underline"
            >
              See plans and upgrade
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {owned.isError ? (
        <Alert tone="error">{`Failed to load your stories: ${owned.error.message}`}</Alert>
      ) : null}
      <SelectField
        label="Story"
        options={storyOptions}
        error={formState.errors.storyId?.message}
        hint={owned.data?.more ? `Your ${OWNED_STORIES_LIMIT} most recently updated stories.` : undefined}
        {...register('storyId', {
          onChange: (e: { target: { value: string } }) => {
            onStoryChange(e.target.value);
            add.reset();
            setDone(null);
          },
        })}
      />
      {owned.isSuccess && stories.length === 0 ? (
        <p className="text-sm text-ink-muted">
          You have no stories of your own yet: create one first, then invite people to it.
        </p>
      ) : null}
      <Controller
        control={control}
        name="userId"
        render={({ field, fieldState }) => (
          <UserSearchField
            selected={picked}
            error={fieldState.error?.message}
            inputRef={field.ref}
            onSelect={(user) => {
              setPicked(user);
              setValue('userId', user?.id ?? '', { shouldValidate: Boolean(user) });
              add.reset();
              setDone(null);
            }}
          />
        )}
      />
      <SelectField
        label="Role"
        options={roleOptions}
        error={formState.errors.role?.message}
        {...register('role')}
      />
      <RoleRights role={role} id="collaborator-role-rights" />
      <Button type="submit" block busy={add.isPending} disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add collaborator'}
      </Button>
    </form>
  );
}
