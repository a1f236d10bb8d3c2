import {
  EVENT_LIMITS,
  EVENT_MESSAGES,
  eventRuleIssues,
  isGroupEvent,
  isSprint,
  takesEntries,
  type EventCard,
  type EventDetail,
  type EventInput,
  type EventListQuery,
  type EventPage,
  type EventUpdate,
} from '@common/schemas/events';
import type { Db } from '../../db/client';
import { cursorCodec, field } from '../../db/cursor-codec';
import { badRequest, conflict, notFound } from '../../errors';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { withTransaction } from '../../db/transactional';
import { createParticipationRepository } from './event-participation.repository';
import { createEventsRepository, type CardRow } from './events.repository';
import { assertCreator, assertEventId, assertMayCreateEvent, eventAbilities } from './events.policy';

type Me = { id: string };
type Viewer = Me | null;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
type PersonRow = { id: string; username: string; profileImage: string | null };
const person = (r: PersonRow) => ({ id: r.id, username: r.username, profileImage: r.profileImage });

export function toCard(r: CardRow): EventCard {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    type: r.type as EventCard['type'],
    status: r.status as EventCard['status'],
    startDate: iso(r.startDate),
    endDate: iso(r.endDate),
    deadline: iso(r.deadline),
    location: r.location,
    maxParticipants: r.maxParticipants,
    currentParticipants: Number(r.currentParticipants),
    waitlistCount: Number(r.waitlistCount),
    prize: r.prize,
    wordGoal: r.wordGoal,
    creator: { id: r.creatorId, username: r.creatorUsername, profileImage: r.creatorImage },
    viewer: {
      status: (r.viewerStatus as EventCard['viewer']['status']) ?? null,
      waitlistPosition: r.waitlistPosition === null ? null : Number(r.waitlistPosition),
    },
  };
}

/** Events by date: (the date the list sorts on, null when the event has none; id). */
const eventListCursor = cursorCodec(field.nullable(field.time), field.uuid);
function afterEvent(cursor: string | undefined): { at: string | null; id: string } | undefined {
  const tuple = eventListCursor.decode(cursor);
  return tuple && { at: tuple[0], id: tuple[1] };
}

/**
 * Events of the Community Hub (issue 12): lists, the event page, create/edit/delete for the
 * creator, register and cancel with a waiting list that never lets max_participants be passed
 * (every change of one event's participants runs with the event row locked), contest entries and
 * winners, and the Writing Sprint ranking from writing_log.
 */
