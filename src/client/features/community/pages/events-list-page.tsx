import { useSearchParams } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { EVENT_TYPES } from '@common/constants';
import { EmptyState } from '@client/components/ui/empty-state';
import { PageHeader } from '@client/components/ui/page-header';
import { PagedCardList } from '@client/components/ui/paged-card-list';
import { SelectField } from '@client/components/ui/select-field';
import { useAllEvents } from '../api/events';
import { BackToCommunity } from '../components/back-to-community';
import { CreateEventButton } from '../components/create-event-button';
import { EventCard } from '../components/event-card';

/** 'See all' events (/community/events): upcoming or every event by deadline, by type, 20 a page. */
export default function EventsListPage() {
  const [params, setParams] = useSearchParams();
  const scope = params.get('scope') === 'all' ? 'all' : 'upcoming';
  const type = EVENT_TYPES.find((t) => t === params.get('type'));
  const query = useAllEvents(scope, type);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Events"
        description="Writing contests, sprints, workshops and meetups, soonest deadline first."
        icon={CalendarDays}
        eyebrow={<BackToCommunity tab="events" label="Back to the Community Hub" />}
        actions={<CreateEventButton />}
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row">
        <SelectField
          label="Show"
          layout="inline"
          options={[
            { value: 'upcoming', label: 'Upcoming' },
            { value: 'all', label: 'All events' },
          ]}
          value={scope}
          onChange={(e) => set('scope', e.target.value === 'upcoming' ? '' : e.target.value)}
          className="sm:w-56"
        />
        <SelectField
          label="Type"
          layout="inline"
          options={[{ value: '', label: 'All' }, ...EVENT_TYPES.map((t) => ({ value: t, label: t }))]}
          value={type ?? ''}
          onChange={(e) => set('type', e.target.value)}
          className="sm:w-64"
        />
      </div>
      <PagedCardList
        query={query}
        noun="events"
        label="Events"
        filtered={Boolean(type) || scope === 'upcoming'}
        empty={<EmptyState icon={CalendarDays} title="No events yet" action={<CreateEventButton />} />}
        filteredEmpty={
          <EmptyState
            icon={CalendarDays}
            title="No events match"
            description="Try All events or another type."
          />
        }
        renderItem={(e) => <EventCard event={e} />}
      />
    </div>
  );
}
