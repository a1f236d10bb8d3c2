import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_PRIVACY } from '@common/constants';
import { groupMembers, groupReadingList, groupThreads, groupPosts } from '../../db/schema/index';
import { buildStory, buildWorld } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, personOn, type Person } from './groups.test-support';

/**
 * The never-leaks matrix: every read endpoint of a group, for each privacy level, as a guest, a
 * non-member, a member, a moderator and an admin. Private and Invite Only contents (members,
 * board, shared worlds, reading list) answer 404 to non-members and their names never appear in
 * any answer they get; an Invite Only group is 404 altogether. Plus: a 'Group Only' world is
 * readable by its group's members and 404 for everyone else.
 */
type Who = 'guest' | 'outsider' | 'member' | 'moderator' | 'admin';
const WHO: Who[] = ['guest', 'outsider', 'member', 'moderator', 'admin'];
const SECRET = {
  thread: 'Secret thread title',
  reply: 'Secret reply body',
  world: 'Secret shared world',
  story: 'Secret listed story',
};

describe('group privacy', () => {
  let t: TestApp;
  const people = {} as Record<Exclude<Who, 'guest'>, Person>;
  const made = {} as Record<
    (typeof GROUP_PRIVACY)[number],
    { id: string; threadId: string; worldId: string }
  >;
  const as = (who: Who) => (who === 'guest' ? null : people[who]);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    people.admin = await personOn(t, 'Chronicler', 'adm');
    people.moderator = await personOn(t, 'Free', 'mod');
    people.member = await personOn(t, 'Free', 'mem');
    people.outsider = await personOn(t, 'Free', 'out');
    const db = t.database.db;
    const story = await buildStory(db, people.member.user.id, {
      title: SECRET.story,
      privacyLevel: 'Public',
      publicationStatus: 'Published',
      publishedAt: new Date(),
    });
    for (const privacyLevel of GROUP_PRIVACY) {
      const res = await call(t, people.admin, 'POST', '/api/v1/groups', {
        name: `${privacyLevel} circle`,
        category: 'Fantasy',
        privacyLevel,
      });
      const id = res.json().id as string;
      await db.insert(groupMembers).values([
        { groupId: id, userId: people.moderator.user.id, role: 'Moderator' },
        { groupId: id, userId: people.member.user.id, role: 'Member' },
      ]);
      const [thread] = await db
        .insert(groupThreads)
        .values({ groupId: id, authorId: people.member.user.id, title: SECRET.thread, body: 'Opening' })
        .returning();
      await db
        .insert(groupPosts)
        .values({ threadId: thread!.id, authorId: people.admin.user.id, body: SECRET.reply });
      await db
        .insert(groupReadingList)
        .values({ groupId: id, storyId: story.id, addedBy: people.member.user.id });
      const world = await buildWorld(db, people.member.user.id, {
        name: SECRET.world,
        privacyLevel: 'Group Only',
        sharedGroupId: id,
      });
      made[privacyLevel] = { id, threadId: thread!.id, worldId: world.id };
    }
  });
  afterAll(() => t.close());

  const reads = (g: { id: string; threadId: string }) => ({
    about: `/api/v1/groups/${g.id}`,
    members: `/api/v1/groups/${g.id}/members`,
    threads: `/api/v1/groups/${g.id}/threads`,
    thread: `/api/v1/groups/${g.id}/threads/${g.threadId}`,
    worlds: `/api/v1/groups/${g.id}/worlds`,
    readingList: `/api/v1/groups/${g.id}/reading-list`,
  });
  const insider = (who: Who) => who === 'member' || who === 'moderator' || who === 'admin';

  const expected = (privacy: string, endpoint: string, who: Who): number => {
    if (privacy === 'Public' || insider(who)) return 200;
    if (endpoint === 'about') return privacy === 'Private' ? 200 : 404;
    return 404;
  };

  for (const privacy of GROUP_PRIVACY) {
    for (const who of WHO) {
      it(`${privacy} group as ${who}`, async () => {
        const g = made[privacy];
        for (const [endpoint, url] of Object.entries(reads(g))) {
          const res = await call(t, as(who), 'GET', url);
          expect(res.statusCode, `${endpoint} ${url}`).toBe(expected(privacy, endpoint, who));
          if (privacy !== 'Public' && !insider(who)) {
            for (const secret of Object.values(SECRET))
              expect(res.body, `${endpoint} leaks`).not.toContain(secret);
            expect(res.body).not.toContain(people.member.user.username);
          }
          if (res.statusCode === 404) expect(res.json().error.message).toBe('Group not found');
        }
        const requests = await call(t, as(who), 'GET', `/api/v1/groups/${g.id}/requests`);
        const requestStatus =
          who === 'guest'
            ? 401
            : who === 'moderator' || who === 'admin'
              ? 200
              : privacy === 'Invite Only' && who === 'outsider'
                ? 404
                : 403;
        expect(requests.statusCode).toBe(requestStatus);
      });
    }
  }

  it('insiders see the contents', async () => {
    const g = made.Private;
    const body = (url: string) => call(t, people.member, 'GET', url).then((r) => r.body);
    expect(await body(`/api/v1/groups/${g.id}/threads`)).toContain(SECRET.thread);
    expect(await body(`/api/v1/groups/${g.id}/threads/${g.threadId}`)).toContain(SECRET.reply);
    expect(await body(`/api/v1/groups/${g.id}/worlds`)).toContain(SECRET.world);
    expect(await body(`/api/v1/groups/${g.id}/reading-list`)).toContain(SECRET.story);
    expect(await body(`/api/v1/groups/${g.id}/members`)).toContain(people.moderator.user.username);
  });

  it('never lists Invite Only groups and lists no contents on cards', async () => {
    const list = await call(t, people.outsider, 'GET', '/api/v1/groups?limit=50');
    const names = list.json().items.map((g: { name: string }) => g.name);
    expect(names).toEqual(expect.arrayContaining(['Public circle', 'Private circle']));
    expect(names).not.toContain('Invite Only circle');
    for (const secret of Object.values(SECRET)) expect(list.body).not.toContain(secret);
  });

  it("a 'Group Only' world is readable by its group's members and 404 for everyone else", async () => {
    for (const privacy of GROUP_PRIVACY) {
      const url = `/api/v1/worlds/${made[privacy].worldId}`;
      for (const who of ['member', 'moderator', 'admin'] as const) {
        const res = await call(t, people[who], 'GET', url);
        expect(res.statusCode, `${privacy} ${who}`).toBe(200);
        expect(res.json()).toMatchObject({
          name: SECRET.world,
          abilities: { update: who === 'member', delete: who === 'member' },
        });
      }
      const outsider = await call(t, people.outsider, 'GET', url);
      expect(outsider.statusCode).toBe(404);
      expect(outsider.json().error.message).toBe('World not found');
      expect((await call(t, null, 'GET', url)).statusCode).toBe(401);
      // Readers may not change it (the write path answers like a hidden world).
      expect((await call(t, people.moderator, 'PATCH', url, { name: 'Mine' })).statusCode).toBe(404);
    }
  });

  it('a member who leaves loses the shared world; sharing needs a group one belongs to', async () => {
    const g = made.Public;
    const url = `/api/v1/worlds/${g.worldId}`;
    expect((await call(t, people.moderator, 'DELETE', `/api/v1/groups/${g.id}/membership`)).statusCode).toBe(
      200,
    );
    expect((await call(t, people.moderator, 'GET', url)).statusCode).toBe(404);
    const refused = await call(t, people.outsider, 'POST', '/api/v1/worlds', {
      name: 'Sneaky',
      genre: 'Fantasy',
      privacyLevel: 'Group Only',
      sharedGroupId: made.Private.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('You can share a world only with a group you belong to');
    const shared = await call(t, people.member, 'POST', '/api/v1/worlds', {
      name: 'Shared',
      genre: 'Fantasy',
      privacyLevel: 'Group Only',
      sharedGroupId: made.Private.id,
    });
    expect(shared.json()).toMatchObject({ sharedGroupId: made.Private.id });
    // Making it Private again unshares it.
    const unshared = await call(t, people.member, 'PATCH', `/api/v1/worlds/${shared.json().id}`, {
      privacyLevel: 'Public',
    });
    expect(unshared.json()).toMatchObject({ sharedGroupId: null });
  });
});
