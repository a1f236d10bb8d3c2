import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { scheduleTimeProblem, type Chapter } from '@common/schemas/chapter';
import { api } from '@client/lib/api';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { storeChapterSummary } from '../../api/update-chapter';

type Props = {
  storyId: string;
  chapterId: string;
  /** The chapter's public date when scheduled (ISO), else null. */
  scheduledAt: string | null;
  onChange: (scheduledAt: string | null) => void;
};

/** A `datetime-local` value (the browser's local time) for an ISO time. */
function localValue(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The writing room's schedule control for a draft (issue 25): pick a date and time in the future
 * and the chapter publishes itself then (PUT .../schedule); 'Cancel schedule' keeps it a draft.
 * The time is checked here with the server's own rule before it is sent.
 */
export function ChapterSchedule({ storyId, chapterId, scheduledAt, onChange }: Props) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(scheduledAt ? localValue(scheduledAt) : '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const send = async (publishAt: string | null) => {
    setSaving(true);
    setError(null);
    try {
      const saved = await api<Chapter>(
        `/api/v1/stories/${encodeURIComponent(storyId)}/chapters/${encodeURIComponent(chapterId)}/schedule`,
        { method: 'PUT', body: { publishAt } },
      );
      storeChapterSummary(queryClient, saved);
      onChange(saved.scheduledAt);
      setOpen(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The schedule could not be saved');
    } finally {
      setSaving(false);
    }
  };

  const submit = () => {
    if (!value) return setError('Choose a date and time for publishing');
    const at = new Date(value);
    const problem = scheduleTimeProblem(at, new Date());
    if (problem) return setError(problem);
    void send(at.toISOString());
  };

  if (!open)
    return (
      <div className="flex flex-wrap items-center gap-2">
        {scheduledAt ? (
          <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <CalendarClock aria-hidden="true" className="size-4" />
            Publishes {when(scheduledAt)}
          </span>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          {scheduledAt ? 'Change schedule' : 'Schedule'}
        </Button>
      </div>
    );

  return (
    <form
      className="mt-3 flex w-full flex-col gap-3 rounded-xl border border-line bg-surface-muted p-4 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        className="sm:w-72"
        label="Publish on"
        type="datetime-local"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error ?? undefined}
        hint="Your local time. Followers are notified then."
      />
      <div className="flex flex-wrap gap-2 sm:pb-7">
        <Button size="sm" type="submit" busy={saving} disabled={saving}>
          Save schedule
        </Button>
        {scheduledAt ? (
          <Button size="sm" variant="secondary" disabled={saving} onClick={() => void send(null)}>
            Cancel schedule
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" disabled={saving} onClick={() => setOpen(false)}>
          Close
        </Button>
      </div>
    </form>
  );
}
