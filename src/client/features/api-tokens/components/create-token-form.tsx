import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { API_TOKEN_EXPIRY_DAYS, type ApiTokenScope } from '@common/constants';
import { createApiTokenSchema, type CreatedApiToken } from '@common/schemas/api-tokens';
import { showFieldIssues } from '@client/components/ui/api-field-issues';
import { Button } from '@client/components/ui/button';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { useCreateApiToken } from '../api/api-tokens';
import { countLabel } from '@common/plural';

type Values = { name: string; scope: ApiTokenScope; expiresInDays: number };
const resolver = zodResolver(createApiTokenSchema) as unknown as Resolver<Values, unknown, Values>;

const scopeOptions = [
  { value: 'read', label: 'Read only: GET requests' },
  { value: 'read-write', label: 'Read and write' },
];
const expiryOptions = API_TOKEN_EXPIRY_DAYS.map((d) => ({
  value: String(d),
  label: d === 365 ? '1 year' : countLabel(d, 'day'),
}));

type Props = {
  /** Receives the new token with its secret. */
  onCreated: (token: CreatedApiToken) => void;
  /** Puts the focus in Name when the form shows (it comes back in place of the secret after Done). */
  focusName?: boolean;
};

/** Name, scope and expiry of a new token. */
export function CreateTokenForm({ onCreated, focusName = false }: Props) {
  const create = useCreateApiToken();
  const [saveError, setSaveError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: '', scope: 'read', expiresInDays: 30 },
  });

  useEffect(() => {
    if (focusName) setFocus('name');
  }, [focusName, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      onCreated(await create.mutateAsync(values));
      reset();
    } catch (err) {
      if (!showFieldIssues(err, values, setError)) setSaveError(err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Name"
        hint="What uses it, e.g. 'backup script'"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Access"
          options={scopeOptions}
          error={errors.scope?.message}
          {...register('scope')}
        />
        <SelectField
          label="Expires after"
          options={expiryOptions}
          error={errors.expiresInDays?.message}
          {...register('expiresInDays', { valueAsNumber: true })}
        />
      </div>
      <SaveErrorAlert error={saveError} fallback="The token could not be created. Please try again." />
      <Button type="submit" busy={isSubmitting} disabled={isSubmitting} className="self-start">
        Create token
      </Button>
    </form>
  );
}
