import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Plus, X } from 'lucide-react';
import { ALIAS_VISIBILITY, type AliasVisibility } from '@common/constants';
import { ALIAS_MESSAGES, createAliasSchema } from '@common/schemas/aliases';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { SelectField } from '@client/components/ui/select-field';
import { TextField } from '@client/components/ui/text-field';
import { ApiError } from '@client/lib/api';
import { useCreateAlias } from '../api/aliases-mutations';
import { VISIBILITY_LABELS } from './alias-visibility';

const visibilityOptions = ALIAS_VISIBILITY.map((v) => ({ value: v, label: VISIBILITY_LABELS[v].label }));

/**
 * "Add alias" button and its dialog: alias text, visibility (public by default) and "make primary".
 * The alias is checked with the shared schema before sending; the server's refusals ('This alias
 * is already taken', SPEC section 8) show under the field, other failures in the dialog
 * ('Failed to create alias' when the server gave no message). Closes on success.
 */
export function AddAliasDialog({ makePrimaryByDefault = false }: { makePrimaryByDefault?: boolean }) {
  // makePrimaryByDefault: tick "make primary" when the dialog opens (true while the user has no alias).
  const [open, setOpen] = useState(false);
  const [alias, setAlias] = useState('');
  const [visibility, setVisibility] = useState<AliasVisibility>('public');
  const [isPrimary, setIsPrimary] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateAlias();

  const reset = () => {
    setAlias('');
    setVisibility('public');
    setFieldError(null);
    setFormError(null);
    create.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog renders in a portal, but React still bubbles its submit to an enclosing form.
    event.stopPropagation();
    const parsed = createAliasSchema.safeParse({ alias, visibility, isPrimary });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? ALIAS_MESSAGES.createFailed);
      return;
    }
    setFieldError(null);
    setFormError(null);
    try {
      await create.mutateAsync(parsed.data);
      setOpen(false);
      reset();
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : ALIAS_MESSAGES.createFailed;
      if (err instanceof ApiError && (err.status === 409 || err.status === 400)) setFieldError(message);
      else setFormError(message);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        setOpen(next);
        // The default is decided when the dialog opens: the first alias is offered as primary.
        if (next) setIsPrimary(makePrimaryByDefault);
        else reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          <Plus aria-hidden="true" className="size-4" />
          Add alias
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-hero-deep/60 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-bold text-ink">Add an alias</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" className="-mt-1 -mr-2" aria-label="Close" disabled={create.isPending}>
                <X aria-hidden="true" className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">
            Another name you write under. Aliases are saved in lowercase and must be unique.
          </Dialog.Description>
          <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 space-y-4">
            <TextField
              label="Alias"
              autoComplete="off"
              autoFocus
              value={alias}
              error={fieldError ?? undefined}
              hint="3 to 30 characters."
              onChange={(e) => {
                setAlias(e.target.value);
                setFieldError(null);
                setFormError(null);
              }}
            />
            <SelectField
              label="Visibility"
              options={visibilityOptions}
              value={visibility}
              hint={VISIBILITY_LABELS[visibility].who}
              onChange={(e) => setVisibility(e.target.value as AliasVisibility)}
            />
            <Checkbox label="Make this my primary alias" checked={isPrimary} onChange={(e) => setIsPrimary(e.target.checked)} />
            {formError ? <Alert tone="error">{formError}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={create.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" busy={create.isPending} disabled={create.isPending}>
                {create.isPending ? 'Adding...' : 'Add alias'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