export function createEventsService(db: Db) {
  const repo = createEventsRepository(db);
  const participation = createParticipationRepository(db);
  /** Both repositories bound to one transaction, for the changes made with the event locked. */
  const inOneTransaction = (tx: Db) => ({
    ...createEventsRepository(tx),
    ...createParticipationRepository(tx),
  });
  const notifications = createNotificationsRepository(db);

  async function mustLock(
    tx: Pick<ReturnType<typeof createEventsRepository>, 'lock'>,
    eventId: string,
    me: Me,
  ) {
    assertEventId(eventId);
    const event = await tx.lock(eventId, me.id);
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    return event;
  }

  return {
    async list(viewer: Viewer, query: EventListQuery): Promise<EventPage> {
      const rows = await repo.listPage(viewer?.id ?? null, query, afterEvent(query.cursor));
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(toCard),
        nextCursor:
          rows.length > query.limit && last ? eventListCursor.encode([last.cursorAt, last.id]) : null,
      };
    },

    async detail(eventId: string, viewer: Viewer): Promise<EventDetail> {
      assertEventId(eventId);
      const viewerId = viewer?.id ?? null;
      const row = await repo.card(eventId, viewerId);
      if (!row) throw notFound(EVENT_MESSAGES.notFound);
      const card = toCard(row);
      const hasEntry =
        viewerId !== null && takesEntries(card.type)
          ? await participation.hasEntry(eventId, viewerId)
          : false;
      const abilities = eventAbilities(
        {
          type: card.type,
          status: card.status,
          creatorId: card.creator.id,
          entriesClosed: row.entriesClosed,
          viewerStatus: card.viewer.status,
          hasEntry,
        },
        viewerId,
      );
      const [participants, waitlist, entries, sprint, eligible] = await Promise.all([
        participation.participants(eventId, 'Registered', EVENT_LIMITS.listed),
        participation.participants(eventId, 'Waitlisted', EVENT_LIMITS.listed),
        takesEntries(card.type) ? participation.entries(eventId, EVENT_LIMITS.listed) : Promise.resolve([]),
        isSprint(card.type)
          ? participation.sprintRanking(eventId, EVENT_LIMITS.listed)
          : Promise.resolve(null),
        abilities.submitEntry && viewerId
          ? participation.publishedStories(viewerId, 50)
          : Promise.resolve([]),
      ]);
      const toParticipant = (p: (typeof participants)[number]) => ({
        ...person(p),
        status: p.status as EventDetail['participants'][number]['status'],
        registeredAt: iso(p.registeredAt)!,
      });
      return {
        ...card,
        participants: participants.map(toParticipant),
        waitlist: waitlist.map(toParticipant),
        entries: entries.map((x) => ({
          id: x.entryId,
          story: { id: x.storyId, title: x.storyTitle },
          author: person(x),
          winner: x.winner,
          submittedAt: iso(x.submittedAt)!,
        })),
        sprint: sprint ? sprint.map((s, i) => ({ ...person(s), words: Number(s.words), rank: i + 1 })) : null,
        eligibleStories: eligible,
        abilities,
      };
    },

    async create(me: Me, input: EventInput): Promise<EventDetail> {
      assertMayCreateEvent(await repo.tierOf(me.id));
      const id = await repo.insert(me.id, input);
      return this.detail(id, me);
    },

    async update(me: Me, eventId: string, changes: EventUpdate): Promise<EventDetail> {
      await withTransaction(db, inOneTransaction, async (tx) => {
        const event = await mustLock(tx, eventId, me);
        assertCreator(event, me.id);
        const stored = (await tx.stored(eventId))!;
        if (changes.type && changes.type !== stored.type && isGroupEvent(stored.type))
          throw badRequest(EVENT_MESSAGES.groupType, [{ path: 'type', message: EVENT_MESSAGES.groupType }]);
        const merged = {
          type: changes.type ?? stored.type,
          startDate: changes.startDate ?? stored.startDate ?? undefined,
          endDate: changes.endDate ?? stored.endDate ?? undefined,
          deadline: changes.deadline === undefined ? stored.deadline : changes.deadline,
          wordGoal: changes.wordGoal === undefined ? stored.wordGoal : changes.wordGoal,
        };
        const issues = eventRuleIssues(merged);
        if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
        if (changes.maxParticipants != null && changes.maxParticipants < event.currentParticipants) {
          const message = `Maximum participants cannot be below the ${event.currentParticipants} registered`;
          throw badRequest(message, [{ path: 'maxParticipants', message }]);
        }
        // PATCH: a field left out stays as it is; an empty prize clears it.
        const { prize, ...rest } = changes;
        await tx.update(
          eventId,
          prize === undefined ? rest : { ...rest, prize: prize === '' ? null : prize },
        );
        // More room moves the waiting list up.
        if ('maxParticipants' in changes) await tx.promoteWaitlisted(eventId);
      });
      return this.detail(eventId, me);
    },

    async remove(me: Me, eventId: string): Promise<void> {
      await withTransaction(db, inOneTransaction, async (tx) => {
        assertCreator(await mustLock(tx, eventId, me), me.id);
        await tx.remove(eventId);
      });
    },

    /**
     * Join Event: Registered while there is room, else Waitlisted (SPEC section 4). Idempotent: a
     * second call leaves the participation as it is. Refused (409) once the event has ended.
     */
    async register(me: Me, eventId: string): Promise<EventDetail> {
      await withTransaction(db, inOneTransaction, async (tx) => {
        const event = await mustLock(tx, eventId, me);
        if (await tx.participation(eventId, me.id)) return;
        if (event.status === 'Completed' || event.status === 'Cancelled')
          throw conflict(EVENT_MESSAGES.ended);
        const full = event.maxParticipants !== null && event.currentParticipants >= event.maxParticipants;
        await tx.addParticipant(eventId, me.id, full ? 'Waitlisted' : 'Registered');
      });
      return this.detail(eventId, me);
    },

    /** Cancel: deletes the participation (SPEC section 4); a freed place goes to the first waiting. */
    async cancel(me: Me, eventId: string): Promise<EventDetail> {
      await withTransaction(db, inOneTransaction, async (tx) => {
        const event = await mustLock(tx, eventId, me);
        if (event.status === 'Completed') throw conflict(EVENT_MESSAGES.ended);
        const was = await tx.removeParticipant(eventId, me.id);
        if (was === 'Registered') await tx.promoteWaitlisted(eventId);
      });
      return this.detail(eventId, me);
    },

    /** A Registered participant enters one of their published stories before the deadline. */
    async submitEntry(me: Me, eventId: string, storyId: string): Promise<EventDetail> {
      await withTransaction(db, inOneTransaction, async (tx) => {
        const event = await mustLock(tx, eventId, me);
        if (!takesEntries(event.type)) throw conflict(EVENT_MESSAGES.noEntries);
        if ((await tx.participation(eventId, me.id)) !== 'Registered')
          throw conflict(EVENT_MESSAGES.notParticipant);
        if (event.entriesClosed) throw conflict(EVENT_MESSAGES.deadlinePassed);
        if (!(await tx.isPublishedStoryOf(storyId, me.id)))
          throw badRequest(EVENT_MESSAGES.notYourStory, [
            { path: 'storyId', message: EVENT_MESSAGES.notYourStory },
          ]);
        if (!(await tx.insertEntry(eventId, me.id, storyId))) throw conflict(EVENT_MESSAGES.alreadyEntered);
      });
      return this.detail(eventId, me);
    },

    /** The creator marks winners after the deadline; those newly placed are notified (event_winner). */
    async setWinners(me: Me, eventId: string, entryIds: string[]): Promise<EventDetail> {
      const newly = await withTransaction(db, inOneTransaction, async (tx) => {
        const event = await mustLock(tx, eventId, me);
        assertCreator(event, me.id);
        if (!takesEntries(event.type)) throw conflict(EVENT_MESSAGES.noEntries);
        if (!event.entriesClosed) throw conflict(EVENT_MESSAGES.beforeDeadline);
        const won = await tx.setWinners(eventId, entryIds);
        if (won === null)
          throw badRequest(EVENT_MESSAGES.notAnEntry, [
            { path: 'entryIds', message: EVENT_MESSAGES.notAnEntry },
          ]);
        return won;
      });
      // After the commit; at most once per winner and event (insertEventKind skips repeats).
      await notifications.insertEventKind('event_winner', eventId, me.id, newly);
      return this.detail(eventId, me);
    },
  };
}
