import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from '@common/schemas/privacy';
import { userFollows } from '../../db/schema/index';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPublishedStory, request } from '../library/library.test-support';
import {
  COMMENTS_FOLLOWERS_MESSAGE,
  COMMENTS_OFF_MESSAGE,
  NOT_ACCEPTING_FOLLOWERS_MESSAGE,
  PROFILE_FOLLOWERS_MESSAGE,
  PROFILE_PRIVATE_MESSAGE,
} from './privacy.policy';

type Person = Awaited<ReturnType<typeof createSignedInUser>>;
type Viewer = 'owner' | 'follower' | 'stranger' | 'guest';
const VIEWERS: Viewer[] = ['owner', 'follower', 'stranger', 'guest'];

describe('privacy settings', () => {
  let t: TestApp;
  let people: Record<Exclude<Viewer, 'guest'>, Person>;
  let storyId: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    const [owner, follower, stranger] = await Promise.all([
      createSignedInUser(t, 'owner'),
      createSignedInUser(t, 'follower'),
      createSignedInUser(t, 'stranger'),
    ]);
    people = { owner, follower, stranger };
    await t.database.db
      .insert(userFollows)
      .values({ followerId: follower.user.id, followingId: owner.user.id });
    storyId = (await buildPublishedStory(t.database.db, owner.user.id)).id;
  });
  afterAll(() => t.close());

  const cookieOf = (viewer: Viewer) => (viewer === 'guest' ? null : people[viewer].cookie);
  const save = (settings: Partial<PrivacySettings>) =>
    request(t, people.owner.cookie, 'PUT', '/api/v1/me/privacy', {
      ...DEFAULT_PRIVACY_SETTINGS,
      ...settings,
    });

  it('starts public/everyone/everyone, saves all three, and refuses bad values and guests', async () => {
    const mine = await request(t, people.stranger.cookie, 'GET', '/api/v1/me/privacy');
    expect(mine.json()).toEqual({
      profileVisibility: 'public',
      whoCanFollow: 'everyone',
      whoCanComment: 'everyone',
    });

    const saved = await request(t, people.stranger.cookie, 'PUT', '/api/v1/me/privacy', {
      profileVisibility: 'followers',
      whoCanFollow: 'nobody',
      whoCanComment: 'nobody',
    });
    expect(saved.statusCode).toBe(200);
    expect((await request(t, people.stranger.cookie, 'GET', '/api/v1/me/privacy')).json()).toEqual(
      saved.json(),
    );
    await request(t, people.stranger.cookie, 'PUT', '/api/v1/me/privacy', DEFAULT_PRIVACY_SETTINGS);

    const bad = await request(t, people.stranger.cookie, 'PUT', '/api/v1/me/privacy', {
      ...DEFAULT_PRIVACY_SETTINGS,
      profileVisibility: 'friends',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Choose who can see your profile');
    expect((await request(t, null, 'GET', '/api/v1/me/privacy')).statusCode).toBe(401);
    expect((await request(t, null, 'PUT', '/api/v1/me/privacy', DEFAULT_PRIVACY_SETTINGS)).statusCode).toBe(
      401,
    );
  });

  // Expected status of the author page and each of its lists, per viewer.
  const visibilityTable: [PrivacySettings['profileVisibility'], Record<Viewer, number>, string | null][] = [
    ['public', { owner: 200, follower: 200, stranger: 200, guest: 200 }, null],
    ['followers', { owner: 200, follower: 200, stranger: 403, guest: 403 }, PROFILE_FOLLOWERS_MESSAGE],
    ['private', { owner: 200, follower: 403, stranger: 403, guest: 403 }, PROFILE_PRIVATE_MESSAGE],
  ];
  it.each(visibilityTable)(
    'profile visibility %s hides the author page and its lists from the right viewers',
    async (visibility, expected, message) => {
      expect((await save({ profileVisibility: visibility })).statusCode).toBe(200);
      const name = people.owner.user.username;
      for (const viewer of VIEWERS) {
        for (const path of [
          `/api/v1/authors/${name}`,
          `/api/v1/authors/${name}/stories`,
          `/api/v1/authors/${name}/reviews`,
          `/api/v1/users/${name}/followers`,
        ]) {
          const res = await request(t, cookieOf(viewer), 'GET', path);
          expect([viewer, path, res.statusCode]).toEqual([viewer, path, expected[viewer]]);
          if (res.statusCode === 403) {
            expect(res.json().error).toMatchObject({ code: 'PROFILE_HIDDEN', message });
          }
        }
      }
      // A stranger is told whether following would open a followers-only page.
      if (visibility !== 'public') {
        const stranger = await request(t, people.stranger.cookie, 'GET', `/api/v1/authors/${name}`);
        expect(stranger.json().error.details).toEqual({ visibility, mayFollow: true });
      }
    },
  );

  it('who_can_follow nobody refuses new followers with a clear message, keeps existing ones', async () => {
    await save({ whoCanFollow: 'nobody' });
    const name = people.owner.user.username;
    const refused = await request(t, people.stranger.cookie, 'PUT', `/api/v1/users/${name}/follow`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(NOT_ACCEPTING_FOLLOWERS_MESSAGE);
    // Already following: the idempotent follow still answers, and unfollowing always works.
    expect(
      (await request(t, people.follower.cookie, 'PUT', `/api/v1/users/${name}/follow`)).json(),
    ).toMatchObject({ following: true });
    expect(
      (await request(t, people.stranger.cookie, 'DELETE', `/api/v1/users/${name}/follow`)).statusCode,
    ).toBe(200);
    // A followers-only page tells a stranger that following will not open it.
    await save({ whoCanFollow: 'nobody', profileVisibility: 'followers' });
    expect(
      (await request(t, people.stranger.cookie, 'GET', `/api/v1/authors/${name}`)).json().error.details,
    ).toEqual({ visibility: 'followers', mayFollow: false });

    await save({ whoCanFollow: 'everyone' });
    const accepted = await request(t, people.stranger.cookie, 'PUT', `/api/v1/users/${name}/follow`);
    expect(accepted.json()).toMatchObject({ following: true, followerCount: 2 });
    await request(t, people.stranger.cookie, 'DELETE', `/api/v1/users/${name}/follow`);
  });

  // Per who_can_comment: whether each viewer may post, and the reason the list gives them.
  const commentTable: [PrivacySettings['whoCanComment'], Record<Viewer, string | null>][] = [
    ['everyone', { owner: null, follower: null, stranger: null, guest: null }],
    [
      'followers',
      {
        owner: null,
        follower: null,
        stranger: COMMENTS_FOLLOWERS_MESSAGE,
        guest: COMMENTS_FOLLOWERS_MESSAGE,
      },
    ],
    [
      'nobody',
      {
        owner: null,
        follower: COMMENTS_OFF_MESSAGE,
        stranger: COMMENTS_OFF_MESSAGE,
        guest: COMMENTS_OFF_MESSAGE,
      },
    ],
  ];
  it.each(commentTable)(
    "who_can_comment %s: who may comment on the owner's stories, and why not",
    async (setting, expected) => {
      await save({ whoCanComment: setting });
      const url = `/api/v1/library/stories/${storyId}/comments`;
      for (const viewer of VIEWERS) {
        const list = await request(t, cookieOf(viewer), 'GET', url);
        expect([viewer, list.json().closedReason]).toEqual([viewer, expected[viewer]]);
        if (viewer === 'guest') continue;
        const posted = await request(t, cookieOf(viewer), 'POST', url, {
          commentText: `Hello from ${viewer}`,
        });
        expect([viewer, posted.statusCode]).toEqual([viewer, expected[viewer] === null ? 201 : 403]);
        if (posted.statusCode === 403) expect(posted.json().error.message).toBe(expected[viewer]);
      }
    },
  );
});
