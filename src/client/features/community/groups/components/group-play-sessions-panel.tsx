import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, Dices } from 'lucide-react';
import type { GroupDetail } from '@common/schemas/groups';
import { groupPlaySessionCreateSchema, type GroupPlaySession } from '@common/schemas/play-group-sessions';
import { apiFieldIssues } from '@client/components/ui/api-field-issues';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { SaveErrorAlert } from '@client/components/ui/save-error-alert';
import { SelectField } from '@client/components/ui/select-field';
import { PageLoading } from '@client/components/ui/spinner';
import { TextField } from '@client/components/ui/text-field';
import {
  useGroupPlaySessions,
  useScheduleChoices,
  useScheduleGroupPlaySession,
} from '../api/group-play-sessions';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The group's play sessions (its 'Play Session' events), for members: upcoming and ended, and a
 * form that schedules one on a story the member may run sessions on. A member who is not at a
 * table sees its time and game master and the event to join for reminders; the table itself
 * opens for those at it.
 */
export function GroupPlaySessionsPanel({ group }: { group: GroupDetail }) {
  const member = group.viewer.role !== null;
  const sessions = useGroupPlaySessions(group.id, member);
  const [scheduling, setScheduling] = useState(false);
  if (!member)
    return (
      <EmptyState icon={Dices} title="Members only" description="Join the group to see its play sessions." />
    );
  const data = sessions.data;
  return (
    <div className="max-w-3xl space-y-6">
      {scheduling ? (
        <ScheduleForm groupId={group.id} onDone={() => setScheduling(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setScheduling(true)}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Schedule a play session
        </Button>
      )}
      <QueryStates
        state={queryStatusOf(sessions)}
        loading={<PageLoading />}
        errorTitle="Failed to load the play sessions"
        count={(data?.upcoming.length ?? 0) + (data?.ended.length ?? 0)}
        empty={
          <EmptyState
            icon={Dices}
            title="No play sessions yet"
            description="Schedule one: the group gets an event with reminders, and the game is played at a live table."
          />
        }
      >
        <SessionList title="Upcoming" items={data?.upcoming ?? []} none="Nothing scheduled." />
        <SessionList title="Ended" items={data?.ended ?? []} none="No session has ended yet." />
      </QueryStates>
    </div>
  );
}

function SessionList({ title, items, none }: { title: string; items: GroupPlaySession[]; none: string }) {
  return (
    <section aria-label={`${title} play sessions`} className="mb-6">
      <h2 className="font-display text-lg font-semibold text-ink">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{none}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-surface">
          {items.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 text-sm"
            >
              <div className="min-w-0">
                {s.story ? (
                  <Link
                    to={`/stories/${s.story.id}/play/${s.id}`}
                    className="font-medium text-ink hover:underline"
                  >
                    {s.title}
                  </Link>
                ) : (
                  <span className="font-medium text-ink">{s.title}</span>
                )}
                <p className="text-ink-muted">
                  {s.status} · game master {s.gameMaster.username}
                  {s.story ? ` · ${s.story.title}` : ''}
                  {s.worldName ? ` · ${s.worldName}` : ''}
                </p>
              </div>
              <div className="flex items-baseline gap-3 text-ink-muted">
                {s.scheduledAt ? (
                  <time dateTime={s.scheduledAt}>{when.format(new Date(s.scheduledAt))}</time>
                ) : null}
                {s.eventId ? (
                  <Link to={`/community/events/${s.eventId}`} className="text-accent hover:underline">
                    Event
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Errors = Partial<Record<'title' | 'storyId' | 'worldId' | 'startDate' | 'form', string>>;

function ScheduleForm({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const { stories, worlds } = useScheduleChoices(true);
  const schedule = useScheduleGroupPlaySession(groupId);
  const [values, setValues] = useState({ title: '', storyId: '', worldId: '', start: '' });
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const start = values.start ? new Date(values.start) : null;
    const parsed = groupPlaySessionCreateSchema.safeParse({
      title: values.title,
      storyId: values.storyId || undefined,
      worldId: values.worldId || null,
      startDate: start && !Number.isNaN(start.getTime()) ? start.toISOString() : '',
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        found[field] ??= field === 'startDate' && !values.start ? 'Start is required' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    schedule.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (error) => {
        const found: Errors = {};
        for (const issue of apiFieldIssues(error)) found[issue.path as keyof Errors] = issue.message;
        setErrors(found);
      },
    });
  }

  const storyOptions = [
    { value: '', label: stories.isPending ? 'Loading stories…' : 'Choose a story' },
    ...(stories.data?.items ?? []).map((s) => ({ value: s.id, label: s.title })),
  ];
  const worldOptions = [
    { value: '', label: 'No world' },
    ...(worlds.data ?? []).map((w) => ({ value: w.id, label: w.name })),
  ];
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Schedule a play session"
      className="space-y-4 rounded-xl border border-line bg-surface p-4"
    >
      <h2 className="font-display text-lg font-semibold text-ink">Schedule a play session</h2>
      <TextField
        label="Title"
        value={values.title}
        onChange={set('title')}
        error={errors.title}
        maxLength={120}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Story"
          options={storyOptions}
          value={values.storyId}
          onChange={set('storyId')}
          error={errors.storyId ?? (stories.isError ? 'Failed to load your stories' : undefined)}
          hint={stories.data?.items.length === 0 ? 'You need a story you own or write on.' : undefined}
        />
        <SelectField
          label="World (optional)"
          options={worldOptions}
          value={values.worldId}
          onChange={set('worldId')}
          error={errors.worldId}
        />
      </div>
      <TextField
        label="Start"
        type="datetime-local"
        value={values.start}
        onChange={set('start')}
        error={errors.startDate}
        hint="Members who join the event are reminded when it starts"
      />
      {schedule.isError && apiFieldIssues(schedule.error).length === 0 ? (
        <SaveErrorAlert error={schedule.error} />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={schedule.isPending}>
          {schedule.isPending ? 'Scheduling…' : 'Schedule'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
