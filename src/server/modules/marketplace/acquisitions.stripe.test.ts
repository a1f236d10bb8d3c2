import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { buildTemplate, buildUser } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';
import { sendEvent, startStripeApp, type StandIn } from '../billing/stripe-stand-in.test-support';
import { storyStructureContent } from './marketplace.test-support';

/** Template purchases through Stripe (a loopback stand-in of its API, webhooks signed as Stripe's). */
describe('template purchases through Stripe', () => {
  let t: TestApp;
  let standIn: StandIn;
  let close: () => Promise<void>;
  beforeAll(async () => void ({ t, standIn, close } = await startStripeApp()));
  afterAll(() => close());

  const post = (url: string, cookie: string) =>
    t.app.inject({ method: 'POST', url, payload: {}, headers: { origin: ORIGIN, cookie } });
  const row = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await queryRows<T>(t.database.db, query))[0]!;
  const state = (templateId: string, userId: string) =>
    row<{ held: number; payments: number; downloads: number; tier: string }>(sql`select
      (select count(*)::int from template_acquisitions where template_id = ${templateId} and user_id = ${userId} and refunded_at is null) as held,
      (select count(*)::int from payments where user_id = ${userId}) as payments,
      (select downloads from templates where template_id = ${templateId}) as downloads,
      (select subscription_tier from users where user_id = ${userId}) as tier`);

  it('sends the buyer to one payment page, and only the signed webhook completes the purchase, once', async () => {
    const seller = await buildUser(t.database.db);
    const tpl = await buildTemplate(t.database.db, seller.id, {
      price: 4.99,
      content: storyStructureContent('S'),
    });
    const buyer = await createSignedInUser(t, 'stripebuyer');
    await t.database.db.execute(
      sql`update users set subscription_tier = 'Chronicler' where user_id = ${buyer.user.id}`,
    );
    const url = `/api/v1/marketplace/templates/${tpl.id}/purchase`;

    const sessionsBefore = standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').length;
    const first = await post(url, buyer.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'pending',
      redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//),
    });
    // A second click while the page is open answers the same page: one session, one payment.
    const again = await post(url, buyer.cookie);
    expect(again.json().redirectUrl).toBe(first.json().redirectUrl);
    const sessions = standIn.calls.filter((c) => c.path === '/v1/checkout/sessions');
    expect(sessions.length).toBe(sessionsBefore + 1);
    const body = decodeURIComponent(sessions.at(-1)!.body);
    expect(body).toContain('mode=payment');
    expect(body).toContain('[unit_amount]=499');
    expect(await state(tpl.id, buyer.user.id)).toMatchObject({ held: 0, payments: 0, downloads: 0 });

    const sessionId = first.json().redirectUrl.split('/').pop();
    const completed = {
      id: 'evt_tpl_completed',
      type: 'checkout.session.completed',
      object: {
        id: sessionId,
        object: 'checkout.session',
        customer: 'cus_t',
        subscription: null,
        invoice: null,
        payment_intent: 'pi_tpl_1',
        payment_status: 'paid',
      },
    };
    expect((await sendEvent(t, completed)).statusCode).toBe(200);
    expect(await state(tpl.id, buyer.user.id)).toEqual({
      held: 1,
      payments: 1,
      downloads: 1,
      tier: 'Chronicler',
    });
    expect((await sendEvent(t, completed)).statusCode).toBe(200);
    expect(await state(tpl.id, buyer.user.id)).toEqual({
      held: 1,
      payments: 1,
      downloads: 1,
      tier: 'Chronicler',
    });
    expect((await post(url, buyer.cookie)).statusCode).toBe(409);

    // Refunded from My Templates: Stripe refunds the payment intent; its charge.refunded event
    // afterwards changes nothing more, and the plan stays.
    const refund = await post(`/api/v1/marketplace/templates/${tpl.id}/refund`, buyer.cookie);
    expect(refund.statusCode).toBe(200);
    expect(decodeURIComponent(standIn.calls.filter((c) => c.path === '/v1/refunds').at(-1)!.body)).toContain(
      'payment_intent=pi_tpl_1',
    );
    const refunded = {
      id: 'evt_tpl_refund',
      type: 'charge.refunded',
      object: { id: 'ch_tpl_1', object: 'charge', payment_intent: 'pi_tpl_1' },
    };
    expect((await sendEvent(t, refunded)).statusCode).toBe(200);
    expect(await state(tpl.id, buyer.user.id)).toMatchObject({ held: 0, tier: 'Chronicler' });
  });

  it('a refund made in the Stripe dashboard removes the template and leaves the plan alone', async () => {
    const seller = await buildUser(t.database.db);
    const tpl = await buildTemplate(t.database.db, seller.id, {
      price: 9.99,
      content: storyStructureContent('D'),
    });
    const buyer = await createSignedInUser(t, 'dashrefund');
    await t.database.db.execute(
      sql`update users set subscription_tier = 'Worldsmith' where user_id = ${buyer.user.id}`,
    );
    const page = (await post(`/api/v1/marketplace/templates/${tpl.id}/purchase`, buyer.cookie)).json();
    const sessionId = page.redirectUrl.split('/').pop();
    await sendEvent(t, {
      id: 'evt_tpl_completed_2',
      type: 'checkout.session.completed',
      object: {
        id: sessionId,
        object: 'checkout.session',
        customer: 'cus_d',
        subscription: null,
        invoice: null,
        payment_intent: 'pi_tpl_2',
        payment_status: 'paid',
      },
    });
    expect(await state(tpl.id, buyer.user.id)).toMatchObject({ held: 1, payments: 1 });
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/v1/marketplace/templates/${tpl.id}/reviews`,
      payload: { overallRating: 5, reviewText: 'Kept after a refund?' },
      headers: { origin: ORIGIN, cookie: buyer.cookie },
    });
    expect(review.statusCode).toBe(201);
    await sendEvent(t, {
      id: 'evt_tpl_refund_2',
      type: 'charge.refunded',
      object: { id: 'ch_tpl_2', object: 'charge', payment_intent: 'pi_tpl_2' },
    });
    expect(await state(tpl.id, buyer.user.id)).toMatchObject({ held: 0, tier: 'Worldsmith' });
    // The refunded buyer's review went with it, and so did the rating it made.
    expect(
      await row<{ reviews: number; rating: number | null }>(sql`select
        (select count(*)::int from reviews where target_type = 'Template' and target_id = ${tpl.id}) as reviews,
        (select rating::float from templates where template_id = ${tpl.id}) as rating`),
    ).toEqual({ reviews: 0, rating: null });
  });

  it('refuses a tier that may not buy before any payment page exists', async () => {
    const seller = await buildUser(t.database.db);
    const tpl = await buildTemplate(t.database.db, seller.id, {
      price: 4.99,
      content: storyStructureContent('F'),
    });
    const free = await createSignedInUser(t, 'stripefree');
    const before = standIn.calls.length;
    const res = await post(`/api/v1/marketplace/templates/${tpl.id}/purchase`, free.cookie);
    expect(res.statusCode).toBe(403);
    expect(standIn.calls.length).toBe(before);
  });
});
