import { Download } from 'lucide-react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import { useDownloadExport } from '../api/download-export';

/** 'Download my data': one zip of everything the user created or owns. */
export function DownloadDataPanel({ username }: { username: string }) {
  const download = useDownloadExport();
  return (
    <Panel title="Download my data" icon={Download}>
      <p className="text-sm text-ink-muted">
        One zip archive with everything you have created or own on Inkforge: your profile, aliases, stories
        with every chapter (also as Markdown files), characters, worlds, templates, groups and events,
        reviews, comments, ratings, bookmarks, follows, reading progress and activity, notification settings,
        and the images you uploaded.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          onClick={() => download.mutate(username)}
          busy={download.isPending}
          disabled={download.isPending}
        >
          {download.isPending ? null : <Download aria-hidden="true" className="size-4" />}
          {download.isPending ? 'Preparing…' : 'Download my data'}
        </Button>
        <p aria-live="polite" className="text-sm text-ink-muted">
          {download.isPending ? 'Preparing your archive. Large accounts can take a minute.' : ''}
        </p>
      </div>
      {download.isSuccess ? (
        <Alert tone="success" className="mt-4">
          Your download has started: {download.data}
        </Alert>
      ) : null}
      {download.isError ? (
        <Alert tone="error" className="mt-4">
          {download.error.message}
        </Alert>
      ) : null}
    </Panel>
  );
}
