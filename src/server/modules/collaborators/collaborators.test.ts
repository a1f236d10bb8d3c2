import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaborationsSchema, collaboratorSchema } from '@common/schemas/collaborator';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCollaborator, call, MISSING_ID, signInCast, type Cast } from '../stories/story.test-support';
import { setTier } from '../worlds/workspace.test-support';

describe('collaborators and collaborations', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cast = await signInCast(t);
    // Inviting is a Worldsmith feature (collaborators.plans.test.ts covers the other plans).
    await setTier(t, cast.owner.user.id, 'Worldsmith');
  });
  afterAll(() => t.close());
  const url = (storyId: string, rest = '') => `/api/v1/stories/${storyId}/collaborators${rest}`;

  it('the owner adds a collaborator, who then sees and writes the story, and may leave it', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id, { title: 'Tidewater' });
    expect((await call(t, cast, 'collaborator', 'GET', `/api/v1/stories/${story.id}`)).statusCode).toBe(404);

    const added = await call(t, cast, 'owner', 'POST', url(story.id), {
      userId: cast.collaborator.user.id,
      role: 'Editor',
    });
    expect(added.statusCode).toBe(201);
    expect(collaboratorSchema.strict().parse(added.json())).toMatchObject({
      id: cast.collaborator.user.id,
      username: cast.collaborator.name,
      role: 'Editor',
    });
    expect(added.body).not.toContain('@');

    const detail = await call(t, cast, 'collaborator', 'GET', `/api/v1/stories/${story.id}`);
    expect(detail.json()).toMatchObject({ role: 'Editor', collaboratorCount: 2 });
    const list = await call(t, cast, 'collaborator', 'GET', url(story.id));
    expect(list.json().items.map((c: { id: string }) => c.id)).toEqual([cast.collaborator.user.id]);
    const mine = await call(t, cast, 'collaborator', 'GET', '/api/v1/stories');
    expect(mine.json().items.map((s: { id: string; role: string }) => [s.id, s.role])).toContainEqual([
      story.id,
      'Editor',
    ]);

    expect(
      (await call(t, cast, 'collaborator', 'DELETE', url(story.id, `/${cast.collaborator.user.id}`)))
        .statusCode,
    ).toBe(204);
    expect((await call(t, cast, 'collaborator', 'GET', `/api/v1/stories/${story.id}`)).statusCode).toBe(404);
  });

  it('refuses the owner themself and duplicates with 409, unknown users with 404', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    const self = await call(t, cast, 'owner', 'POST', url(story.id), { userId: cast.owner.user.id });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('You already own this story');
    expect(
      (await call(t, cast, 'owner', 'POST', url(story.id), { userId: cast.other.user.id })).statusCode,
    ).toBe(201);
    const again = await call(t, cast, 'owner', 'POST', url(story.id), { userId: cast.other.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This user is already a collaborator');
    const nobody = await call(t, cast, 'owner', 'POST', url(story.id), { userId: MISSING_ID });
    expect(nobody.statusCode).toBe(404);
    const invalid = await call(t, cast, 'owner', 'POST', url(story.id), { userId: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Choose a user');
  });

  it('a collaborator may not remove someone else; removing a non-collaborator is 404', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    const third = await buildUser(t.database.db);
    await addCollaborator(t, story.id, cast.collaborator.user.id);
    await addCollaborator(t, story.id, third.id);
    expect((await call(t, cast, 'collaborator', 'DELETE', url(story.id, `/${third.id}`))).statusCode).toBe(
      403,
    );
    expect((await call(t, cast, 'owner', 'DELETE', url(story.id, `/${cast.other.user.id}`))).statusCode).toBe(
      404,
    );
    expect((await call(t, cast, 'owner', 'DELETE', url(story.id, `/${third.id}`))).statusCode).toBe(204);
  });

  it('GET /api/v1/collaborations: owned stories with their people, and stories the caller helps write', async () => {
    const db = t.database.db;
    const mine = await buildStory(db, cast.other.user.id, { title: 'Owned with people', status: 'Active' });
    await buildStory(db, cast.other.user.id, { title: 'Owned alone' });
    await addCollaborator(t, mine.id, cast.admin.user.id, 'Beta Reader');
    const theirs = await buildStory(db, cast.owner.user.id, { title: 'Helping out' });
    await addCollaborator(t, theirs.id, cast.other.user.id, 'Co-Author');

    const res = await call(t, cast, 'other', 'GET', '/api/v1/collaborations');
    expect(res.statusCode).toBe(200);
    const body = collaborationsSchema.parse(res.json());
    expect(body.owned).toEqual([
      {
        story: { id: mine.id, title: 'Owned with people', status: 'Active' },
        collaborators: [
          expect.objectContaining({ id: cast.admin.user.id, username: cast.admin.name, role: 'Beta Reader' }),
        ],
      },
    ]);
    expect(body.collaborating).toContainEqual({
      story: { id: theirs.id, title: 'Helping out', status: 'Planning' },
      role: 'Co-Author',
      ownerUsername: cast.owner.name,
    });
    expect(res.body).not.toContain('@');
    expect((await call(t, cast, 'guest', 'GET', '/api/v1/collaborations')).statusCode).toBe(401);
  });
});
