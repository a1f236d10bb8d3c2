import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storySessionListSchema, storySessionSchema } from '@common/schemas/story';
import { sessionParticipants, sessions } from '../../db/schema/collaboration';
import { buildStory } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCollaborator, call, signInCast, type Cast } from './story.test-support';

describe('story sessions', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cast = await signInCast(t);
  });
  afterAll(() => t.close());

  it("joining reuses today's session and records each participant once", async () => {
    const db = t.database.db;
    const story = await buildStory(db, cast.owner.user.id);
    await addCollaborator(t, story.id, cast.collaborator.user.id);
    await db
      .insert(sessions)
      .values({ storyId: story.id, sessionDate: new Date(Date.now() - 3 * 24 * 3600 * 1000) });

    const first = await call(t, cast, 'owner', 'POST', `/api/v1/stories/${story.id}/sessions/join`);
    expect(first.statusCode).toBe(200);
    const session = storySessionSchema.parse(first.json());
    const [again, withCollaborator] = await Promise.all([
      call(t, cast, 'owner', 'POST', `/api/v1/stories/${story.id}/sessions/join`),
      call(t, cast, 'collaborator', 'POST', `/api/v1/stories/${story.id}/sessions/join`),
    ]);
    expect(again.json().id).toBe(session.id);
    expect(withCollaborator.json().id).toBe(session.id);
    const rows = await db
      .select()
      .from(sessionParticipants)
      .where(eq(sessionParticipants.sessionId, session.id));
    expect(rows.map((r) => r.userId).sort()).toEqual([cast.owner.user.id, cast.collaborator.user.id].sort());

    const list = await call(t, cast, 'collaborator', 'GET', `/api/v1/stories/${story.id}/sessions`);
    const { items } = storySessionListSchema.parse(list.json());
    expect(items).toHaveLength(2);
    expect(items[0]!.id).toBe(session.id);
    expect(items[0]!.participants.map((p) => p.username).sort()).toEqual(
      [cast.owner.name, cast.collaborator.name].sort(),
    );
    expect(items[1]!.participants).toEqual([]);

    const detail = await call(t, cast, 'owner', 'GET', `/api/v1/stories/${story.id}`);
    expect(detail.json()).toMatchObject({ sessionCount: 2, lastSessionDate: session.sessionDate });
  });

  it('concurrent first joins of the day make one session', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    await addCollaborator(t, story.id, cast.collaborator.user.id);
    const answers = await Promise.all(
      ['owner', 'collaborator', 'owner', 'collaborator'].map((actor) =>
        call(t, cast, actor as 'owner', 'POST', `/api/v1/stories/${story.id}/sessions/join`),
      ),
    );
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
  });

  it('readers of a public story may neither join nor list its sessions', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id, { privacyLevel: 'Public' });
    expect(
      (await call(t, cast, 'other', 'POST', `/api/v1/stories/${story.id}/sessions/join`)).statusCode,
    ).toBe(403);
    expect((await call(t, cast, 'other', 'GET', `/api/v1/stories/${story.id}/sessions`)).statusCode).toBe(
      403,
    );
  });
});
