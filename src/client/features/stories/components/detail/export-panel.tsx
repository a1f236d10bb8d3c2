import { useState, type FormEvent } from 'react';
import { DELIVERED, EXPORT_FORMATS, planNames, type ExportFormat } from '@common/entitlements';
import { canExport, tiersWithExport } from '@common/export-plans';
import {
  DEFAULT_TRIM_SIZE,
  EXPORT_FORMAT_LABELS,
  TRIM_SIZE_LABELS,
  TRIM_SIZES,
  type StoryExport,
  type TrimSize,
} from '@common/schemas/story-export';
import type { StoryDetail } from '@common/schemas/story';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Panel } from '@client/components/ui/panel';
import { SelectField } from '@client/components/ui/select-field';
import { PlanLock } from '@client/components/plan-lock/plan-lock';
import { useCurrentUser } from '@client/lib/session';
import { countLabel } from '@common/plural';
import { useRequestExport } from '../../api/story-exports';
import { ExportProgress } from './export-progress';

type Props = { story: StoryDetail };

const chapterOptions = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: String(i + 1), label: `Chapter ${i + 1}` }));

/**
 * Export the story as a book (issue 24), for its writers: a format of the caller's plan (those of
 * other plans are shown with the plans that have them and a link to upgrade; the server refuses
 * them too), the whole story or a range of chapters, then the job's progress and the download.
 */
export function ExportPanel({ story }: Props) {
  const { user } = useCurrentUser();
  const request = useRequestExport(story.id);
  const [format, setFormat] = useState<ExportFormat>('text');
  const [whole, setWhole] = useState(true);
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState(String(Math.max(1, story.chapterCount)));
  const [trimSize, setTrimSize] = useState<TrimSize>(DEFAULT_TRIM_SIZE);
  const [job, setJob] = useState<StoryExport | undefined>();
  if (!user) return null;
  const tier = user.subscriptionTier;
  const built = EXPORT_FORMATS.filter((f) => DELIVERED[f]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = whole ? {} : { fromChapter: Number(from), toChapter: Number(to) };
    const page = format === 'pdf' ? { trimSize } : {};
    request.mutate({ format, ...range, ...page }, { onSuccess: setJob });
  };

  return (
    <Panel size="lg" title="Export as a book">
      {story.chapterCount === 0 ? (
        <p className="text-sm text-ink-muted">Add a chapter to export the story.</p>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">Format</legend>
            <ul className="space-y-2">
              {built.map((f) => {
                const allowed = canExport(tier, f);
                const id = `export-format-${f}`;
                return (
                  <li key={f}>
                    <label
                      htmlFor={id}
                      className={`flex items-center gap-2 text-sm ${allowed ? 'text-ink' : 'text-ink-muted'}`}
                    >
                      <input
                        id={id}
                        type="radio"
                        name="export-format"
                        value={f}
                        checked={format === f}
                        disabled={!allowed}
                        onChange={() => setFormat(f)}
                        className="accent-[var(--color-accent)]"
                      />
                      {EXPORT_FORMAT_LABELS[f]}
                    </label>
                    {allowed ? null : (
                      <div className="ml-6">
                        <PlanLock
                          feature={`${EXPORT_FORMAT_LABELS[f]} export`}
                          plans={planNames(tiersWithExport(f))}
                          tier={tier}
                        />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            {EXPORT_FORMATS.some((f) => !DELIVERED[f]) ? (
              <p className="mt-2 text-xs text-ink-muted">
                Coming soon:{' '}
                {EXPORT_FORMATS.filter((f) => !DELIVERED[f])
                  .map((f) => EXPORT_FORMAT_LABELS[f])
                  .join(', ')}
                .
              </p>
            ) : null}
          </fieldset>
          {format === 'pdf' ? (
            <SelectField
              label="Page size"
              value={trimSize}
              onChange={(e) => setTrimSize(e.target.value as TrimSize)}
              options={TRIM_SIZES.map((t) => ({ value: t, label: TRIM_SIZE_LABELS[t] }))}
              hint="A5 and 6 × 9 in are the usual sizes of a printed novel; US Letter prints at home."
            />
          ) : null}
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Chapters</legend>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="export-range"
                checked={whole}
                onChange={() => setWhole(true)}
                className="accent-[var(--color-accent)]"
              />
              The whole story ({countLabel(story.chapterCount, 'chapter')})
            </label>
            <label className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="export-range"
                checked={!whole}
                onChange={() => setWhole(false)}
                className="accent-[var(--color-accent)]"
              />
              A range of chapters
            </label>
            {whole ? null : (
              <div className="grid grid-cols-2 gap-3 pl-6">
                <SelectField
                  label="From"
                  value={from}
                  onChange={(e) => setFrom(e.target.value)}
                  options={chapterOptions(story.chapterCount)}
                />
                <SelectField
                  label="To"
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                  options={chapterOptions(story.chapterCount)}
                />
              </div>
            )}
          </fieldset>
          {request.error ? <Alert tone="error">{request.error.message}</Alert> : null}
          <Button
            type="submit"
            busy={request.isPending}
            disabled={request.isPending || !canExport(tier, format)}
          >
            Export {EXPORT_FORMAT_LABELS[format]}
          </Button>
        </form>
      )}
      {job ? (
        <div className="mt-5 border-t border-line pt-4">
          <ExportProgress key={job.id} job={job} />
        </div>
      ) : null}
    </Panel>
  );
}
