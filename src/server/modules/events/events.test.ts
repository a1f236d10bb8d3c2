import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@common/schemas/events';
import { buildEvent, buildStory, buildUser } from '../../db/factories.test-support';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, personOn, type Person } from '../groups/groups.test-support';
import { runEventsJob } from './events.job';

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('events', () => {
  let t: TestApp;
  let chronicler: Person;
  let connoisseur: Person;
  let free: Person;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [chronicler, connoisseur, free] = [
      await personOn(t, 'Chronicler', 'evc'),
      await personOn(t, 'Story Connoisseur', 'evr'),
      await personOn(t, 'Free', 'evf'),
    ];
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const counts = async (eventId: string) => {
    const [row] = await queryRows<{ current: number; registered: number; waiting: number }>(
      db(),
      sql`select e.current_participants as current,
                 (select count(*) from event_participants p where p.event_id = e.event_id and p.status = 'Registered')::int as registered,
                 (select count(*) from event_participants p where p.event_id = e.event_id and p.status = 'Waitlisted')::int as waiting
            from events e where e.event_id = ${eventId}::uuid`,
    );
    return {
      current: Number(row!.current),
      registered: Number(row!.registered),
      waiting: Number(row!.waiting),
    };
  };
  const sprintBody = {
    title: 'November Sprint',
    description: 'Write every day.',
    type: 'Writing Sprint',
    startDate: at(-HOUR),
    endDate: at(48 * HOUR),
    deadline: at(48 * HOUR),
    maxParticipants: 10,
    wordGoal: 1000,
  };

  it('creates an event for entitled plans: status Upcoming, location Online, no prize', async () => {
    const res = await call(t, chronicler, 'POST', '/api/v1/events', {
      ...sprintBody,
      type: 'Workshop',
      startDate: at(24 * HOUR),
      wordGoal: undefined,
      location: '  ',
    });
    expect(res.statusCode).toBe(201);
    const e = res.json();
    expect(e).toMatchObject({ status: 'Upcoming', location: 'Online', prize: null, currentParticipants: 0 });
    expect(e.abilities).toMatchObject({ edit: true, delete: true, join: true });
    const [stored] = await queryRows<{ status: string }>(
      db(),
      sql`select status from events where event_id = ${e.id}::uuid`,
    );
    expect(stored!.status).toBe('Upcoming');
  });

  it('refuses Create Event for a Free creator (403) and a guest (401), changing nothing', async () => {
    const res = await call(t, free, 'POST', '/api/v1/events', { ...sprintBody, title: 'Refused event' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(EVENT_MESSAGES.createRefused);
    expect((await call(t, null, 'POST', '/api/v1/events', sprintBody)).statusCode).toBe(401);
    const rows = await queryRows(db(), sql`select 1 from events where title = 'Refused event'`);
    expect(rows).toHaveLength(0);
  });

  it('rate-limits creating events per client address, counting refused attempts (429)', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await call(t, free, 'POST', '/api/v1/events', sprintBody, '10.99.99.99')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('validates the form with clear messages (400)', async () => {
    const res = await call(t, chronicler, 'POST', '/api/v1/events', {
      ...sprintBody,
      endDate: at(-2 * HOUR),
      wordGoal: null,
    });
    expect(res.statusCode).toBe(400);
    const text = JSON.stringify(res.json());
    expect(text).toContain('End must be after the start');
    expect(text).toContain('A Writing Sprint needs a word goal');
    const bad = await call(t, chronicler, 'POST', '/api/v1/events', { ...sprintBody, type: 'Party' });
    expect(bad.statusCode).toBe(400);
  });

  it('50 concurrent registrations for an event limited to 10 leave exactly 10 Registered, the rest waiting', async () => {
    const host = await buildUser(db());
    const event = await buildEvent(db(), host.id, {
      maxParticipants: 10,
      startDate: new Date(Date.now() + HOUR),
      endDate: new Date(Date.now() + 2 * HOUR),
    });
    const people = await Promise.all(Array.from({ length: 50 }, () => buildUser(db())));
    // Service-level concurrency (50 sessions would only test sign-up): the same code the route runs.
    const { createEventsService } = await import('./events.service');
    const service = createEventsService(db());
    const results = await Promise.allSettled(people.map((p) => service.register({ id: p.id }, event.id)));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await counts(event.id)).toEqual({ current: 10, registered: 10, waiting: 40 });

    // The same person twice at once: one participation.
    await Promise.all([
      service.register({ id: people[0]!.id }, event.id),
      service.register({ id: people[0]!.id }, event.id),
    ]);
    expect(await counts(event.id)).toEqual({ current: 10, registered: 10, waiting: 40 });

    // A cancel moves the first waiting person up; cancelling deletes the record (SPEC section 4).
    const registered = await queryRows<{ user_id: string }>(
      db(),
      sql`select user_id from event_participants where event_id = ${event.id}::uuid and status = 'Registered' limit 3`,
    );
    const waitingFirst = await queryRows<{ user_id: string }>(
      db(),
      sql`select user_id from event_participants where event_id = ${event.id}::uuid and status = 'Waitlisted'
           order by registered_at, user_id limit 1`,
    );
    await Promise.all(registered.map((r) => service.cancel({ id: r.user_id }, event.id)));
    expect(await counts(event.id)).toEqual({ current: 10, registered: 10, waiting: 37 });
    const gone = await queryRows(
      db(),
      sql`select 1 from event_participants where event_id = ${event.id}::uuid and user_id = ${registered[0]!.user_id}::uuid`,
    );
    expect(gone).toHaveLength(0);
    const page = await service.detail(event.id, { id: waitingFirst[0]!.user_id });
    expect(page.viewer.status).toBe('Registered');
    const stillWaiting = await service.detail(event.id, { id: people[49]!.id });
    expect(
      stillWaiting.viewer.status === 'Registered' || (stillWaiting.viewer.waitlistPosition ?? 0) >= 1,
    ).toBe(true);
  });

  it('joins and cancels over HTTP, shows the waiting list position, and refuses guests', async () => {
    const created = (
      await call(t, chronicler, 'POST', '/api/v1/events', {
        ...sprintBody,
        type: 'Meetup',
        maxParticipants: 1,
        wordGoal: null,
      })
    ).json();
    expect((await call(t, null, 'POST', `/api/v1/events/${created.id}/registration`)).statusCode).toBe(401);
    const first = await call(t, connoisseur, 'POST', `/api/v1/events/${created.id}/registration`);
    expect(first.statusCode).toBe(200);
    expect(first.json().viewer).toEqual({ status: 'Registered', waitlistPosition: null });
    const second = await call(t, free, 'POST', `/api/v1/events/${created.id}/registration`);
    expect(second.json().viewer).toEqual({ status: 'Waitlisted', waitlistPosition: 1 });
    const guestView = (await call(t, null, 'GET', `/api/v1/events/${created.id}`)).json();
    expect(guestView.participants.map((p: { username: string }) => p.username)).toEqual([
      connoisseur.user.username,
    ]);
    expect(guestView.waitlist).toHaveLength(1);
    const cancelled = await call(t, connoisseur, 'DELETE', `/api/v1/events/${created.id}/registration`);
    expect(cancelled.json().viewer.status).toBeNull();
    const promoted = (await call(t, free, 'GET', `/api/v1/events/${created.id}`)).json();
    expect(promoted.viewer).toEqual({ status: 'Registered', waitlistPosition: null });
    expect(promoted.currentParticipants).toBe(1);
    expect((await call(t, null, 'GET', '/api/v1/events/not-a-uuid')).statusCode).toBe(404);
  });

  it('gives the place of a deleted account to the first on the waiting list', async () => {
    const host = await buildUser(db());
    const event = await buildEvent(db(), host.id, {
      maxParticipants: 1,
      startDate: new Date(Date.now() + HOUR),
      endDate: new Date(Date.now() + 2 * HOUR),
    });
    const [leaving, waiting] = [await buildUser(db()), await buildUser(db())];
    const { createEventsService } = await import('./events.service');
    const service = createEventsService(db());
    await service.register({ id: leaving.id }, event.id);
    await service.register({ id: waiting.id }, event.id);
    const { createAccountRepository } = await import('../account/account.repository');
    await createAccountRepository(db()).deleteUser(leaving.id);
    expect(await counts(event.id)).toEqual({ current: 1, registered: 1, waiting: 0 });
    expect((await service.detail(event.id, { id: waiting.id })).viewer.status).toBe('Registered');
  });

  it('derives Upcoming, Active and Completed from the dates and the job stores them', async () => {
    const host = await buildUser(db());
    const mk = (start: number, end: number) =>
      buildEvent(db(), host.id, {
        startDate: new Date(Date.now() + start),
        endDate: new Date(Date.now() + end),
      });
    const [up, active, done] = [await mk(HOUR, 2 * HOUR), await mk(-HOUR, HOUR), await mk(-2 * HOUR, -HOUR)];
    const statusOf = async (id: string) => (await call(t, null, 'GET', `/api/v1/events/${id}`)).json().status;
    expect([await statusOf(up.id), await statusOf(active.id), await statusOf(done.id)]).toEqual([
      'Upcoming',
      'Active',
      'Completed',
    ]);
    await runEventsJob(db());
    const stored = await queryRows<{ id: string; status: string }>(
      db(),
      sql`select event_id as id, status from events where event_id in (${up.id}::uuid, ${active.id}::uuid, ${done.id}::uuid)`,
    );
    expect(Object.fromEntries(stored.map((r) => [r.id, r.status]))).toEqual({
      [up.id]: 'Upcoming',
      [active.id]: 'Active',
      [done.id]: 'Completed',
    });
    // A completed event takes no new participants.
    expect((await call(t, connoisseur, 'POST', `/api/v1/events/${done.id}/registration`)).statusCode).toBe(
      409,
    );
  });

  it('notifies Registered participants once when an event starts and 24 h before its deadline', async () => {
    const host = await buildUser(db());
    const event = await buildEvent(db(), host.id, {
      startDate: new Date(Date.now() + 10 * HOUR),
      endDate: new Date(Date.now() + 30 * HOUR),
      deadline: new Date(Date.now() + 20 * HOUR),
    });
    const reader = await buildUser(db());
    const quiet = await buildUser(db());
    await db().execute(sql`insert into event_participants (event_id, user_id)
      values (${event.id}::uuid, ${reader.id}::uuid), (${event.id}::uuid, ${quiet.id}::uuid)`);
    // Each kind has its switch in the notification preferences.
    await db().execute(sql`insert into notification_preferences (user_id, kind, enabled)
      values (${quiet.id}::uuid, 'event_start', false)`);
    await runEventsJob(db());
    await runEventsJob(db(), new Date(Date.now() + 11 * HOUR));
    await runEventsJob(db(), new Date(Date.now() + 12 * HOUR));
    const kinds = await queryRows<{ kind: string }>(
      db(),
      sql`select kind from notifications where recipient_id = ${reader.id}::uuid and event_id = ${event.id}::uuid order by kind`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['event_deadline', 'event_start']);
    const quietKinds = await queryRows<{ kind: string }>(
      db(),
      sql`select kind from notifications where recipient_id = ${quiet.id}::uuid and event_id = ${event.id}::uuid`,
    );
    expect(quietKinds.map((k) => k.kind)).toEqual(['event_deadline']);
  });

  it('takes contest entries before the deadline and lets the creator mark winners after it', async () => {
    const created = (
      await call(t, chronicler, 'POST', '/api/v1/events', {
        ...sprintBody,
        title: 'Flash Fiction Contest',
        type: 'Writing Contest',
        wordGoal: null,
        prize: 'A golden quill',
      })
    ).json();
    const story = await buildStory(db(), connoisseur.user.id, {
      privacyLevel: 'Public',
      publicationStatus: 'Published',
      publishedAt: new Date(),
    });
    const draft = await buildStory(db(), connoisseur.user.id);
    const entry = (body: object) =>
      call(t, connoisseur, 'POST', `/api/v1/events/${created.id}/entries`, body);
    expect((await entry({ storyId: story.id })).json().error.message).toBe(EVENT_MESSAGES.notParticipant);
    const joined = (await call(t, connoisseur, 'POST', `/api/v1/events/${created.id}/registration`)).json();
    expect(joined.abilities.submitEntry).toBe(true);
    expect(joined.eligibleStories.map((s: { id: string }) => s.id)).toEqual([story.id]);
    expect((await entry({ storyId: draft.id })).statusCode).toBe(400);
    const ok = await entry({ storyId: story.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().entries).toHaveLength(1);
    expect((await entry({ storyId: story.id })).statusCode).toBe(409);

    const entryId = ok.json().entries[0].id;
    const early = await call(t, chronicler, 'PUT', `/api/v1/events/${created.id}/winners`, {
      entryIds: [entryId],
    });
    expect(early.json().error.message).toBe(EVENT_MESSAGES.beforeDeadline);
    await db().execute(
      sql`update events set deadline = now() - interval '1 minute' where event_id = ${created.id}::uuid`,
    );
    expect((await entry({ storyId: story.id })).statusCode).toBe(409);
    const notCreator = await call(t, connoisseur, 'PUT', `/api/v1/events/${created.id}/winners`, {
      entryIds: [entryId],
    });
    expect(notCreator.statusCode).toBe(403);
    const marked = await call(t, chronicler, 'PUT', `/api/v1/events/${created.id}/winners`, {
      entryIds: [entryId],
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().entries[0]).toMatchObject({ winner: true });
    expect(marked.json().prize).toBe('A golden quill');
    await call(t, chronicler, 'PUT', `/api/v1/events/${created.id}/winners`, { entryIds: [entryId] });
    const told = await queryRows(
      db(),
      sql`select 1 from notifications where recipient_id = ${connoisseur.user.id}::uuid and kind = 'event_winner'
            and event_id = ${created.id}::uuid`,
    );
    expect(told).toHaveLength(1);
    const bell = (await call(t, connoisseur, 'GET', '/api/v1/notifications')).json();
    expect(bell.items[0]).toMatchObject({
      kind: 'event_winner',
      text: 'You were placed among the winners of Flash Fiction Contest',
      link: `/community/events/${created.id}`,
    });
  });

  it('counts the words a sprint participant adds to their chapters between start and end', async () => {
    const created = (
      await call(t, chronicler, 'POST', '/api/v1/events', { ...sprintBody, title: 'Count Sprint' })
    ).json();
    const writer = await personOn(t, 'Story Connoisseur', 'evw');
    const story = await buildStory(db(), writer.user.id);
    const chapter = (
      await call(t, writer, 'POST', `/api/v1/stories/${story.id}/chapters`, { title: 'One' })
    ).json();
    const save = (words: number) =>
      call(t, writer, 'PATCH', `/api/v1/stories/${story.id}/chapters/${chapter.id}`, {
        content: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: Array(words).fill('word').join(' ') }] },
          ],
        },
      });
    // Words written before joining do not count.
    expect((await save(50)).statusCode).toBe(200);
    await call(t, writer, 'POST', `/api/v1/events/${created.id}/registration`);
    expect((await save(350)).statusCode).toBe(200);
    expect((await save(200)).statusCode).toBe(200); // net progress: words at the end minus at the start
    const page = (await call(t, null, 'GET', `/api/v1/events/${created.id}`)).json();
    expect(page.sprint).toEqual([
      expect.objectContaining({ username: writer.user.username, words: 150, rank: 1 }),
    ]);
    expect(page.wordGoal).toBe(1000);
  });

  it('lists 10 upcoming events by deadline and pages through all of them', async () => {
    const host = await buildUser(db());
    for (let i = 0; i < 12; i += 1)
      await buildEvent(db(), host.id, {
        title: `Paged ${i}`,
        deadline: new Date(Date.now() + (i + 1) * HOUR),
      });
    await buildEvent(db(), host.id, { title: 'Paged none' });
    const tab = (await call(t, null, 'GET', '/api/v1/events?scope=upcoming&limit=10&q=Paged')).json();
    expect(tab.items.map((e: { title: string }) => e.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Paged ${i}`),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        t,
        null,
        'GET',
        `/api/v1/events?scope=all&limit=5&q=Paged${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const body = res.json();
      seen.push(...body.items.map((e: { title: string }) => e.title));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...Array.from({ length: 12 }, (_, i) => `Paged ${i}`), 'Paged none']);
    expect((await call(t, null, 'GET', '/api/v1/events?cursor=nonsense')).statusCode).toBe(400);
  });

  it('lets only the creator edit and delete; lowering the limit below the registered is refused', async () => {
    const created = (
      await call(t, chronicler, 'POST', '/api/v1/events', { ...sprintBody, title: 'Editable' })
    ).json();
    await call(t, connoisseur, 'POST', `/api/v1/events/${created.id}/registration`);
    await call(t, free, 'POST', `/api/v1/events/${created.id}/registration`);
    expect(
      (await call(t, connoisseur, 'PATCH', `/api/v1/events/${created.id}`, { title: 'Mine' })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, chronicler, 'PATCH', `/api/v1/events/${created.id}`, { maxParticipants: 1 })).statusCode,
    ).toBe(400);
    const edited = await call(t, chronicler, 'PATCH', `/api/v1/events/${created.id}`, {
      title: 'Renamed',
      prize: 'Ink',
    });
    expect(edited.json()).toMatchObject({ title: 'Renamed', prize: 'Ink' });
    const keptPrize = await call(t, chronicler, 'PATCH', `/api/v1/events/${created.id}`, { title: 'Again' });
    expect(keptPrize.json()).toMatchObject({ title: 'Again', prize: 'Ink' });
    expect((await call(t, connoisseur, 'DELETE', `/api/v1/events/${created.id}`)).statusCode).toBe(403);
    expect((await call(t, chronicler, 'DELETE', `/api/v1/events/${created.id}`)).statusCode).toBe(204);
    expect((await call(t, null, 'GET', `/api/v1/events/${created.id}`)).statusCode).toBe(404);
  });
});
