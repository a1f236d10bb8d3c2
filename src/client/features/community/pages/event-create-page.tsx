import { CalendarPlus } from 'lucide-react';
import { entitlementsOf } from '@common/entitlements';
import { EmptyState } from '@client/components/ui/empty-state';
import { LinkButton } from '@client/components/ui/link-button';
import { PageHeader } from '@client/components/ui/page-header';
import { useCurrentUser } from '@client/lib/session';
import { createEvent, useEventAction } from '../api/events';
import { BackToCommunity } from '../components/back-to-community';
import { EventForm } from '../components/event-form';

/** Create Event (/community/events/create): the form, or the upgrade hint for plans without the feature. */
export default function EventCreatePage() {
  const create = useEventAction(createEvent);
  const { user } = useCurrentUser();
  const allowed = user ? entitlementsOf(user.subscriptionTier).features.createEvent : false;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Create an Event"
        description="A contest, a workshop, a writing sprint: a challenge that tracks itself."
        icon={CalendarPlus}
        eyebrow={<BackToCommunity tab="events" label="Back to events" />}
      />
      {allowed ? (
        <EventForm save={async (input) => (await create.mutateAsync([input]))!} />
      ) : (
        <EmptyState
          icon={CalendarPlus}
          title="Creating events is part of paid plans"
          description="Chronicler, Worldsmith, Master Weaver, Story Connoisseur and Patron of the Arts can create events. Anyone can join one."
          action={<LinkButton to="/subscription">View Plans</LinkButton>}
        />
      )}
    </div>
  );
}
