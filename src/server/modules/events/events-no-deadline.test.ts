import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, personOn, type Person } from '../groups/groups.test-support';

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

/**
 * An event anyone can still join must be findable on the Events tab (the upcoming list), also
 * when it has no deadline: a sprint created without one, or a meetup that runs open-ended.
 */
describe('events without a deadline', () => {
  let t: TestApp;
  let host: Person;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    host = await personOn(t, 'Chronicler', 'evnd');
  });
  afterAll(() => t.close());

  const upcomingTitles = async () => {
    const res = await call(t, host, 'GET', '/api/v1/events?limit=50');
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: { title: string; deadline: string | null }[] }).items;
  };

  it('lists joinable events with no deadline after those with one, and leaves out ended ones', async () => {
    const db = t.database.db;
    await buildEvent(db, host.user.id, {
      title: 'Dated workshop',
      deadline: at(24 * HOUR),
      startDate: at(HOUR),
      endDate: at(48 * HOUR),
    });
    await buildEvent(db, host.user.id, {
      title: 'Open meetup',
      type: 'Meetup',
      status: 'Active',
      startDate: at(-HOUR),
    });
    await buildEvent(db, host.user.id, {
      title: 'Sprint without deadline',
      type: 'Writing Sprint',
      startDate: at(HOUR),
      endDate: at(72 * HOUR),
    });
    await buildEvent(db, host.user.id, {
      title: 'Finished sprint',
      type: 'Writing Sprint',
      startDate: at(-72 * HOUR),
      endDate: at(-HOUR),
    });
    await buildEvent(db, host.user.id, { title: 'Cancelled meetup', type: 'Meetup', status: 'Cancelled' });

    const items = await upcomingTitles();
    const titles = items.map((e) => e.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Dated workshop', 'Open meetup', 'Sprint without deadline']),
    );
    expect(titles).not.toContain('Finished sprint');
    expect(titles).not.toContain('Cancelled meetup');
    expect(titles.indexOf('Dated workshop')).toBeLessThan(titles.indexOf('Open meetup'));
    expect(items.find((e) => e.title === 'Open meetup')!.deadline).toBeNull();
  });

  it('pages through them with the cursor without repeating or skipping one', async () => {
    const db = t.database.db;
    for (let i = 0; i < 5; i++)
      await buildEvent(db, host.user.id, { title: `Paged open ${i}`, startDate: at(HOUR) });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await call(
        t,
        host,
        'GET',
        `/api/v1/events?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      const page = res.json() as { items: { title: string }[]; nextCursor: string | null };
      seen.push(...page.items.map((e) => e.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((s) => s.startsWith('Paged open'))).toHaveLength(5);
  });
});
