import { useState } from 'react';
import { useParams } from 'react-router';
import { ArrowLeft, Dices, Scissors, Wifi, WifiOff } from 'lucide-react';
import type { PlayEntry } from '@common/schemas/play-sessions';
import { ApiError } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/session';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { PageLoading } from '@client/components/ui/spinner';
import { usePlaySession } from '../api/get-play-session';
import { useEntryChanges } from '../api/entries';
import { Composer } from '../components/composer';
import { LogList } from '../components/log-list';
import { TablePanel } from '../components/table-panel';
import { CreditOffer, ExportLog } from '../components/session-extras';
import { NamesPanel } from '../components/names-panel';
import { useLiveLog } from '../components/use-live-log';

/** The live table (/stories/:storyId/play/:sessionId): the log, live for every participant. */
export default function PlayTablePage() {
  const { storyId = '', sessionId = '' } = useParams();
  const session = usePlaySession(sessionId);
  const me = useCurrentUser();
  const log = useLiveLog(sessionId);
  const changes = useEntryChanges(sessionId);
  const [editing, setEditing] = useState<PlayEntry | null>(null);
  const [draft, setDraft] = useState('');

  const back = (
    <LinkButton to={`/stories/${storyId}/play`} variant="ghost" size="sm" className="-ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Play sessions
    </LinkButton>
  );
  if (session.isPending) return <PageLoading />;
  if (session.isError || log.removed) {
    const gone = log.removed || (session.error instanceof ApiError && session.error.status === 404);
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <PageHeader title="Play session" eyebrow={back} />
        {gone ? (
          <Alert tone="error">This table is not open to you.</Alert>
        ) : (
          <LoadError
            message={session.error!.message}
            onRetry={() => void session.refetch()}
            retrying={session.isFetching}
          />
        )}
      </div>
    );
  }

  const data = session.data;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <PageHeader
        title={data.title}
        icon={Dices}
        eyebrow={back}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span>{data.storyTitle}</span>·<span data-testid="session-status">{data.status}</span>·
            {log.connected ? (
              <span className="inline-flex items-center gap-1 text-success">
                <Wifi aria-hidden="true" className="size-4" />
                Connected
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-ink-muted">
                <WifiOff aria-hidden="true" className="size-4" />
                Reconnecting
              </span>
            )}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <CreditOffer sessionId={sessionId} />
          {log.status === 'loading' ? <PageLoading /> : null}
          {log.status === 'error' ? (
            <LoadError message={log.error} onRetry={() => void log.retry()} retrying={false} />
          ) : null}
          {log.status === 'ready' ? (
            <LogList
              entries={log.entries}
              hasOlder={log.olderCursor !== null}
              onLoadOlder={() => void log.loadOlder()}
              onEdit={(entry) => {
                setEditing(entry);
                setDraft(entry.text ?? '');
              }}
              onDelete={(entry) => changes.remove.mutate(entry.id, { onSuccess: () => log.drop(entry.id) })}
            />
          ) : null}
          {editing ? (
            <form
              className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3 sm:flex-row"
              onSubmit={(e) => {
                e.preventDefault();
                changes.edit.mutate(
                  { entryId: editing.id, text: draft },
                  { onSuccess: (entry) => (log.upsert(entry), setEditing(null)) },
                );
              }}
            >
              <label className="sr-only" htmlFor="edit-entry">
                Edit entry
              </label>
              <input
                id="edit-entry"
                className="flex-1 rounded-lg border border-line bg-canvas px-3 py-2"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
              />
              <Button type="submit" size="sm" busy={changes.edit.isPending}>
                Save
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setEditing(null)}>
                Cancel
              </Button>
            </form>
          ) : null}
          {changes.edit.isError || changes.remove.isError ? (
            <Alert tone="error">{(changes.edit.error ?? changes.remove.error)!.message}</Alert>
          ) : null}
          {data.abilities.post && me.user ? (
            <Composer session={data} meId={me.user.id} onPosted={log.upsert} />
          ) : (
            <p className="rounded-2xl border border-line bg-surface p-4 text-sm text-ink-muted">
              {data.status === 'Live'
                ? 'You are watching this table.'
                : data.status === 'Ended'
                  ? 'This session has ended.'
                  : 'The game master has not started this session yet.'}
            </p>
          )}
        </div>
        <div className="space-y-4 self-start">
          <TablePanel session={data} />
          <ExportLog sessionId={sessionId} />
          <NamesPanel sessionId={sessionId} status={data.status} />
          {data.abilities.manage ? (
            <LinkButton
              to={`/stories/${storyId}/play/${sessionId}/curate`}
              variant="secondary"
              className="w-full"
            >
              <Scissors aria-hidden="true" className="size-4" />
              Curate the log and draft a chapter
            </LinkButton>
          ) : null}
        </div>
      </div>
    </div>
  );
}
