import { useState } from 'react';
import { Pencil, Star, Trash2 } from 'lucide-react';
import type { Alias } from '@common/schemas/aliases';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useDeleteAlias, useSetPrimaryAlias } from '../api/aliases-mutations';
import { AliasFormDialog } from './alias-form-dialog';
import { VISIBILITY_LABELS } from './alias-visibility';

const errorText = (err: unknown, fallback: string) =>
  err instanceof Error && err.message ? err.message : fallback;

/**
 * One alias: its name, visibility and a Primary badge; 'Set Primary' only on non-primary aliases
 * (SPEC section 4), Edit (rename, visibility) in a dialog and Delete after a confirmation. A failed
 * Set Primary or Delete shows under the row; a failed edit stays in its dialog.
 */
export function AliasRow({ alias }: { alias: Alias }) {
  const [confirming, setConfirming] = useState(false);
  const setPrimary = useSetPrimaryAlias();
  const remove = useDeleteAlias();
  const visibility = VISIBILITY_LABELS[alias.visibility];
  const Icon = visibility.icon;
  const error = setPrimary.error
    ? errorText(setPrimary.error, 'Could not make this alias primary. Please try again.')
    : remove.error && !confirming
      ? errorText(remove.error, 'Could not delete this alias. Please try again.')
      : null;

  return (
    <li className="py-3 first:pt-0 last:pb-0" data-testid="alias-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="flex min-w-[11rem] flex-1 flex-wrap items-center gap-2">
          <span className="truncate font-medium text-ink">{alias.alias}</span>
          {alias.isPrimary ? (
            <Badge tone="solid" icon={<Star aria-hidden="true" className="size-3" />}>
              Primary
            </Badge>
          ) : null}
          <Badge icon={<Icon aria-hidden="true" className="size-3" />}>
            <span className="sr-only">Visibility: </span>
            {visibility.label}
          </Badge>
        </div>
        <div className="flex items-center gap-1">
          {alias.isPrimary ? null : (
            <Button
              variant="ghost"
              size="sm"
              busy={setPrimary.isPending}
              disabled={setPrimary.isPending || remove.isPending}
              onClick={() => setPrimary.mutate(alias.id)}
            >
              Set Primary<span className="sr-only"> for {alias.alias}</span>
            </Button>
          )}
          <AliasFormDialog
            alias={alias}
            trigger={
              <Button variant="ghost" size="sm" disabled={setPrimary.isPending || remove.isPending}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit<span className="sr-only"> alias {alias.alias}</span>
              </Button>
            }
          />
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:bg-danger/10"
            disabled={setPrimary.isPending || remove.isPending}
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete<span className="sr-only"> {alias.alias}</span>
          </Button>
        </div>
      </div>
      {error ? (
        <Alert tone="error" className="mt-2">
          {error}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this alias?"
        description={`"${alias.alias}" will no longer point to you, and anyone may take it.`}
        confirmLabel="Delete alias"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(alias.id, { onSuccess: () => setConfirming(false) })}
      >
        {remove.error ? (
          <Alert tone="error">
            {errorText(remove.error, 'Could not delete this alias. Please try again.')}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </li>
  );
}
