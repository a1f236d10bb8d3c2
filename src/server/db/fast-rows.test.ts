import { and, asc, DrizzleQueryError, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { buildStory, buildUser } from './factories.test-support';
import { withFastRows } from './fast-rows';
import { stories, users } from './schema/index';
import { openTestDatabase } from '../test/test-database';

/**
 * The hot reads' row mapper against Drizzle's own: the same statement prepared twice, one of them
 * given fast rows, must give equal rows (same keys in the same order, the same decoded values:
 * numbers from numeric, Dates from timestamps, JSON, null from a left join that found nothing).
 */
describe('withFastRows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    const author = await buildUser(database.db);
    await buildStory(database.db, author.id, {
      rating: 4.25,
      privacyLevel: 'Public',
      publicationStatus: 'Published',
      viewCount: 17,
      publishedAt: new Date('2026-03-04T05:06:07.089Z'),
      contentWarnings: ['Violence', 'Strong language'],
    });
    // The statements below join no user to this one: the left join gives nulls.
    await buildStory(database.db, author.id, { title: 'Orphan' });
  });
  afterAll(() => database.close());

  const cards = (name: string) =>
    database.db
      .select({
        id: stories.id,
        title: stories.title,
        rating: stories.rating,
        viewCount: stories.viewCount,
        publishedAt: sql<Date>`${stories.publishedAt}`.mapWith(stories.publishedAt),
        updatedAt: stories.updatedAt,
        contentWarnings: stories.contentWarnings,
        exclusive: stories.exclusive,
        author: sql<string>`coalesce(${users.username}, 'Unknown')`,
        authorImage: users.profileImage,
        words: sql<number>`${stories.viewCount} * 2`.mapWith(Number),
        labels: sql<unknown>`json_build_object('n', ${stories.viewCount})`,
      })
      .from(stories)
      .leftJoin(users, and(eq(users.id, stories.createdBy), ne(stories.title, 'Orphan')))
      .orderBy(asc(stories.title))
      .prepare(name);

  it('maps flat rows exactly as Drizzle does', async () => {
    const drizzleRows = await cards('fast_rows_plain').execute();
    const fastRows = await withFastRows(cards('fast_rows_fast')).execute();
    expect(drizzleRows.length).toBeGreaterThanOrEqual(2);
    expect(fastRows).toEqual(drizzleRows);
    expect(fastRows.map((r) => Object.keys(r))).toEqual(drizzleRows.map((r) => Object.keys(r)));
    const rated = fastRows.find((r) => r.rating === 4.25)!;
    expect(rated.publishedAt).toEqual(new Date('2026-03-04T05:06:07.089Z'));
    expect(rated.updatedAt).toBeInstanceOf(Date);
    expect(rated.contentWarnings).toEqual(['Violence', 'Strong language']);
    expect(rated.words).toBe(34);
    expect(rated.labels).toEqual({ n: 17 });
    const orphan = fastRows.find((r) => r.title === 'Orphan')!;
    expect(orphan).toMatchObject({ author: 'Unknown', authorImage: null, publishedAt: null });
  });

  it('leaves a nested selection to Drizzle, which nulls a left-joined table that found nothing', async () => {
    const nested = () =>
      database.db
        .select({ title: stories.title, author: users })
        .from(stories)
        .leftJoin(users, and(eq(users.id, stories.createdBy), ne(stories.title, 'Orphan')))
        .where(eq(stories.title, 'Orphan'));
    const [row] = await withFastRows(nested().prepare('fast_rows_nested')).execute();
    expect(row).toEqual({ title: 'Orphan', author: null });
  });

  it('fills placeholders and reports a failed query as Drizzle does, with the driver error as its cause', async () => {
    const byTitle = (name: string) =>
      database.db
        .select({ id: stories.id, title: stories.title })
        .from(stories)
        .where(eq(stories.title, sql.placeholder('title')))
        .prepare(name);
    const plain = await byTitle('fast_rows_ph_plain').execute({ title: 'Orphan' });
    const fast = await withFastRows(byTitle('fast_rows_ph_fast')).execute({ title: 'Orphan' });
    expect(fast).toEqual(plain);
    expect(fast).toHaveLength(1);

    const byId = (name: string) =>
      database.db
        .select({ id: stories.id })
        .from(stories)
        .where(eq(stories.id, sql.placeholder('id')))
        .prepare(name);
    const failure = (run: Promise<unknown>) =>
      run.then(
        () => undefined,
        (err: unknown) => err,
      );
    const drizzleError = await failure(byId('fast_rows_err_plain').execute({ id: 'not-a-uuid' }));
    const fastError = await failure(withFastRows(byId('fast_rows_err_fast')).execute({ id: 'not-a-uuid' }));
    expect(drizzleError).toBeInstanceOf(DrizzleQueryError);
    expect(fastError).toBeInstanceOf(DrizzleQueryError);
    expect((fastError as DrizzleQueryError).params).toEqual(['not-a-uuid']);
    expect(((fastError as Error).cause as { code?: string }).code).toBe('22P02');
  });

  it('fills constants and placeholders in their places, and refuses a missing placeholder as Drizzle does', async () => {
    const titled = (name: string) =>
      database.db
        .select({ id: stories.id, title: stories.title })
        .from(stories)
        .where(and(ne(stories.title, 'Nothing'), eq(stories.title, sql.placeholder('title'))))
        .limit(sql.placeholder('take'))
        .prepare(name);
    const fast = withFastRows(titled('fast_rows_mixed_fast'));
    const plain = titled('fast_rows_mixed_plain');
    expect(await fast.execute({ title: 'Orphan', take: 1 })).toEqual(
      await plain.execute({ title: 'Orphan', take: 1 }),
    );
    expect(await fast.execute({ title: 'Orphan', take: 1 })).toHaveLength(1);
    const refusal = (run: Promise<unknown>) =>
      run.then(
        () => 'no error',
        (err: Error) => err.message,
      );
    const fastRefusal = await refusal(fast.execute({ take: 1 }));
    expect(fastRefusal).toBe(await refusal(plain.execute({ take: 1 })));
    expect(fastRefusal).toMatch(/No value for placeholder "title"/);
  });

  it('refuses what is not a prepared select', () => {
    expect(() => withFastRows({ execute: () => [] })).toThrow(/prepared select/);
  });
});
