import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createSignedInUser } from '../../auth/auth.test-support';
import {
  buildEvent,
  buildGroup,
  buildStory,
  buildWorld,
  expectViolation,
} from '../../db/factories.test-support';
import { queryRows } from '../../db/query-rows';
import { groupMembers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runEventsJob } from '../events/events.job';
import { as, type Person } from './play.test-support';

/**
 * A 'Play Session' group event schedules a play session: the group page lists it to members
 * (upcoming, then ended), the story page lists it, its event reminds who joined it, and nobody
 * outside the group finds the event or the list.
 */
let t: TestApp;
let organiser: Person, member: Person, outsider: Person;
let groupId: string, storyId: string;
const list = (who: Person) => as(t, who, 'GET', `/api/v1/groups/${groupId}/play-sessions`);
const start = () => new Date(Date.now() + 2 * 3600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  [organiser, member, outsider] = (await Promise.all(
    ['org', 'mem', 'out'].map((p) => createSignedInUser(t, p)),
  )) as [Person, Person, Person];
  const group = await buildGroup(t.database.db, organiser.user.id, { privacyLevel: 'Public' });
  groupId = group.id;
  await t.database.db.insert(groupMembers).values([
    { groupId, userId: organiser.user.id, role: 'Admin' },
    { groupId, userId: member.user.id },
  ]);
  storyId = (await buildStory(t.database.db, organiser.user.id)).id;
});
afterAll(() => t.close());

