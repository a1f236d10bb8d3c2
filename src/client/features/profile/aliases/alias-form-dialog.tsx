import { useState, type FormEvent, type ReactElement } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import type { z } from 'zod';
import { ALIAS_VISIBILITY } from '@common/constants';
import { ALIAS_MESSAGES, createAliasSchema, type Alias } from '@common/schemas/aliases';
import { Alert } from '@client/components/ui/alert';
import { showFieldIssues } from '@client/components/ui/api-field-issues';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { ApiError } from '@client/lib/api';
import { useCreateAlias, useUpdateAlias } from '../api/aliases-mutations';
import { VISIBILITY_LABELS } from './alias-visibility';

type AliasFormValues = z.input<typeof createAliasSchema>;
type AliasFormOutput = z.output<typeof createAliasSchema>;

const visibilityOptions = ALIAS_VISIBILITY.map((v) => ({ value: v, label: VISIBILITY_LABELS[v].label }));
const resolver = zodResolver(createAliasSchema);

type Props = {
  /** The button that opens the dialog (rendered as the dialog's trigger). */
  trigger: ReactElement;
  /** The alias being edited; absent when adding one. */
  alias?: Alias;
  /** Adding only: tick "make primary" when the dialog opens (true while the user has no alias). */
  makePrimaryByDefault?: boolean;
};

/**
 * The add and edit alias dialog: alias text and visibility (public by default), plus "make
 * primary" when adding (an existing alias becomes primary through its row's Set Primary). Both
 * check the form with the shared createAliasSchema before sending; editing sends the alias and
 * visibility as a PATCH. The server's refusals show under their field ('This alias is already
 * taken', SPEC section 8, under Alias), anything else in the dialog. The values are filled in each
 * time it opens, kept while it shows an error, and it closes once the list has been refetched.
 */
export function AliasFormDialog({ trigger, alias, makePrimaryByDefault = false }: Props) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateAlias();
  const update = useUpdateAlias();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AliasFormValues, unknown, AliasFormOutput>({ resolver });
  const visibility = useWatch({ control, name: 'visibility' }) ?? 'public';
  const editing = alias !== undefined;
  // Only when the failure carries no message of its own.
  const failedMessage = editing ? 'Failed to update alias' : ALIAS_MESSAGES.createFailed;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (alias)
        await update.mutateAsync({
          id: alias.id,
          patch: { alias: values.alias, visibility: values.visibility },
        });
      else await create.mutateAsync(values);
      setOpen(false);
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : failedMessage;
      // 409 is the one conflict aliases have: the text is someone's already.
      if (err instanceof ApiError && err.status === 409) setError('alias', { type: 'server', message });
      else if (!showFieldIssues(err, values, setError)) setFormError(message);
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog renders in a portal, but React still bubbles its submit to an enclosing form
    // (the edit profile form holds this section).
    event.stopPropagation();
    void onSubmit(event);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        setOpen(next);
        if (!next) return;
        // Filled in on every opening, from the alias as the list shows it now.
        setFormError(null);
        create.reset();
        update.reset();
        reset(
          alias
            ? { alias: alias.alias, visibility: alias.visibility, isPrimary: alias.isPrimary }
            : { alias: '', visibility: 'public', isPrimary: makePrimaryByDefault },
        );
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-hero-deep/60 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-bold text-ink">
              {editing ? 'Edit alias' : 'Add an alias'}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="sm"
                className="-mt-1 -mr-2"
                aria-label="Close"
                disabled={isSubmitting}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">
            {editing
              ? 'Rename it or change who can see it. Aliases are saved in lowercase and must be unique.'
              : 'Another name you write under. Aliases are saved in lowercase and must be unique.'}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <TextField
              label="Alias"
              autoComplete="off"
              autoFocus
              error={errors.alias?.message}
              hint="3 to 30 characters."
              {...register('alias', { onChange: () => setFormError(null) })}
            />
            <SelectField
              label="Visibility"
              options={visibilityOptions}
              hint={VISIBILITY_LABELS[visibility].who}
              error={errors.visibility?.message}
              {...register('visibility')}
            />
            {editing ? null : <Checkbox label="Make this my primary alias" {...register('isPrimary')} />}
            {formError ? <Alert tone="error">{formError}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={isSubmitting}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
                {editing
                  ? isSubmitting
                    ? 'Saving...'
                    : 'Save changes'
                  : isSubmitting
                    ? 'Adding...'
                    : 'Add alias'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
