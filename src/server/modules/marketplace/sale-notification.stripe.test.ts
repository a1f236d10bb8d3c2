import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { buildTemplate, buildUser } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';
import { sendEvent, startStripeApp } from '../billing/stripe-stand-in.test-support';
import { storyStructureContent } from './marketplace.test-support';

/** A sale through Stripe tells the seller when the signed webhook completes it, and once only. */
describe('sale notification through Stripe', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => void ({ t, close } = await startStripeApp()));
  afterAll(() => close());

  const told = async (sellerId: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from notifications where recipient_id = ${sellerId} and kind = 'template_sale'`,
      )
    )[0]!.n;

  it('no notification at checkout, one when the payment completes, none more on a replay', async () => {
    const seller = await buildUser(t.database.db);
    const tpl = await buildTemplate(t.database.db, seller.id, {
      price: 4.99,
      content: storyStructureContent('S'),
    });
    const buyer = await createSignedInUser(t, 'salebuyer');
    await t.database.db.execute(
      sql`update users set subscription_tier = 'Chronicler' where user_id = ${buyer.user.id}`,
    );

    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/marketplace/templates/${tpl.id}/purchase`,
      payload: {},
      headers: { origin: ORIGIN, cookie: buyer.cookie },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await told(seller.id)).toBe(0);

    const completed = {
      id: 'evt_sale_completed',
      type: 'checkout.session.completed',
      object: {
        id: (started.json() as { redirectUrl: string }).redirectUrl.split('/').pop(),
        object: 'checkout.session',
        customer: 'cus_sale',
        subscription: null,
        invoice: null,
        payment_intent: 'pi_sale_1',
        payment_status: 'paid',
      },
    };
    expect((await sendEvent(t, completed)).statusCode).toBe(200);
    expect(await told(seller.id)).toBe(1);
    expect((await sendEvent(t, completed)).statusCode).toBe(200);
    expect(await told(seller.id)).toBe(1);
  });
});
