import { Download } from 'lucide-react';
import type { StoryExport } from '@common/schemas/story-export';
import { EXPORT_FORMAT_LABELS } from '@common/schemas/story-export';
import { Alert } from '@client/components/ui/alert';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { buttonClassName } from '@client/components/ui/button-styles';
import { exportFileUrl, useExportJob } from '../../api/story-exports';

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/** One export job: its progress while it is built, then the download link and what was left out. */
export function ExportProgress({ job: requested }: { job: StoryExport }) {
  const query = useExportJob(requested);
  const job = query.data ?? requested;
  const label = EXPORT_FORMAT_LABELS[job.format];
  if (job.status === 'failed')
    return <Alert tone="error">{job.error ?? 'This export could not be built. Please try again.'}</Alert>;
  if (job.status !== 'done')
    return (
      <div aria-live="polite" className="space-y-2">
        <p className="text-sm text-ink">
          {job.status === 'queued' ? `${label}: waiting to start…` : `${label}: building… ${job.progress}%`}
        </p>
        <ProgressBar percent={job.progress} label={`Building the ${label} file`} />
      </div>
    );
  return (
    <div className="space-y-3" aria-live="polite">
      <a
        href={exportFileUrl(job)}
        download={job.fileName}
        className={buttonClassName('primary')}
        data-testid="export-download"
      >
        <Download aria-hidden="true" className="size-4" />
        Download {job.fileName}
      </a>
      <p className="text-xs text-ink-muted">
        {label}, {sizeText(job.size)}. Kept for a day; exporting again before you change the story gives this
        same file.
      </p>
      {job.dropped.length > 0 ? (
        <Alert tone="info">
          <p className="font-semibold">Left out of the book:</p>
          <ul className="mt-1 list-disc pl-5 text-xs break-all">
            {job.dropped.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
