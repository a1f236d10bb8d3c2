import { useState, type ChangeEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeft, FileUp } from 'lucide-react';
import { PLAY_ENTRY_KINDS, PLAY_ENTRY_LABELS } from '@common/play';
import { countLabel } from '@common/plural';
import {
  PLAY_IMPORT_FORMAT_LABELS,
  PLAY_IMPORT_FORMATS,
  PLAY_IMPORT_MAX_CHARS,
  type PlayImportPreview,
} from '@common/schemas/play-imports';
import { ApiError } from '@client/lib/api';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { PageLoading } from '@client/components/ui/spinner';
import { usePlaySession } from '../api/get-play-session';
import { useImportLog, usePreviewImport } from '../api/import-log';
import { ImportSpeakers, type SpeakerChoice } from '../components/import-speakers';

type Chosen = { fileName: string; content: string };
const TOO_LARGE = 'That file is too large: a log may be at most 2 MB';

/**
 * /stories/:storyId/play/:sessionId/import (game master): bring in a log played elsewhere.
 * Choose a file, see what it becomes (format, kinds, the first lines) and who its speakers are,
 * correct their roles, then import. Nothing is written before 'Import'.
 */
export default function ImportLogPage() {
  const { storyId = '', sessionId = '' } = useParams();
  const navigate = useNavigate();
  const session = usePlaySession(sessionId);
  const preview = usePreviewImport(sessionId);
  const importLog = useImportLog(sessionId);
  const [file, setFile] = useState<Chosen | null>(null);
  const [speakers, setSpeakers] = useState<SpeakerChoice[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const tableUrl = `/stories/${storyId}/play/${sessionId}`;

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    setFileError(null);
    preview.reset();
    importLog.reset();
    if (!picked) return;
    if (picked.size > PLAY_IMPORT_MAX_CHARS * 2) return setFileError(TOO_LARGE);
    const content = await picked.text();
    if (content.length > PLAY_IMPORT_MAX_CHARS) return setFileError(TOO_LARGE);
    const chosen = { fileName: picked.name, content };
    setFile(chosen);
    preview.mutate(chosen, { onSuccess: (p: PlayImportPreview) => setSpeakers(p.speakers) });
  };

  const back = (
    <LinkButton to={tableUrl} variant="ghost" size="sm" className="-ml-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to the table
    </LinkButton>
  );
  if (session.isPending) return <PageLoading />;
  if (session.isError || !session.data.abilities.manage) {
    const hidden = !session.isError || (session.error instanceof ApiError && session.error.status === 404);
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <PageHeader title="Import a log" eyebrow={back} />
        {hidden ? (
          <Alert tone="error">Only this table's game master can import a log.</Alert>
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

  const result = preview.data;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Import a log"
        icon={FileUp}
        eyebrow={back}
        description={`Add a game played elsewhere to "${session.data.title}". Its lines join the end of this table's log.`}
      />
      <Panel title="1. Choose the file">
        <ul className="mb-3 list-disc space-y-0.5 pl-5 text-sm text-ink-muted">
          {PLAY_IMPORT_FORMATS.map((f) => (
            <li key={f}>{PLAY_IMPORT_FORMAT_LABELS[f]}</li>
          ))}
        </ul>
        <label className="block text-sm font-medium text-ink" htmlFor="log-file">
          Log file (at most 2 MB)
        </label>
        <input
          id="log-file"
          type="file"
          accept=".txt,.log,.html,.htm,.json,.md,text/plain,text/html,application/json"
          className="mt-1 block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-1.5"
          onChange={(e) => void choose(e)}
        />
        {fileError || preview.isError ? (
          <Alert tone="error" className="mt-3">
            {fileError ?? preview.error!.message}
          </Alert>
        ) : null}
        {preview.isPending ? (
          <p className="mt-3 text-sm text-ink-muted" role="status">
            Reading the log…
          </p>
        ) : null}
      </Panel>

      {result && file ? (
        <>
          <Panel title="2. Check what it becomes">
            <p className="text-sm text-ink">
              <span className="font-semibold">{result.formatLabel}</span>:{' '}
              {countLabel(result.lineCount, 'line')}
            </p>
            <ul aria-label="Lines by kind" className="mt-2 flex flex-wrap gap-2">
              {PLAY_ENTRY_KINDS.filter((k) => result.counts[k] > 0).map((k) => (
                <li key={k}>
                  <Badge>
                    {PLAY_ENTRY_LABELS[k]}: {result.counts[k]}
                  </Badge>
                </li>
              ))}
            </ul>
            <h3 className="mt-4 text-sm font-semibold text-ink">First lines</h3>
            <ol className="mt-1 space-y-1 text-sm">
              {result.sample.map((line, i) => (
                <li key={i} className="flex flex-col items-start gap-1 sm:flex-row sm:gap-2">
                  <Badge tone="accent" className="shrink-0">
                    {PLAY_ENTRY_LABELS[line.kind]}
                  </Badge>
                  <span className="min-w-0 break-words text-ink">
                    {line.speaker ? <span className="font-semibold">{line.speaker}: </span> : null}
                    {line.text}
                  </span>
                </li>
              ))}
            </ol>
          </Panel>
          <Panel title="3. Who is who">
            <p className="text-sm text-ink-muted">
              Narrators' lines become narration, characters' lines are in character, and people speak out of
              character. Marked rolls, whispers and scene breaks keep their kind.
            </p>
            <ImportSpeakers session={session.data} speakers={speakers} onChange={setSpeakers} />
          </Panel>
          {importLog.isError ? <Alert tone="error">{importLog.error.message}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button
              busy={importLog.isPending}
              onClick={() =>
                importLog.mutate(
                  { ...file, speakers: speakers.map(({ name, role, userId }) => ({ name, role, userId })) },
                  { onSuccess: () => void navigate(tableUrl) },
                )
              }
            >
              Import {countLabel(result.lineCount, 'line')}
            </Button>
            <LinkButton to={tableUrl} variant="ghost">
              Cancel
            </LinkButton>
          </div>
        </>
      ) : null}
    </div>
  );
}
