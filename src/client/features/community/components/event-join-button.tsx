import { useNavigate } from 'react-router';
import type { EventCard } from '@common/schemas/events';
import { Button } from '@client/components/ui/button';
import { useCurrentUser } from '@client/lib/session';
import { cancelEvent, joinEvent, useEventAction } from '../api/events';

/**
 * Join Event (SPEC section 2), or the viewer's place: 'Registered' / 'On the waiting list (#n)'
 * with Cancel. Guests are sent to sign in (joining acts only when signed in, SPEC section 6).
 */
export function EventJoinButton({ event, className }: { event: EventCard; className?: string }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const join = useEventAction(joinEvent);
  const cancel = useEventAction(cancelEvent);
  const ended = event.status === 'Completed' || event.status === 'Cancelled';
  const error = join.error ?? cancel.error;
  let control;
  if (event.viewer.status) {
    control = (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-accent">
          {event.viewer.status === 'Waitlisted'
            ? `On the waiting list (#${event.viewer.waitlistPosition ?? '?'})`
            : 'Registered'}
        </span>
        {!ended ? (
          <Button variant="ghost" size="sm" busy={cancel.isPending} onClick={() => cancel.mutate([event.id])}>
            Cancel
          </Button>
        ) : null}
      </div>
    );
  } else if (ended) {
    control = (
      <Button variant="secondary" disabled className={className}>
        Event ended
      </Button>
    );
  } else {
    const full = event.maxParticipants !== null && event.currentParticipants >= event.maxParticipants;
    control = (
      <Button
        className={className}
        busy={join.isPending}
        onClick={() => (user ? join.mutate([event.id]) : void navigate('/login'))}
      >
        {full ? 'Join Event (waiting list)' : 'Join Event'}
      </Button>
    );
  }
  return (
    <div>
      {control}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