describe('scheduling a play session from a group', () => {
  it('creates the group event and the session; members see it, the story page lists it', async () => {
    const world = await buildWorld(t.database.db, organiser.user.id);
    const res = await as(t, organiser, 'POST', `/api/v1/groups/${groupId}/play-sessions`, {
      title: 'Night at the Drowned Chapel',
      storyId,
      worldId: world.id,
      startDate: start(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Night at the Drowned Chapel',
      status: 'Scheduled',
      story: { id: storyId },
      worldName: world.name,
      gameMaster: { id: organiser.user.id },
    });

    // A member who is not at the table sees the time and the game master, not the story.
    const seen = (await list(member)).json();
    expect(seen.upcoming).toHaveLength(1);
    expect(seen.upcoming[0]).toMatchObject({ id: created.id, story: null, eventId: created.eventId });
    const story = await as(t, organiser, 'GET', `/api/v1/stories/${storyId}/play-sessions`);
    expect(story.json().items.map((s: { id: string }) => s.id)).toContain(created.id);

    // The event: a 'Play Session' of the group, the organiser registered; members may join it.
    const event = await as(t, member, 'GET', `/api/v1/events/${created.eventId}`);
    expect(event.json()).toMatchObject({ type: 'Play Session', currentParticipants: 1 });
    const joined = await as(t, member, 'POST', `/api/v1/events/${created.eventId}/registration`);
    expect(joined.statusCode, joined.body).toBe(200);

    // The existing reminder job tells both when it starts.
    await runEventsJob(t.database.db, new Date(Date.now() + 3 * 3600_000));
    const told = await queryRows<{ user_id: string }>(
      t.database.db,
      sql`select recipient_id as user_id from notifications where kind = 'event_start' and event_id = ${created.eventId}`,
    );
    expect(told.map((r) => r.user_id).sort()).toEqual([organiser.user.id, member.user.id].sort());

    // A group member is offered a seat at the table.
    const offered = await as(t, organiser, 'GET', `/api/v1/play-sessions/${created.id}/candidates`);
    expect(offered.json().items.map((p: { id: string }) => p.id)).toContain(member.user.id);
  });

  it('keeps the event and the list from anyone outside the group', async () => {
    const [first] = (await list(organiser)).json().upcoming;
    expect((await list(outsider)).statusCode).toBe(404);
    expect((await as(t, outsider, 'GET', `/api/v1/events/${first.eventId}`)).statusCode).toBe(404);
    expect((await as(t, undefined, 'GET', `/api/v1/events/${first.eventId}`)).statusCode).toBe(404);
    const join = await as(t, outsider, 'POST', `/api/v1/events/${first.eventId}/registration`);
    expect(join.statusCode).toBe(404);
    const events = await as(t, outsider, 'GET', '/api/v1/events?scope=all&limit=50');
    expect(JSON.stringify(events.json())).not.toContain(first.eventId);
    const post = await as(t, outsider, 'POST', `/api/v1/groups/${groupId}/play-sessions`, {
      title: 'Gatecrash',
      storyId: (await buildStory(t.database.db, outsider.user.id)).id,
      startDate: start(),
    });
    expect(post.statusCode).toBe(404);
  });

  it('lists ended sessions apart from upcoming ones', async () => {
    const [first] = (await list(organiser)).json().upcoming;
    await as(t, organiser, 'PATCH', `/api/v1/play-sessions/${first.id}`, { status: 'Ended' });
    const after = (await list(member)).json();
    expect(after.upcoming).toEqual([]);
    expect(after.ended.map((s: { id: string }) => s.id)).toEqual([first.id]);
  });

  it('refuses a story the organiser may not run, a world not theirs, and bad dates, with messages', async () => {
    const theirs = await buildStory(t.database.db, outsider.user.id);
    const world = await buildWorld(t.database.db, outsider.user.id);
    const cases: [object, string, string][] = [
      [{ storyId: theirs.id }, 'storyId', 'Choose a story you may run sessions on'],
      [{ storyId, worldId: world.id }, 'worldId', 'Choose one of your worlds or the story’s world'],
      [{ storyId, endDate: '2020-01-01T00:00:00Z' }, 'endDate', 'End must be after the start'],
      [{ storyId, startDate: 'tomorrow' }, 'startDate', 'Start must be a date and time'],
    ];
    for (const [body, path, message] of cases) {
      const res = await as(t, organiser, 'POST', `/api/v1/groups/${groupId}/play-sessions`, {
        title: 'Refused',
        startDate: start(),
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
      expect(JSON.stringify(res.json().error.details ?? res.json())).toContain(path);
    }
    expect((await list(organiser)).json().upcoming).toEqual([]);
  });

  it('offers the stories one may run sessions on, and keeps Play Session out of public events', async () => {
    const stories = (await as(t, organiser, 'GET', '/api/v1/play-sessions/runnable-stories')).json();
    expect(stories.items.map((s: { id: string }) => s.id)).toContain(storyId);
    const other = (await as(t, member, 'GET', '/api/v1/play-sessions/runnable-stories')).json();
    expect(other.items).toEqual([]);
    const res = await as(t, organiser, 'POST', '/api/v1/events', {
      title: 'Sneaky',
      type: 'Play Session',
      startDate: start(),
      endDate: start(),
    });
    expect(res.statusCode).toBe(400);
  });

  it('stores a Play Session event only with its group, and no other type with one', async () => {
    const db = t.database.db;
    await expectViolation(
      () => buildEvent(db, organiser.user.id, { type: 'Play Session' }),
      'events_group_type_check',
    );
    await expectViolation(
      () => buildEvent(db, organiser.user.id, { type: 'Meetup', groupId }),
      'events_group_type_check',
    );
  });

  it('keeps the event and the session at one start, whichever of the two is moved', async () => {
    const created = (
      await as(t, organiser, 'POST', `/api/v1/groups/${groupId}/play-sessions`, {
        title: 'Moved night',
        storyId,
        startDate: start(),
        endDate: new Date(Date.now() + 5 * 3600_000).toISOString(),
      })
    ).json();
    const session = () => as(t, member, 'GET', `/api/v1/groups/${groupId}/play-sessions`);
    const event = async () => (await as(t, member, 'GET', `/api/v1/events/${created.eventId}`)).json();
    const startOf = async () =>
      (await session()).json().upcoming.find((s: { id: string }) => s.id === created.id).scheduledAt;

    // Moving the event a day later moves the table's start. One clock reading for both ends, so the
    // event lasts exactly 3 hours (two readings could fall a millisecond apart).
    const now = Date.now();
    const later = new Date(now + 26 * 3600_000).toISOString();
    const moved = await as(t, organiser, 'PATCH', `/api/v1/events/${created.eventId}`, {
      startDate: later,
      endDate: new Date(now + 29 * 3600_000).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(new Date(await startOf()).toISOString()).toBe(later);

    // Moving the session moves the event, its length kept (3 hours).
    const sooner = new Date(Date.now() + 4 * 3600_000);
    const res = await as(t, organiser, 'PATCH', `/api/v1/play-sessions/${created.id}`, {
      scheduledAt: sooner.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await event();
    expect(new Date(after.startDate).toISOString()).toBe(sooner.toISOString());
    expect(new Date(after.endDate).getTime() - sooner.getTime()).toBe(3 * 3600_000);

    // Its start cannot be cleared while the event schedules it.
    const cleared = await as(t, organiser, 'PATCH', `/api/v1/play-sessions/${created.id}`, {
      scheduledAt: null,
    });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.body).toContain('keeps a start');
  });
});
