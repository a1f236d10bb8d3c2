import { describe, expect, it } from 'vitest';
import type { Checkout } from '@common/schemas/billing';
import {
  balanceLine,
  changeSentence,
  checkoutHeadline,
  creditRule,
  localNotice,
  priceLineLabel,
  refundDialog,
  successDetail,
  successHeadline,
} from './billing-texts';

const quote = (over: Partial<Checkout>): Checkout => ({
  id: '00000000-0000-4000-8000-000000000000',
  plan: 'Worldsmith',
  interval: 'monthly',
  fromPlan: 'Chronicler',
  fromInterval: 'yearly',
  kind: 'upgrade',
  priceCents: 1999,
  prorationCreditCents: 0,
  balanceAppliedCents: 0,
  toBalanceCents: 0,
  amountDueNowCents: 1999,
  currency: 'usd',
  effective: 'now',
  effectiveAt: '2026-11-27T00:00:00.000Z',
  periodEnd: '2026-12-27T00:00:00.000Z',
  provider: 'local',
  status: 'pending',
  expiresAt: '2026-11-27T00:30:00.000Z',
  redirectUrl: null,
  ...over,
});

describe('the checkout says what happens, in plain words', () => {
  it('an interval switch names the billing period, never "Worldsmith → Worldsmith … changes to Worldsmith"', () => {
    const toMonthly = quote({
      plan: 'Worldsmith',
      fromPlan: 'Worldsmith',
      fromInterval: 'yearly',
      interval: 'monthly',
      kind: 'switch',
      effective: 'period_end',
      amountDueNowCents: 0,
    });
    expect(checkoutHeadline(toMonthly)).toBe('Worldsmith: yearly → monthly billing');
    const sentence = changeSentence(toMonthly, 'March 1, 2027', null);
    expect(sentence).toBe(
      'Nothing is charged now. Your billing changes to monthly on March 1, 2027, the end of the period you have paid for; until then you keep Worldsmith billed yearly.',
    );
    expect(sentence).not.toMatch(/changes to Worldsmith/);
    expect(successHeadline(toMonthly, 'March 1, 2027')).toBe(
      'Your billing changes to monthly on March 1, 2027',
    );
    const toYearly = quote({
      plan: 'Worldsmith',
      fromPlan: 'Worldsmith',
      fromInterval: 'monthly',
      interval: 'yearly',
      kind: 'switch',
      priceCents: 19999,
    });
    expect(successHeadline(toYearly, '')).toBe('Your Worldsmith plan is now billed yearly');
    expect(checkoutHeadline(toYearly)).toBe('Worldsmith: monthly → yearly billing');
  });

  it('a downgrade to Free shows no "one year $0.00" line and records no payment', () => {
    const toFree = quote({
      plan: 'Free',
      interval: 'yearly',
      kind: 'downgrade',
      priceCents: 0,
      amountDueNowCents: 0,
      effective: 'period_end',
      periodEnd: null,
    });
    expect(priceLineLabel(toFree)).toBeNull();
    expect(checkoutHeadline(toFree)).toBe('Chronicler → Free');
    const notice = localNotice(toFree);
    expect(notice).not.toMatch(/records .*a payment/);
    expect(notice).toMatch(/no invoice or payment/);
    // A paid plan still shows its price and, when money is due, the payment.
    expect(priceLineLabel(quote({}))).toBe('Worldsmith, one month');
    expect(localNotice(quote({}))).toMatch(/an invoice and a payment/);
  });

  it('celeste’s upgrade states the rule: the whole unused value pays first and the rest becomes balance', () => {
    const upgrade = quote({ prorationCreditCents: 9612, toBalanceCents: 7613, amountDueNowCents: 0 });
    expect(creditRule(upgrade)).toBe(
      'The unused part of your Chronicler period is worth $96.12 and pays for Worldsmith first. The $76.13 left over is added to your account balance, which pays your next invoices and renewals before any card is charged. Nothing you paid for is lost.',
    );
    expect(successDetail(upgrade)).toBe(
      'Nothing was charged. $76.13 of unused value was added to your account balance.',
    );
    expect(creditRule(quote({ kind: 'new', fromPlan: 'Free' }))).toBeNull();
    expect(
      creditRule(quote({ kind: 'new', fromPlan: 'Free', balanceAppliedCents: 500, amountDueNowCents: 1499 })),
    ).toBe('$5.00 comes from your account balance. Nothing you paid for is lost.');
    expect(localNotice(upgrade)).toMatch(/an invoice of \$0\.00/);
  });
});

describe('the refund dialog says exactly what is returned and what ends', () => {
  it('an older invoice returns its credit still in the balance and ends nothing', () => {
    const text = refundDialog(
      {
        plan: 'Chronicler',
        refund: { amountCents: 7613, endsPlan: false, toBalanceCents: 0, fromBalanceCents: 7613 },
      },
      'Worldsmith',
    );
    expect(text.description).toBe(
      'You get $76.13 back: the unused credit from this Chronicler payment that is still in your account balance, which goes down by as much. The rest of it already paid for your current plan. Your Worldsmith plan continues; nothing ends.',
    );
    expect(text.description).not.toMatch(/free tier/);
    expect(text.confirmLabel).toBe('Refund $76.13');
  });

  it('the current period’s payment comes back whole, ends the plan, and keeps carried-in credit as balance', () => {
    const text = refundDialog(
      {
        plan: 'Worldsmith',
        refund: { amountCents: 10387, endsPlan: true, toBalanceCents: 9612, fromBalanceCents: 0 },
      },
      'Worldsmith',
    );
    expect(text.description).toBe(
      'You get $103.87 back, the whole payment. Your Worldsmith plan ends now and your account returns to the free tier; everything you made stays yours. The unused $96.12 of credit carried into it stays in your account balance.',
    );
    expect(text.confirmLabel).toBe('Refund and end plan');
  });

  it('the balance line on /settings/billing', () => {
    expect(balanceLine(7613)).toBe(
      'Account balance: $76.13. It pays your next invoices and renewals before any card is charged.',
    );
    expect(balanceLine(0)).toBe('Account balance: $0.00.');
  });
});
