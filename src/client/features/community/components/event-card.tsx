import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Clock, Gift, MapPin, Users } from 'lucide-react';
import type { EventCard as Event } from '@common/schemas/events';
import { Badge } from '@client/components/ui/badge';
import { deadlineText, prizeText, seatsText, whenText } from './event-format';
import { EventJoinButton } from './event-join-button';

/** An event on the Events tab: type, status, title (to the event page), dates, deadline, prize, seats, Join Event. */
export function EventCard({ event }: { event: Event }) {
  const titleId = useId();
  const line = 'flex items-start gap-2';
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap gap-1.5">
        <Badge tone="solid">{event.type}</Badge>
        <Badge tone={event.status === 'Active' ? 'accent' : 'neutral'}>{event.status}</Badge>
      </div>
      <h3 id={titleId} className="mt-3 font-display text-lg leading-snug font-semibold break-words text-ink">
        <Link to={`/community/events/${event.id}`} className="hover:underline focus-visible:underline">
          {event.title}
        </Link>
      </h3>
      {event.description ? <p className="mt-2 line-clamp-2 text-sm text-ink">{event.description}</p> : null}
      <dl className="mt-3 space-y-1.5 text-sm text-ink-muted">
        <div className={line}>
          <dt>
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4" />
            <span className="sr-only">When</span>
          </dt>
          <dd>{whenText(event)}</dd>
        </div>
        <div className={line}>
          <dt>
            <Clock aria-hidden="true" className="mt-0.5 size-4" />
            <span className="sr-only">Deadline</span>
          </dt>
          <dd>{event.deadline ? `Deadline ${deadlineText(event)}` : deadlineText(event)}</dd>
        </div>
        <div className={line}>
          <dt>
            <Gift aria-hidden="true" className="mt-0.5 size-4" />
            <span className="sr-only">Prize</span>
          </dt>
          <dd>{prizeText(event)}</dd>
        </div>
        <div className={line}>
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4" />
            <span className="sr-only">Location</span>
          </dt>
          <dd>{event.location ?? 'Online'}</dd>
        </div>
        <div className={line}>
          <dt>
            <Users aria-hidden="true" className="mt-0.5 size-4" />
            <span className="sr-only">Participants</span>
          </dt>
          <dd>{seatsText(event)}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        <EventJoinButton event={event} className="w-full" />
      </div>
    </article>
  );
}
