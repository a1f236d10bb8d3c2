import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSearchResultSchema } from '@common/schemas/collaborator';
import { buildUser } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, signInCast, type Cast } from '../stories/story.test-support';

describe('GET /api/v1/users/search', () => {
  let t: TestApp;
  let cast: Cast;
  const search = async (q: string, actor: 'owner' | 'guest' = 'owner') =>
    call(t, cast, actor, 'GET', `/api/v1/users/search?q=${encodeURIComponent(q)}`);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cast = await signInCast(t);
    const db = t.database.db;
    await buildUser(db, { username: 'Quillfeather', email: 'quill@example.test' });
    await buildUser(db, { username: 'quill', email: 'someone@example.test' });
    await buildUser(db, { username: 'old_quill_99', email: 'q99@example.test' });
    await buildUser(db, { username: 'Marrow', email: 'Marrow.Writes@Example.test' });
    for (let i = 0; i < 25; i++) await buildUser(db, { username: `penpal_${i}` });
  });
  afterAll(() => t.close());

  it('matches usernames anywhere, case-insensitive, exact first then prefixes; never answers e-mails', async () => {
    const res = await search('QUILL');
    expect(res.statusCode).toBe(200);
    const body = userSearchResultSchema.parse(res.json());
    expect(body.items.map((u) => u.username)).toEqual(['quill', 'Quillfeather', 'old_quill_99']);
    expect(res.body).not.toMatch(/@|email/i);
    for (const item of res.json().items)
      expect(Object.keys(item).sort()).toEqual(['id', 'profileImage', 'username']);
  });

  it('finds a user by exact e-mail (any case), but not by part of one', async () => {
    expect(
      (await search('marrow.writes@example.TEST')).json().items.map((u: { username: string }) => u.username),
    ).toEqual(['Marrow']);
    expect((await search('writes@example')).json().items).toEqual([]);
  });

  it('answers at most 20 and never the caller', async () => {
    expect((await search('penpal_')).json().items).toHaveLength(20);
    const self = await search(cast.owner.name);
    expect(self.json().items.map((u: { id: string }) => u.id)).not.toContain(cast.owner.user.id);
    const byMail = await search(cast.owner.email);
    expect(byMail.json().items).toEqual([]);
  });

  it('needs 2 characters and a signed-in user', async () => {
    const short = await search('q');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Type at least 2 characters');
    const guest = await search('quill', 'guest');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.message).toBe('User not authenticated');
  });
});
