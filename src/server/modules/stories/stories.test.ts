import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyCollaborators, sessions } from '../../db/schema/collaboration';
import { storyCardSchema, storyDetailSchema } from '@common/schemas/story';
import { buildStory, buildUser, buildWorld } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, signInCast, type Cast } from './story.test-support';

describe('stories: create, read, edit, publish', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cast = await signInCast(t);
  });
  afterAll(() => t.close());

  it('creates a private story owned by the caller, whatever created_by the body claims', async () => {
    const world = await buildWorld(t.database.db, cast.owner.user.id, { name: 'Aster Reach' });
    const res = await call(t, cast, 'owner', 'POST', '/api/v1/stories', {
      title: '  The Salt Road ',
      genre: 'Fantasy',
      worldId: world.id,
      createdBy: cast.other.user.id,
    });
    expect(res.statusCode).toBe(201);
    const story = storyDetailSchema.strict().parse(res.json());
    expect(story).toMatchObject({
      title: 'The Salt Road',
      description: '',
      status: 'Planning',
      privacyLevel: 'Private',
      publicationStatus: null,
      publishedAt: null,
      createdBy: cast.owner.user.id,
      creatorUsername: cast.owner.name,
      worldId: world.id,
      worldName: 'Aster Reach',
      role: 'Owner',
      isOwner: true,
      sessionCount: 0,
      lastSessionDate: null,
      collaboratorCount: 1,
      abilities: {
        update: true,
        delete: true,
        publish: true,
        manageCollaborators: true,
        readDrafts: true,
        writeChapters: true,
        manageChapters: true,
        publishChapters: true,
        restoreVersions: true,
      },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("refuses a world that is not one of the creator's own: 'Choose one of your worlds'", async () => {
    const theirs = await buildWorld(t.database.db, cast.other.user.id);
    for (const worldId of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(t, cast, 'owner', 'POST', '/api/v1/stories', {
        title: 'X',
        genre: 'Horror',
        worldId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Choose one of your worlds');
    }
  });

  it('answers the shared validation messages', async () => {
    const res = await call(t, cast, 'owner', 'POST', '/api/v1/stories', { title: ' ', genre: 'Fantasy' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Title is required');
  });

  it('derives creator name, world, sessions and collaborator count; "Unknown" when the creator name is missing', async () => {
    const db = t.database.db;
    const story = await buildStory(db, cast.owner.user.id);
    const helper = await buildUser(db);
    await db.insert(storyCollaborators).values([
      { storyId: story.id, userId: cast.collaborator.user.id, role: 'Editor' },
      { storyId: story.id, userId: helper.id },
    ]);
    const last = new Date('2026-03-04T05:06:07.000Z');
    await db.insert(sessions).values([
      { storyId: story.id, sessionDate: new Date('2026-01-01T00:00:00Z') },
      { storyId: story.id, sessionDate: last },
    ]);
    const res = await call(t, cast, 'collaborator', 'GET', `/api/v1/stories/${story.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sessionCount: 2,
      lastSessionDate: last.toISOString(),
      collaboratorCount: 3,
      role: 'Editor',
      isOwner: false,
      worldId: null,
      worldName: null,
      // An Editor's rights (stories.policy.ts): the text and restores, not chapter management.
      abilities: {
        update: false,
        delete: false,
        publish: false,
        manageCollaborators: false,
        readDrafts: true,
        writeChapters: true,
        manageChapters: false,
        publishChapters: false,
        restoreVersions: true,
      },
    });
    const presenter = await import('./stories.presenter');
    const row = (await import('./stories.repository')).createStoriesRepository(db);
    const detail = await row.findDetail(story.id);
    const unknown = presenter.toStoryDetail(
      { ...detail!, creatorUsername: null },
      {
        storyId: story.id,
        ownerId: story.createdBy,
        isOwner: true,
        collaboratorRole: null,
        isPublic: false,
      },
    );
    expect(unknown.creatorUsername).toBe('Unknown');
  });

  it('a public story of someone else is readable, with no abilities', async () => {
    const story = await buildStory(t.database.db, cast.other.user.id, { privacyLevel: 'Public' });
    const res = await call(t, cast, 'owner', 'GET', `/api/v1/stories/${story.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isOwner: false,
      role: 'Reader',
      abilities: { update: false, readDrafts: false, writeChapters: false },
    });
  });

  it("another user's private story, a missing id and a malformed id all answer 404 'Story not found'", async () => {
    const story = await buildStory(t.database.db, cast.other.user.id);
    for (const id of [story.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call(t, cast, 'owner', 'GET', `/api/v1/stories/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('Story not found');
    }
  });

  it('PATCH changes only the fields sent', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id, {
      status: 'Active',
      description: 'kept',
    });
    const res = await call(t, cast, 'owner', 'PATCH', `/api/v1/stories/${story.id}`, { title: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      status: 'Active',
      description: 'kept',
      privacyLevel: 'Private',
    });
    const empty = await call(t, cast, 'owner', 'PATCH', `/api/v1/stories/${story.id}`, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().title).toBe('Renamed');
  });

  it('publish sets Public, Published and now; unpublish sets Private and clears both (SPEC section 4)', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id, { status: 'Active' });
    const before = Date.now();
    const pub = await call(t, cast, 'owner', 'POST', `/api/v1/stories/${story.id}/publish`);
    expect(pub.statusCode).toBe(200);
    const published = pub.json();
    expect(published).toMatchObject({
      privacyLevel: 'Public',
      publicationStatus: 'Published',
      status: 'Active',
    });
    expect(Date.parse(published.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(published.publishedAt)).toBeLessThanOrEqual(Date.now() + 1000);

    const unpub = await call(t, cast, 'owner', 'POST', `/api/v1/stories/${story.id}/unpublish`);
    expect(unpub.statusCode).toBe(200);
    expect(unpub.json()).toMatchObject({
      privacyLevel: 'Private',
      publicationStatus: null,
      publishedAt: null,
      status: 'Active',
    });
  });

  it('making a published story Private through PATCH unpublishes it', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    await call(t, cast, 'owner', 'POST', `/api/v1/stories/${story.id}/publish`);
    const res = await call(t, cast, 'owner', 'PATCH', `/api/v1/stories/${story.id}`, {
      privacyLevel: 'Private',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ privacyLevel: 'Private', publicationStatus: null, publishedAt: null });
  });

  it('DELETE removes the story for good', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    expect((await call(t, cast, 'owner', 'DELETE', `/api/v1/stories/${story.id}`)).statusCode).toBe(204);
    expect((await call(t, cast, 'owner', 'GET', `/api/v1/stories/${story.id}`)).statusCode).toBe(404);
  });

  it('the list answers cards in the shared shape', async () => {
    const res = await call(t, cast, 'owner', 'GET', '/api/v1/stories?limit=5');
    expect(res.statusCode).toBe(200);
    for (const item of res.json().items) expect(storyCardSchema.strict().parse(item)).toEqual(item);
  });

  it('documents the creator workspace endpoints in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const p of [
      '/api/v1/stories',
      '/api/v1/stories/{id}',
      '/api/v1/stories/{id}/publish',
      '/api/v1/stories/{id}/chapters/{chapterId}',
      '/api/v1/stories/{id}/chapters/order',
      '/api/v1/stories/{id}/collaborators/{userId}',
      '/api/v1/stories/{id}/sessions/join',
      '/api/v1/collaborations',
      '/api/v1/users/search',
    ]) {
      expect(paths[p], p).toBeDefined();
    }
  });
});
