import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@common/schemas/account';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  authVerifications,
  eventParticipants,
  events,
  groups,
  reviews,
  stories,
  userBookmarks,
  userComments,
  userDailyActivity,
  userStoryRatings,
  users,
} from '../../db/schema/index';
import { createSignedInUser, ORIGIN, signIn } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createExportRepository } from './export/export.repository';
import { seedEverything } from './account.test-support';

/** Columns that may still name a deleted user: their kept, anonymised writing (must be NULL). */
const ANONYMISED = new Set(['user_comments.user_id', 'reviews.reviewer', 'notifications.actor_id']);

describe('account deletion', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
  });
  afterAll(() => t.close());

  const remove = (cookie: string, body: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/v1/me', headers: { cookie, origin: ORIGIN }, payload: body });

  it('refuses a missing or mistyped username and guests, deleting nothing', async () => {
    const me = await createSignedInUser(t, 'keeper');
    const empty = await remove(me.cookie, { confirmUsername: '  ', currentPassword: me.password });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(ACCOUNT_MESSAGES.confirmRequired);
    const wrongCase = await remove(me.cookie, {
      confirmUsername: me.name.toUpperCase(),
      currentPassword: me.password,
    });
    expect(wrongCase.statusCode).toBe(400);
    expect(wrongCase.json().error.message).toBe(ACCOUNT_MESSAGES.confirmMismatch);
    const guest = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      headers: { origin: ORIGIN },
      payload: { confirmUsername: me.name, currentPassword: me.password },
    });
    expect(guest.statusCode).toBe(401);
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);
  });

  it('refuses a missing or wrong current password, deleting nothing and keeping the session', async () => {
    const me = await createSignedInUser(t, 'guarded');
    const missing = await remove(me.cookie, { confirmUsername: me.name });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(ACCOUNT_MESSAGES.passwordRequired);
    const wrong = await remove(me.cookie, { confirmUsername: me.name, currentPassword: `${me.password}!` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: ACCOUNT_MESSAGES.wrongPassword,
      details: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.wrongPassword }],
    });
    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toHaveLength(1);
    const still = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: me.cookie } });
    expect(still.statusCode).toBe(200);
  });

  it('removes everything of theirs, anonymises their comments and reviews, restates counters and signs them out everywhere', async () => {
    const me = await createSignedInUser(t, 'leaver');
    // A second device's session: it must die too.
    const phone = (await signIn(t, me.email, me.password)).headers['set-cookie'];
    const phoneCookie = String(Array.isArray(phone) ? phone[0] : phone).split(';')[0]!;
    const seeded = await seedEverything(db, t.app.ctx.storage, me.user);
    const otherBefore = await db.select().from(users).where(eq(users.id, seeded.other.id));
    const [theirsBefore] = await db.select().from(stories).where(eq(stories.id, seeded.theirs.id));
    expect(theirsBefore!.rating).toBe(4);

    const res = await remove(me.cookie, { confirmUsername: ` ${me.name} `, currentPassword: me.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: ACCOUNT_MESSAGES.deleted });
    // The browser's session cookie is cleared.
    expect(String(res.headers['set-cookie'])).toMatch(/inkforge\.session_token=;.*Max-Age=0/i);

    // Every column with a foreign key to users, read from the catalog (a future table is included).
    const fks = await createExportRepository(db).userForeignKeys();
    expect(fks.length).toBeGreaterThan(20);
    for (const { table, column } of fks) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${me.user.id}::uuid`,
      );
      expect(Number(row!.n), `${table}.${column} still names the deleted user`).toBe(0);
    }
    // References without a foreign key: reviews of the user, reset tokens naming them, files.
    expect(await db.select().from(reviews).where(eq(reviews.targetId, me.user.id))).toEqual([]);
    expect(await db.select().from(authVerifications).where(eq(authVerifications.value, me.user.id))).toEqual(
      [],
    );
    expect(await t.app.ctx.storage.list(`profile-images/${me.user.id}/`)).toEqual([]);
    // XP others earned from them stays earned, but no ledger reference names them any more.
    const ledger = await queryRows<{ ref_id: string; amount: number }>(
      db,
      sql`select ref_id, amount from xp_ledger where user_id = ${seeded.other.id}::uuid order by amount`,
    );
    expect(ledger.map((r) => r.amount)).toEqual([10, 10, 25]);
    expect(ledger.filter((r) => r.ref_id.includes(me.user.id))).toEqual([]);
    expect(ledger.every((r) => r.ref_id.includes('deleted:'))).toBe(true);

    // Their writing on other people's stories stays, as 'Anonymous' (user NULL).
    const [comment] = await db.select().from(userComments).where(eq(userComments.id, seeded.comment.id));
    expect(comment).toMatchObject({ userId: null, commentText: 'What a twist.' });
    const kept = await db.select().from(reviews).where(eq(reviews.targetId, seeded.theirs.id));
    expect(kept).toMatchObject([{ reviewer: null, reviewText: 'Loved it.' }]);
    for (const column of ANONYMISED) expect(fks.map((f) => `${f.table}.${f.column}`)).toContain(column);
    // Their own stories went, with the comments and reviews on them.
    expect(await db.select().from(stories).where(eq(stories.id, seeded.story.id))).toEqual([]);
    expect(await db.select().from(reviews).where(eq(reviews.targetId, seeded.story.id))).toEqual([]);

    // Derived figures on other people's rows are restated.
    const [theirs] = await db.select().from(stories).where(eq(stories.id, seeded.theirs.id));
    expect(theirs!.rating).toBe(3);
    expect(theirs!.updatedAt).toEqual(theirsBefore!.updatedAt);
    const [group] = await db.select().from(groups).where(eq(groups.id, seeded.theirGroup.id));
    expect(group!.memberCount).toBe(1);
    const [event] = await db.select().from(events).where(eq(events.id, seeded.theirEvent.id));
    expect(event!.currentParticipants).toBe(0);
    expect(
      await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, seeded.theirEvent.id)),
    ).toEqual([]);

    // Other people's own data is untouched.
    expect(await db.select().from(users).where(eq(users.id, seeded.other.id))).toEqual(otherBefore);
    expect(await db.select().from(stories).where(eq(stories.id, seeded.theirPrivate.id))).toHaveLength(1);
    expect(
      await db.select().from(userBookmarks).where(eq(userBookmarks.userId, seeded.other.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(userDailyActivity).where(eq(userDailyActivity.userId, seeded.other.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(userStoryRatings).where(eq(userStoryRatings.userId, seeded.rater.id)),
    ).toHaveLength(1);

    // Signed out everywhere: both old cookies are refused, and the password no longer works.
    for (const cookie of [me.cookie, phoneCookie]) {
      const after = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
      expect(after.statusCode).toBe(401);
    }
    expect((await signIn(t, me.email, me.password)).statusCode).toBe(401);
  });
});
