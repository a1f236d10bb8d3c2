import { useNavigate } from 'react-router';
import type { EventCard } from '@common/schemas/events';
import { Button } from '@client/components/ui/button';
import { outcomeClassName, useOutcomeFocus } from '@client/components/ui/use-outcome-focus';
import { useCurrentUser } from '@client/lib/session';
import { cancelEvent, joinEvent, useEventAction } from '../api/events';

/**
 * Join Event (SPEC section 2), or the viewer's place: 'Registered' / 'On the waiting list (#n)'
 * with Cancel. Guests are sent to sign in (joining acts only when signed in, SPEC section 6).
 * After Join the focus moves to the viewer's new place (read out as a status); after Cancel,
 * to the outcome beside the Join button that comes back, so the focus never falls to the page.
 */
export function EventJoinButton({ event, className }: { event: EventCard; className?: string }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const join = useEventAction(joinEvent);
  const cancel = useEventAction(cancelEvent);
  const {
    focusTarget: joinedTarget,
    message: joinedMessage,
    ...joined
  } = useOutcomeFocus<HTMLParagraphElement>();
  const {
    focusTarget: cancelledTarget,
    message: cancelledMessage,
    ...cancelled
  } = useOutcomeFocus<HTMLParagraphElement>();
  const ended = event.status === 'Completed' || event.status === 'Cancelled';
  const error = join.error ?? cancel.error;
  let control;
  if (event.viewer.status) {
    const place =
      event.viewer.status === 'Waitlisted'
        ? `On the waiting list (#${event.viewer.waitlistPosition ?? '?'})`
        : 'Registered';
    control = (
      <div className="flex flex-wrap items-center gap-2">
        <p ref={joinedTarget} tabIndex={-1} role="status" className={outcomeClassName}>
          {joinedMessage ? `${joinedMessage} ${place}` : place}
        </p>
        {!ended ? (
          <Button
            variant="ghost"
            size="sm"
            busy={cancel.isPending}
            aria-label={`Cancel registration for ${event.title}`}
            onClick={() =>
              cancel.mutate([event.id], {
                onSuccess: () => {
                  joined.clear();
                  cancelled.done(`Registration for ${event.title} cancelled.`);
                },
              })
            }
          >
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
      <div className="flex flex-wrap items-center gap-3">
        <Button
          className={className}
          busy={join.isPending}
          onClick={() =>
            user
              ? join.mutate([event.id], {
                  onSuccess: () => {
                    cancelled.clear();
                    joined.done(`You joined ${event.title}:`);
                  },
                })
              : void navigate('/login')
          }
        >
          {full ? 'Join Event (waiting list)' : 'Join Event'}
        </Button>
        {cancelledMessage ? (
          <p ref={cancelledTarget} tabIndex={-1} role="status" className={outcomeClassName}>
            {cancelledMessage}
          </p>
        ) : null}
      </div>
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
