import {
  EVENT_LIMITS,
  EVENT_MESSAGES,
  eventRuleIssues,
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
import { createEventsRepository, type CardRow, type EventQueries, type PersonRow } from './events.repository';
import { assertCreator, assertEventId, assertMayCreateEvent, eventAbilities } from './events.policy';

type Me = { id: string };
type Viewer = Me | null;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const person = (r: PersonRow) => ({ id: r.id, username: r.username, profileImage: r.profile_image });

export function toCard(r: CardRow): EventCard {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    type: r.type as EventCard['type'],
    status: r.status as EventCard['status'],
    startDate: iso(r.start_date),
    endDate: iso(r.end_date),
    deadline: iso(r.deadline),
    location: r.location,
    maxParticipants: r.max_participants,
    currentParticipants: Number(r.current_participants),
    waitlistCount: Number(r.waitlist_count),
    prize: r.prize,
    wordGoal: r.word_goal,
    creator: { id: r.creator_id, username: r.creator_username, profileImage: r.creator_image },
    viewer: {
      status: (r.viewer_status as EventCard['viewer']['status']) ?? null,
      waitlistPosition: r.waitlist_position === null ? null : Number(r.waitlist_position),
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
  const notifications = createNotificationsRepository(db);

  async function mustLock(tx: EventQueries, eventId: string) {
    assertEventId(eventId);
    const event = await tx.lock(eventId);
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
          rows.length > query.limit && last ? eventListCursor.encode([last.cursor_at, last.id]) : null,
      };
    },

    async detail(eventId: string, viewer: Viewer): Promise<EventDetail> {
      assertEventId(eventId);
      const viewerId = viewer?.id ?? null;
      const row = await repo.card(eventId, viewerId);
      if (!row) throw notFound(EVENT_MESSAGES.notFound);
      const card = toCard(row);
      const hasEntry =
        viewerId !== null && takesEntries(card.type) ? await repo.hasEntry(eventId, viewerId) : false;
      const abilities = eventAbilities(
        {
          type: card.type,
          status: card.status,
          creatorId: card.creator.id,
          entriesClosed: row.entries_closed,
          viewerStatus: card.viewer.status,
          hasEntry,
        },
        viewerId,
      );
      const [participants, waitlist, entries, sprint, eligible] = await Promise.all([
        repo.participants(eventId, 'Registered', EVENT_LIMITS.listed),
        repo.participants(eventId, 'Waitlisted', EVENT_LIMITS.listed),
        takesEntries(card.type) ? repo.entries(eventId, EVENT_LIMITS.listed) : Promise.resolve([]),
        isSprint(card.type) ? repo.sprintRanking(eventId, EVENT_LIMITS.listed) : Promise.resolve(null),
        abilities.submitEntry && viewerId ? repo.publishedStories(viewerId, 50) : Promise.resolve([]),
      ]);
      const toParticipant = (p: (typeof participants)[number]) => ({
        ...person(p),
        status: p.status as EventDetail['participants'][number]['status'],
        registeredAt: iso(p.registered_at)!,
      });
      return {
        ...card,
        participants: participants.map(toParticipant),
        waitlist: waitlist.map(toParticipant),
        entries: entries.map((x) => ({
          id: x.entry_id,
          story: { id: x.story_id, title: x.story_title },
          author: person(x),
          winner: x.winner,
          submittedAt: iso(x.submitted_at)!,
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
      await repo.transaction(async (tx) => {
        const event = await mustLock(tx, eventId);
        assertCreator(event, me.id);
        const stored = (await tx.stored(eventId))!;
        const merged = {
          type: changes.type ?? stored.type,
          startDate: changes.startDate ?? stored.start_date ?? undefined,
          endDate: changes.endDate ?? stored.end_date ?? undefined,
          deadline: changes.deadline === undefined ? stored.deadline : changes.deadline,
          wordGoal: changes.wordGoal === undefined ? stored.word_goal : changes.wordGoal,
        };
        const issues = eventRuleIssues(merged);
        if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
        if (changes.maxParticipants != null && changes.maxParticipants < event.current_participants) {
          const message = `Maximum participants cannot be below the ${event.current_participants} registered`;
          throw badRequest(message, [{ path: 'maxParticipants', message }]);
        }
        await tx.update(eventId, { ...changes, prize: changes.prize === '' ? null : changes.prize });
        // More room moves the waiting list up.
        if ('maxParticipants' in changes) await tx.promoteWaitlisted(eventId);
      });
      return this.detail(eventId, me);
    },

    async remove(me: Me, eventId: string): Promise<void> {
      await repo.transaction(async (tx) => {
        assertCreator(await mustLock(tx, eventId), me.id);
        await tx.remove(eventId);
      });
    },

    /**
     * Join Event: Registered while there is room, else Waitlisted (SPEC section 4). Idempotent: a
     * second call leaves the participation as it is. Refused (409) once the event has ended.
     */
    async register(me: Me, eventId: string): Promise<EventDetail> {
      await repo.transaction(async (tx) => {
        const event = await mustLock(tx, eventId);
        if (await tx.participation(eventId, me.id)) return;
        if (event.status === 'Completed' || event.status === 'Cancelled')
          throw conflict(EVENT_MESSAGES.ended);
        const full = event.max_participants !== null && event.current_participants >= event.max_participants;
        await tx.addParticipant(eventId, me.id, full ? 'Waitlisted' : 'Registered');
      });
      return this.detail(eventId, me);
    },

    /** Cancel: deletes the participation (SPEC section 4); a freed place goes to the first waiting. */
    async cancel(me: Me, eventId: string): Promise<EventDetail> {
      await repo.transaction(async (tx) => {
        const event = await mustLock(tx, eventId);
        if (event.status === 'Completed') throw conflict(EVENT_MESSAGES.ended);
        const was = await tx.removeParticipant(eventId, me.id);
        if (was === 'Registered') await tx.promoteWaitlisted(eventId);
      });
      return this.detail(eventId, me);
    },

    /** A Registered participant enters one of their published stories before the deadline. */
    async submitEntry(me: Me, eventId: string, storyId: string): Promise<EventDetail> {
      await repo.transaction(async (tx) => {
        const event = await mustLock(tx, eventId);
        if (!takesEntries(event.type)) throw conflict(EVENT_MESSAGES.noEntries);
        if ((await tx.participation(eventId, me.id)) !== 'Registered')
          throw conflict(EVENT_MESSAGES.notParticipant);
        if (event.entries_closed) throw conflict(EVENT_MESSAGES.deadlinePassed);
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
      const newly = await repo.transaction(async (tx) => {
        const event = await mustLock(tx, eventId);
        assertCreator(event, me.id);
        if (!takesEntries(event.type)) throw conflict(EVENT_MESSAGES.noEntries);
        if (!event.entries_closed) throw conflict(EVENT_MESSAGES.beforeDeadline);
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
