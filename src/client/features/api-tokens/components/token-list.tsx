import { KeyRound } from 'lucide-react';
import type { ApiToken } from '@common/schemas/api-tokens';
import { Badge } from '@client/components/ui/badge';
import { DeleteWithConfirmButton } from '@client/components/ui/delete-with-confirm-button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens';

const date = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The caller's tokens: name, access, hint, created, last used, expiry; each can be revoked. */
export function TokenList() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  if (tokens.isPending) return <Spinner label="Loading your tokens" />;
  if (tokens.isError) {
    return (
      <LoadError
        message={`Failed to load your tokens: ${tokens.error.message}`}
        onRetry={() => void tokens.refetch()}
        retrying={tokens.isFetching}
      />
    );
  }
  if (tokens.data.length === 0) {
    return (
      <EmptyState
        icon={KeyRound}
        title="No API tokens yet"
        description="Create one above to use the API from a script."
      />
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-line">
      {tokens.data.map((t: ApiToken) => (
        <li key={t.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              <span className="break-words">{t.name}</span>
              <Badge>{t.scope === 'read' ? 'Read only' : 'Read and write'}</Badge>
              {t.expired ? <Badge tone="solid">Expired</Badge> : null}
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              <code className="font-mono">{t.hint}</code> · Created {date(t.createdAt)} ·{' '}
              {t.lastUsedAt ? `Last used ${date(t.lastUsedAt)}` : 'Never used'} ·{' '}
              {t.expired ? 'Expired' : 'Expires'} {date(t.expiresAt)}
            </p>
          </div>
          <DeleteWithConfirmButton
            noun="token"
            consequence={`Scripts using '${t.name}' stop working at once. This cannot be undone.`}
            onDelete={() => revoke.mutateAsync(t.id)}
            onDeleted={() => undefined}
          />
        </li>
      ))}
    </ul>
  );
}
