import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, FilePlus2, Scissors } from 'lucide-react';
import { countLabel } from '@common/plural';
import { ApiError } from '@client/lib/api';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { PageLoading } from '@client/components/ui/spinner';
import { useCuration, useCurationChanges } from '../api/curation';
import { usePlaySession } from '../api/get-play-session';
import { CurationRow } from '../components/curation-row';
import { CurationToolbar } from '../components/curation-toolbar';
import { DraftDialog } from '../components/draft-dialog';

/**
 * The curation view (/stories/:storyId/play/:sessionId/curate, game master): choose what of the
 * log the draft takes. Nothing here changes the log itself.
 */
export default function PlayCurationPage() {
  const { storyId = '', sessionId = '' } = useParams();
  const session = usePlaySession(sessionId);
  const curation = useCuration(sessionId);
  const changes = useCurationChanges(sessionId);
  const [drafting, setDrafting] = useState(false);
  const back = (
    <LinkButton to={`/stories/${storyId}/play/${sessionId}`} variant="ghost" size="sm" className="-ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to the table
    </LinkButton>
  );

  if (curation.isPending || session.isPending) return <PageLoading />;
  if (curation.isError || session.isError) {
    const error = curation.error ?? session.error!;
    const refused = error instanceof ApiError && (error.status === 403 || error.status === 404);
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <PageHeader title="Curate the log" eyebrow={back} />
        {refused ? (
          <Alert tone="error">Only the game master curates this log.</Alert>
        ) : (
          <LoadError
            message={error.message}
            onRetry={() => void curation.refetch()}
            retrying={curation.isFetching}
          />
        )}
      </div>
    );
  }

  const { settings, items, truncated, credit, drafts } = curation.data;
  const kept = items.filter((i) => i.leftOutBecause === null).length;
  const failed = changes.settings.error ?? changes.mark.error;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <PageHeader
        title={`Curate: ${session.data.title}`}
        icon={Scissors}
        eyebrow={back}
        description="Choose what of the log goes into a draft. The log itself never changes."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <CurationToolbar
            settings={settings}
            busy={changes.settings.isPending}
            onChange={(update) => changes.settings.mutate(update)}
          />
          {failed ? <Alert tone="error">{failed.message}</Alert> : null}
          {truncated ? (
            <Alert tone="info">This log is long: the curation view shows its first 5,000 entries.</Alert>
          ) : null}
          {items.length === 0 ? (
            <p className="rounded-2xl border border-line bg-surface p-6 text-center text-ink-muted">
              Nothing has been played at this table yet.
            </p>
          ) : (
            <ol aria-label="Curated log" className="rounded-2xl border border-line bg-canvas">
              {items.map((item) => (
                <CurationRow
                  key={item.entry.id}
                  item={item}
                  busy={changes.mark.isPending && changes.mark.variables?.entryId === item.entry.id}
                  onMark={(mark) => changes.mark.mutate({ entryId: item.entry.id, ...mark })}
                  onRange={(edge) =>
                    changes.settings.mutate(
                      edge === 'from'
                        ? {
                            fromSeq: item.entry.seq,
                            toSeq:
                              settings.toSeq !== null && settings.toSeq < item.entry.seq
                                ? null
                                : settings.toSeq,
                          }
                        : {
                            toSeq: item.entry.seq,
                            fromSeq:
                              settings.fromSeq !== null && settings.fromSeq > item.entry.seq
                                ? null
                                : settings.fromSeq,
                          },
                    )
                  }
                />
              ))}
            </ol>
          )}
        </div>
        <div className="space-y-6 self-start">
          <Panel title="The draft takes">
            <p className="text-sm text-ink" data-testid="curation-summary">
              {countLabel(kept, 'entry', 'entries')} of {countLabel(items.length, 'entry', 'entries')}
            </p>
            <p className="mt-2 text-sm text-ink-muted">
              Narration becomes paragraphs, in-character posts dialogue said by the character, scenes section
              breaks.
            </p>
            <Button className="mt-4 w-full" disabled={kept === 0} onClick={() => setDrafting(true)}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              Draft a chapter
            </Button>
          </Panel>
          {drafts.length > 0 ? (
            <Panel title="Drafted from this session">
              <ul className="space-y-1 text-sm">
                {drafts.map((d) => (
                  <li key={d.chapterId}>
                    <Link
                      className="text-accent underline-offset-2 hover:underline"
                      to={`/stories/${storyId}/session?chapter=${d.chapterId}`}
                    >
                      {d.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
          <DraftDialog
            open={drafting}
            onOpenChange={setDrafting}
            storyId={storyId}
            sessionId={sessionId}
            sessionTitle={session.data.title}
            rolls={settings.rolls}
            credit={credit}
          />
        </div>
      </div>
    </div>
  );
}
