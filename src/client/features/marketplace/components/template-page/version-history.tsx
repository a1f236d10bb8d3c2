import { History } from 'lucide-react';
import type { TemplateVersionSummary } from '@common/schemas/marketplace';
import { Panel } from '@client/components/ui/panel';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** The version history, newest first, with each version's changelog. */
export function VersionHistory({
  versions,
  current,
}: {
  versions: TemplateVersionSummary[];
  current: number;
}) {
  return (
    <Panel title="Version history" icon={History}>
      {versions.length === 0 ? <p className="text-sm text-ink-muted">No versions published yet.</p> : null}
      <ol className="space-y-4" aria-label="Versions">
        {versions.map((v) => (
          <li key={v.version} className="relative border-l-2 border-line pl-4">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-ink">Version {v.version}</span>
              {v.version === current ? (
                <span className="rounded-full bg-accent/10 px-2 py-0.5 text-xs font-semibold text-accent">
                  Current
                </span>
              ) : null}
              <time dateTime={v.createdAt} className="text-ink-muted">
                {dateFormat.format(new Date(v.createdAt))}
              </time>
            </p>
            <p className="mt-1 text-sm whitespace-pre-line text-ink">{v.changelog || 'First release'}</p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
