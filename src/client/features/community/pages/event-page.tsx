import { useNavigate, useParams } from 'react-router';
import { CalendarDays, Clock, Gift, MapPin, Pencil, Trash2, Users } from 'lucide-react';
import { isSprint, takesEntries, type EventParticipant } from '@common/schemas/events';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { Panel } from '@client/components/ui/panel';
import { PageLoading } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { deleteEvent, useEvent, useEventAction } from '../api/events';
import { BackToCommunity } from '../components/back-to-community';
import { EventEntries } from '../components/event-entries';
import { deadlineText, prizeText, seatsText, whenText } from '../components/event-format';
import { EventJoinButton } from '../components/event-join-button';
import { SprintRanking } from '../components/sprint-ranking';

function People({ people, empty }: { people: EventParticipant[]; empty: string }) {
  if (people.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {people.map((p) => (
        <li
          key={p.id}
          className="flex items-center gap-2 rounded-full border border-line bg-surface-muted py-1 pr-3 pl-1 text-sm"
        >
          <span
            aria-hidden="true"
            className="flex size-6 items-center justify-center rounded-full bg-accent/15 text-xs font-semibold text-accent"
          >
            {p.username[0]?.toUpperCase()}
          </span>
          {p.username}
        </li>
      ))}
    </ul>
  );
}

/**
 * The event page (/community/events/:eventId): details (dates, deadline or 'No deadline', prize or
 * 'No prize', location, seats), Join Event / Cancel with the waiting-list position, participants
 * and the waiting list, contest entries and winners, a sprint's live ranking, and Edit / Delete
 * for the creator.
 */
export default function EventPage() {
  const { eventId = '' } = useParams();
  const navigate = useNavigate();
  const query = useEvent(eventId, true);
  const remove = useEventAction(deleteEvent);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6">
        {missing ? (
          <EmptyState
            icon={CalendarDays}
            title="Event not found"
            description="It may have been deleted."
            action={<LinkButton to="/community?tab=events">Back to events</LinkButton>}
          />
        ) : (
          <LoadError
            message={`Failed to load data: ${query.error.message}`}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  const e = query.data;
  // One <div> per term: a <dl> may group its <dt>/<dd> pairs in divs, nothing deeper.
  const fact = (Icon: typeof Clock, label: string, value: string) => (
    <div>
      <dt className="flex items-center gap-3 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
        {label}
      </dt>
      <dd className="pl-8 text-ink">{value}</dd>
    </div>
  );
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={e.title}
        description={`Hosted by ${e.creator.username}`}
        icon={CalendarDays}
        eyebrow={<BackToCommunity tab="events" label="Back to events" />}
        actions={
          e.abilities.edit ? (
            <>
              <LinkButton to={`/community/events/${e.id}/edit`} variant="secondary" size="sm">
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </LinkButton>
              <Button
                variant="ghost"
                size="sm"
                busy={remove.isPending}
                onClick={() => {
                  if (window.confirm('Delete this event? Participants and entries go with it.'))
                    remove.mutate([e.id], { onSuccess: () => void navigate('/community?tab=events') });
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            </>
          ) : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section
            aria-label="About this event"
            className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
          >
            <div className="mb-4 flex flex-wrap gap-1.5">
              <Badge tone="solid">{e.type}</Badge>
              <Badge tone={e.status === 'Active' ? 'accent' : 'neutral'}>{e.status}</Badge>
            </div>
            {e.description ? <p className="whitespace-pre-line text-ink">{e.description}</p> : null}
            <dl className="mt-5 grid gap-4 sm:grid-cols-2">
              {fact(CalendarDays, 'When', whenText(e))}
              {fact(Clock, 'Deadline', deadlineText(e))}
              {fact(Gift, 'Prize', prizeText(e))}
              {fact(MapPin, 'Location', e.location ?? 'Online')}
              {fact(Users, 'Participants', seatsText(e))}
            </dl>
            <div className="mt-6 border-t border-line pt-5">
              <EventJoinButton event={e} className="w-full sm:w-auto" />
            </div>
          </section>
          {isSprint(e.type) ? <SprintRanking event={e} /> : null}
          {takesEntries(e.type) ? <EventEntries event={e} /> : null}
        </div>
        <div className="space-y-6">
          <Panel title={`Participants (${e.currentParticipants})`} icon={Users}>
            <People people={e.participants} empty="No one has joined yet." />
          </Panel>
          {e.waitlistCount > 0 ? (
            <Panel title={`Waiting list (${e.waitlistCount})`} icon={Clock}>
              <People people={e.waitlist} empty="" />
            </Panel>
          ) : null}
        </div>
      </div>
    </div>
  );
}
