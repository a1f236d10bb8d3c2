import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { storyCollaborators } from '../../db/schema/collaboration';
import { buildStory } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, signInCast, type Cast } from './story.test-support';

describe('GET /api/v1/stories (My Stories)', () => {
  let t: TestApp;
  let cast: Cast;
  const list = async (query: string, actor: 'owner' | 'collaborator' = 'owner') => {
    const res = await call(t, cast, actor, 'GET', `/api/v1/stories${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: { id: string; title: string; role: string; updatedAt: string }[];
      nextCursor: string | null;
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cast = await signInCast(t);
    const db = t.database.db;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    await buildStory(db, cast.owner.user.id, {
      title: 'Lanterns of Vey',
      genre: 'Fantasy',
      updatedAt: at(1),
    });
    await buildStory(db, cast.owner.user.id, {
      title: 'Quiet Orbit',
      description: 'A LANTERN drifts past the station',
      genre: 'Sci-Fi',
      status: 'Active',
      updatedAt: at(2),
    });
    await buildStory(db, cast.owner.user.id, {
      title: '100%_proof',
      genre: 'Mystery',
      status: 'Published',
      updatedAt: at(3),
    });
    await buildStory(db, cast.owner.user.id, {
      title: 'Published via SPEC 4',
      genre: 'Horror',
      privacyLevel: 'Public',
      publicationStatus: 'Published',
      publishedAt: at(4),
      updatedAt: at(4),
    });
    const shared = await buildStory(db, cast.other.user.id, {
      title: 'Shared lantern tale',
      updatedAt: at(5),
    });
    await db
      .insert(storyCollaborators)
      .values({ storyId: shared.id, userId: cast.owner.user.id, role: 'Co-Author' });
    // Not the owner's: neither listed nor found by search.
    await buildStory(db, cast.other.user.id, {
      title: 'Foreign lantern',
      privacyLevel: 'Public',
      updatedAt: at(6),
    });
  });
  afterAll(() => t.close());

  it('lists own and collaborating stories, newest update first, with the role', async () => {
    const { items, nextCursor } = await list('');
    expect(items.map((s) => [s.title, s.role])).toEqual([
      ['Shared lantern tale', 'Co-Author'],
      ['Published via SPEC 4', 'Owner'],
      ['100%_proof', 'Owner'],
      ['Quiet Orbit', 'Owner'],
      ['Lanterns of Vey', 'Owner'],
    ]);
    expect(nextCursor).toBeNull();
  });

  it('searches title or description, case-insensitive, anywhere in the text', async () => {
    const { items } = await list('?q=lantern');
    expect(items.map((s) => s.title)).toEqual(['Shared lantern tale', 'Quiet Orbit', 'Lanterns of Vey']);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list('?q=' + encodeURIComponent('0%_p'))).items.map((s) => s.title)).toEqual([
      '100%_proof',
    ]);
    expect((await list('?q=' + encodeURIComponent('%'))).items.map((s) => s.title)).toEqual(['100%_proof']);
  });

  it('filters by genre and status; Published also covers stories published through SPEC section 4', async () => {
    expect((await list('?genre=Sci-Fi')).items.map((s) => s.title)).toEqual(['Quiet Orbit']);
    expect((await list('?status=Active')).items.map((s) => s.title)).toEqual(['Quiet Orbit']);
    expect((await list('?status=Published')).items.map((s) => s.title)).toEqual([
      'Published via SPEC 4',
      '100%_proof',
    ]);
    const bad = await call(t, cast, 'owner', 'GET', '/api/v1/stories?genre=Poetry');
    expect(bad.statusCode).toBe(400);
  });

  it('pages with an opaque cursor, across equal update times, without duplicates or gaps', async () => {
    const db = t.database.db;
    const sameTime = new Date(Date.UTC(2025, 5, 1));
    for (let i = 0; i < 7; i++)
      await buildStory(db, cast.collaborator.user.id, { title: `Tie ${i}`, updatedAt: sameTime });
    // Rows a microsecond apart: a millisecond cursor would lose or repeat them.
    await db.execute(sql`
      update stories set updated_at = updated_at + (interval '1 microsecond' * (ascii(right(title, 1)) - 48))
      where created_by = ${cast.collaborator.user.id} and title like 'Tie %' and right(title, 1) in ('5', '6')`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        'collaborator',
      );
      seen.push(...page.items.map((s) => s.title));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 2)).toEqual(['Tie 6', 'Tie 5']);
    expect([...seen].sort()).toEqual(['Tie 0', 'Tie 1', 'Tie 2', 'Tie 3', 'Tie 4', 'Tie 5', 'Tie 6']);
  });

  it('combines filters and cursor, and answers the same on a repeated (prepared) query', async () => {
    for (let run = 0; run < 7; run++) {
      const only = await list('?genre=Sci-Fi&status=Active&limit=1');
      expect([only.items.map((s) => s.title), only.nextCursor]).toEqual([['Quiet Orbit'], null]);
      const first = await list('?status=Published&limit=1');
      expect(first.items.map((s) => s.title)).toEqual(['Published via SPEC 4']);
      const next = await list(`?status=Published&limit=1&cursor=${first.nextCursor}`);
      expect([next.items.map((s) => s.title), next.nextCursor]).toEqual([['100%_proof'], null]);
    }
    expect((await list('?status=Published&genre=Horror')).items.map((s) => s.title)).toEqual([
      'Published via SPEC 4',
    ]);
  });

  it("refuses a cursor the server did not make: 400 'Invalid cursor'", async () => {
    for (const cursor of [
      'abc',
      Buffer.from("2026-01-01T00:00:00.000000Z|x' or 1=1").toString('base64url'),
    ]) {
      const res = await call(t, cast, 'owner', 'GET', `/api/v1/stories?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid cursor');
    }
  });

  it("a guest gets 401 'User not authenticated'", async () => {
    const res = await call(t, cast, 'guest', 'GET', '/api/v1/stories');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('User not authenticated');
  });
});
