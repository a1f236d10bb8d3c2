import { useEffect } from 'react';
import { ScanSearch } from 'lucide-react';
import type { PlaySessionStatus } from '@common/play';
import { countLabel } from '@common/plural';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Panel } from '@client/components/ui/panel';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { Spinner } from '@client/components/ui/spinner';
import { useProposalChanges, useProposals } from '../api/proposals';
import { ProposalCard } from './proposal-card';

/**
 * 'Names from the log': people, places, factions and items the name finder proposed from this
 * session's log (after it ended, after an import, or on 'Find names'), with the job's progress
 * while it reads. Every participant sees them; the game master and the story's owner decide.
 */
export function NamesPanel({ sessionId, status }: { sessionId: string; status: PlaySessionStatus }) {
  const list = useProposals(sessionId);
  // Ending the session (here or on another screen, through the live socket) starts the job.
  const { refetch } = list;
  useEffect(() => {
    if (status === 'Ended') void refetch();
  }, [status, refetch]);
  const changes = useProposalChanges(sessionId);
  const working = list.data?.run.state === 'Queued' || list.data?.run.state === 'Running';
  const failed = changes.find.error ?? changes.accept.error ?? changes.link.error ?? changes.dismiss.error;
  const pendingId =
    (changes.accept.isPending && changes.accept.variables?.proposalId) ||
    (changes.link.isPending && changes.link.variables) ||
    (changes.dismiss.isPending && changes.dismiss.variables) ||
    null;

  const find = list.data?.canManage ? (
    <Button
      size="sm"
      variant="secondary"
      busy={changes.find.isPending}
      disabled={working}
      onClick={() => changes.find.mutate()}
    >
      <ScanSearch aria-hidden="true" className="size-4" />
      Find names
    </Button>
  ) : null;

  return (
    <Panel title="Names from the log" action={find}>
      {list.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
          <Spinner /> Loading names…
        </p>
      ) : list.isError ? (
        <LoadError
          message={`Failed to load names: ${list.error.message}`}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <div className="space-y-3">
          {working ? (
            <div role="status" className="space-y-1">
              <p className="text-sm text-ink-muted">
                {list.data.run.state === 'Queued' ? 'Waiting to read the log…' : 'Reading the log…'}{' '}
                {list.data.run.progress}%
              </p>
              <ProgressBar percent={list.data.run.progress} label="Finding names in the log" />
            </div>
          ) : null}
          {list.data.run.state === 'Failed' ? (
            <Alert tone="error">Reading the log failed. Try Find names again.</Alert>
          ) : null}
          {failed ? <Alert tone="error">{failed.message}</Alert> : null}
          {!list.data.hasWorld && list.data.canManage ? (
            <p className="text-xs text-ink-muted">
              This story is set in no world: places, factions and items can be added once it is.
            </p>
          ) : null}
          {list.data.items.length === 0 ? (
            <p className="text-sm text-ink-muted">
              {working
                ? 'Names will appear here in a moment.'
                : 'No names yet. They are proposed when the session ends or a log is imported.'}
            </p>
          ) : (
            <>
              <p className="text-xs text-ink-muted">{countLabel(list.data.items.length, 'name')} found</p>
              <ul aria-label="Proposed names" className="divide-y divide-line">
                {list.data.items.map((p) => (
                  <ProposalCard
                    key={p.id}
                    proposal={p}
                    canManage={list.data.canManage}
                    busy={pendingId === p.id}
                    onAccept={(kind) => changes.accept.mutate({ proposalId: p.id, kind })}
                    onLink={() => changes.link.mutate(p.id)}
                    onDismiss={() => changes.dismiss.mutate(p.id)}
                  />
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Panel>
  );
}
