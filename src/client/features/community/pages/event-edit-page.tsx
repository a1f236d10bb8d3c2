import { useParams } from 'react-router';
import { CalendarCog } from 'lucide-react';
import { PageLoading } from '@client/components/ui/spinner';
import { LoadError } from '@client/components/ui/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { updateEvent, useEvent, useEventAction } from '../api/events';
import { BackToCommunity } from '../components/back-to-community';
import { EventForm } from '../components/event-form';

/** Edit Event (/community/events/:eventId/edit), for its creator (the server refuses anyone else). */
export default function EventEditPage() {
  const { eventId = '' } = useParams();
  const query = useEvent(eventId, false);
  const update = useEventAction(updateEvent);
  if (query.isPending) return <PageLoading />;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Edit Event"
        icon={CalendarCog}
        eyebrow={<BackToCommunity tab="events" label="Back to events" />}
      />
      {query.isError ? (
        <LoadError
          message={`Failed to load the event: ${query.error.message}`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <EventForm event={query.data} save={async (input) => (await update.mutateAsync([eventId, input]))!} />
      )}
    </div>
  );
}
