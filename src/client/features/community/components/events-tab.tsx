import { ArrowRight, CalendarDays } from 'lucide-react';
import { PAGE_SIZES } from '@common/constants';
import { CardGridSkeleton } from '@client/components/ui/card-grid-skeleton';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { QueryStates, queryStatusOf } from '@client/components/ui/query-states';
import { useUpcomingEvents } from '../api/events';
import { COMMUNITY_LOAD_ERROR } from './community-load-error';
import { CreateEventButton } from './create-event-button';
import { EventCard } from './event-card';

/** Events: the 10 upcoming events (deadline later than now, soonest first; SPEC section 7) and 'See all'. */
export function EventsTab() {
  const query = useUpcomingEvents(PAGE_SIZES.community);
  const body = (
    <QueryStates
      state={queryStatusOf(query)}
      loading={<CardGridSkeleton label="Loading events..." count={3} />}
      errorTitle={COMMUNITY_LOAD_ERROR}
      count={query.data?.items.length ?? 0}
      empty={
        <EmptyState
          icon={CalendarDays}
          title="No upcoming events"
          description="Contests, sprints and workshops appear here."
          action={<CreateEventButton />}
        />
      }
    >
      <ul aria-label="Events" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {query.data?.items.map((e) => (
          <li key={e.id} className="flex">
            <EventCard event={e} />
          </li>
        ))}
      </ul>
    </QueryStates>
  );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold text-ink">Upcoming Events</h2>
        <div className="flex flex-wrap gap-3">
          <LinkButton to="/community/events" variant="secondary" size="sm">
            See all
            <ArrowRight aria-hidden="true" className="size-4" />
          </LinkButton>
        </div>
      </div>
      {body}
    </div>
  );
}
