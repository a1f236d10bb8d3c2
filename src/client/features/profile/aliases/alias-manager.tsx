import { AtSign, Plus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { useMyAliases } from '../api/aliases-list';
import { AliasFormDialog } from './alias-form-dialog';
import { AliasRow } from './alias-row';

type Props = {
  /** Heading level of the section title; the Settings tab and the edit page sit at different depths. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The signed-in user's aliases (SPEC sections 2 and 4): the list with visibility and a Primary
 * badge, an Add alias dialog, Set Primary, Edit and Delete. Every change refetches the list. Used
 * by the edit profile page and the profile Settings tab; it needs no props.
 */
export function AliasManager({ headingLevel = 'h2' }: Props) {
  const aliases = useMyAliases();
  const Heading = headingLevel;
  const list = aliases.data ?? [];

  return (
    <section aria-labelledby="alias-manager-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id="alias-manager-title" className="font-display text-lg font-semibold text-ink">
            Aliases
          </Heading>
          <p className="mt-1 text-sm text-ink-muted">
            Other names you write under. Your primary alias is shown first.
          </p>
        </div>
        <AliasFormDialog
          makePrimaryByDefault={aliases.isSuccess && list.length === 0}
          trigger={
            <Button variant="secondary" size="sm">
              <Plus aria-hidden="true" className="size-4" />
              Add alias
            </Button>
          }
        />
      </div>
      {aliases.isPending ? (
        <Spinner label="Loading aliases..." />
      ) : aliases.isError ? (
        <LoadError
          message={`Failed to load aliases: ${aliases.error.message}`}
          onRetry={() => void aliases.refetch()}
          retrying={aliases.isFetching}
        />
      ) : list.length === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed border-line px-4 py-5 text-sm text-ink-muted">
          <AtSign aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <p>No aliases yet. Add one to write under another name.</p>
        </div>
      ) : (
        <ul aria-label="Your aliases" className="divide-y divide-line">
          {list.map((alias) => (
            <AliasRow key={alias.id} alias={alias} />
          ))}
        </ul>
      )}
    </section>
  );
}
