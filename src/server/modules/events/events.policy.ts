import { EVENT_MESSAGES, takesEntries } from '@common/schemas/events';
import type { EventAbilities } from '@common/schemas/events';
import { forbidden, notFound, unauthenticated } from '../../errors';
import { isUuid } from '../../db/keyset-cursor';
import { assertCan } from '../entitlements/entitlements.policy';

/**
 * Who may do what with an event (issue 12; SPEC sections 4 and 6). Events are public: anyone,
 * signed in or not, reads lists and event pages. Creating needs the plan feature `createEvent`
 * (entitlements); only the creator edits, deletes and marks winners. Joining needs a session and
 * an event that has not ended; entries need a Registered participant before the deadline.
 */
export function assertEventId(id: string): void {
  if (!isUuid(id)) throw notFound(EVENT_MESSAGES.notFound);
}

export function assertMayCreateEvent(tier: string | undefined): void {
  if (tier === undefined) throw unauthenticated();
  assertCan(tier, 'createEvent');
}

export function assertCreator(event: { creator: string }, userId: string): void {
  if (event.creator !== userId) throw forbidden(EVENT_MESSAGES.notCreator);
}

export type EventFacts = {
  type: string;
  status: string;
  creatorId: string;
  entriesClosed: boolean;
  viewerStatus: string | null;
  hasEntry: boolean;
};

const ended = (status: string) => status === 'Completed' || status === 'Cancelled';

export function eventAbilities(e: EventFacts, viewerId: string | null): EventAbilities {
  const creator = viewerId !== null && viewerId === e.creatorId;
  const entries = takesEntries(e.type);
  return {
    edit: creator,
    delete: creator,
    join: viewerId !== null && e.viewerStatus === null && !ended(e.status),
    cancel: e.viewerStatus !== null && !ended(e.status),
    submitEntry: entries && e.viewerStatus === 'Registered' && !e.entriesClosed && !e.hasEntry,
    markWinners: creator && entries && e.entriesClosed,
  };
}
