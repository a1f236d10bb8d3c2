import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import type { Tier } from '@common/constants';
import { priceCents } from '@common/pricing';
import type { BillingInterval } from '@common/schemas/billing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { billingApi } from './billing.test-support';
import { freeTierOf } from '../entitlements/entitlements.policy';
import {
  type Books,
  type Period,
  bookedMoney,
  emptyBooks,
  notePeriodInvoice,
  noteRefund,
  refundOracle,
  travel,
  unusedBetween,
} from './billing.books.test-support';

/**
 * Any sequence of plan changes keeps the books exact (issue 21, item 3). Random sequences of
 * checkout (new, upgrade, downgrade, interval switch), cancel, resume, refund, renewal and the
 * clock moving (every billing date of the user moved back by whole days, billing.books.test-support)
 * run against the HTTP API; after each step:
 *
 *   money paid − money refunded = value delivered + account balance        (all integer cents)
 *
 * where value delivered (docs/decisions.md, account balance) is, over every paid plan period
 * started, the period's list price less what came back out of it when it was cut short: its
 * unused value (price × time left / period length, rounded down to the cent) moved to the next
 * plan or the balance by a change made now, or what a refund of its payment returned (the money
 * plus the unused value kept as balance). A period that ran to its end delivered its whole price;
 * a period still running counts whole (what is left of it comes back only if it is cut short).
 * The model below tracks it independently of the server, taking from the server only the unused
 * value it computed, and only after checking it lies between the values at the request's start
 * and end. Also after each step: exactly one subscription row, the tier equals its plan while it
 * is live (its free tier once ended), and both equal the model's plan.
 */
const TARGETS: Tier[] = [
  'Free',
  'Chronicler',
  'Worldsmith',
  'Master Weaver',
  'Audience Member',
  'Story Connoisseur',
];
type Step =
  | { kind: 'change'; plan: Tier; interval: BillingInterval }
  | { kind: 'cancel' }
  | { kind: 'resume' }
  | { kind: 'switch' }
  | { kind: 'refund'; pick: number }
  | { kind: 'renew' }
  | { kind: 'wait'; days: number };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  // The same plan, the other billing period.
  { weight: 2, arbitrary: fc.constant({ kind: 'switch' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('change' as const),
      plan: fc.constantFrom(...TARGETS),
      interval: fc.constantFrom<BillingInterval>('monthly', 'yearly'),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'resume' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'renew' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 40 }) }),
  },
);
/** Every sequence starts by buying a paid plan, so refunds and changes have money to act on. */
const firstPlanArb = fc.record({
  kind: fc.constant('change' as const),
  plan: fc.constantFrom<Tier>('Chronicler', 'Worldsmith', 'Story Connoisseur'),
  interval: fc.constantFrom<BillingInterval>('monthly', 'yearly'),
});
const RUNS = Number(process.env.BILLING_PROPERTY_RUNS ?? 30);

describe('billing books under random sequences of plan changes', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  it(`money paid − refunded = value delivered + balance after every step (${RUNS} sequences)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        firstPlanArb,
        fc.array(stepArb, { minLength: 3, maxLength: 9 }),
        async (first, rest) => {
          const steps: Step[] = [first, ...rest];
          const me = await createSignedInUser(t, `books${(n += 1)}`);
          const api = billingApi(t, me.cookie);
          const books = emptyBooks();
          const log: string[] = [];
          for (const step of steps) {
            log.push(JSON.stringify(step));
            await apply(step, books, me.user.id, api);
            const overview = (await api.overview()).json();
            const money = await bookedMoney(t, me.user.id);
            const subs = await queryRows(
              t.database.db,
              sql`select plan from subscriptions where user_id = ${me.user.id}`,
            );
            const where = `after ${log.join(' → ')}`;
            const balance = (overview.balanceCents as number | undefined) ?? 0;
            expect(money.paid - money.refunded, where).toBe(books.delivered + balance);
            expect(balance, where).toBe(books.balance);
            expect(subs.length, where).toBeLessThanOrEqual(1);
            expect(overview.tier, where).toBe(books.plan);
            const sub = overview.subscription;
            if (sub && sub.status !== 'canceled') expect(sub.plan, where).toBe(overview.tier);
            else if (sub) expect(overview.tier, where).toBe(freeTierOf(sub.plan));
          }
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);

  /** Runs one step through the API and moves the model as the decision says it must. */
  async function apply(step: Step, books: Books, userId: string, api: ReturnType<typeof billingApi>) {
    const now = () => Date.now();
    const period = books.period;
    if (step.kind === 'switch') {
      const interval = period?.interval === 'yearly' ? 'monthly' : 'yearly';
      return apply({ kind: 'change', plan: books.plan, interval }, books, userId, api);
    }
    if (step.kind === 'wait') {
      // Stay inside the current period (the renewal is its own step).
      const left = period ? Math.floor((period.end - now()) / 86_400_000) - 1 : step.days;
      const days = Math.min(step.days, left);
      if (days > 0) await travel(t, userId, days, books);
      return;
    }
    if (step.kind === 'renew') {
      if (!period) return;
      const days = Math.ceil((period.end - now()) / 86_400_000) + 1;
      await travel(t, userId, days, books);
      await api.overview();
      const next = books.cancel
        ? null
        : (books.scheduled ?? { plan: period.plan, interval: period.interval });
      books.cancel = false;
      books.scheduled = null;
      if (!next || priceCents(next.plan, next.interval) === 0) {
        books.plan = next ? next.plan : freeTierOf(period.plan);
        books.period = null;
        return;
      }
      const price = priceCents(next.plan, next.interval);
      const fromBalance = Math.min(books.balance, price);
      books.balance -= fromBalance;
      books.delivered += price;
      books.plan = next.plan;
      await startPeriod(books, next.plan, next.interval, price, api);
      return;
    }
    if (step.kind === 'cancel' || step.kind === 'resume') {
      const res = step.kind === 'cancel' ? await api.cancel() : await api.resume();
      const allowed =
        step.kind === 'cancel'
          ? period !== null
          : period !== null && (books.cancel || books.scheduled !== null);
      expect(res.statusCode, `${step.kind} ${res.body}`).toBe(allowed ? 200 : 400);
      if (allowed) {
        books.cancel = step.kind === 'cancel';
        books.scheduled = null;
      }
      return;
    }
    if (step.kind === 'refund') return refundStep(step.pick, books, api);
    const samePlan = step.plan === books.plan;
    const targetPrice = priceCents(step.plan, step.interval);
    const res = await timed(() => api.checkout(step.plan, step.interval));
    if (samePlan && (targetPrice === 0 || period?.interval === step.interval)) {
      expect(res.value.statusCode).toBe(400);
      return;
    }
    expect(res.value.statusCode, res.value.body).toBe(201);
    const quote = res.value.json();
    const from = priceCents(books.plan, 'monthly');
    const to = priceCents(step.plan, 'monthly');
    const later = period !== null && (to < from || (to === from && samePlan && step.interval === 'monthly'));
    expect(quote.effective).toBe(later ? 'period_end' : 'now');
    expect((await api.confirm(quote.id)).statusCode).toBe(200);
    if (later) {
      books.cancel = false;
      books.scheduled = { plan: step.plan, interval: step.interval };
      return;
    }
    const unused = period ? unusedBetween(period, res.before, res.after) : { min: 0, max: 0 };
    expect(quote.prorationCreditCents).toBeGreaterThanOrEqual(unused.min);
    expect(quote.prorationCreditCents).toBeLessThanOrEqual(unused.max);
    const credit = quote.prorationCreditCents as number;
    const fromCredit = Math.min(credit, targetPrice);
    const fromBalance = Math.min(books.balance, targetPrice - fromCredit);
    expect(quote.amountDueNowCents).toBe(targetPrice - fromCredit - fromBalance);
    if (period) books.delivered -= credit;
    books.balance += credit - fromCredit - fromBalance;
    books.cancel = false;
    books.scheduled = null;
    books.plan = step.plan;
    if (targetPrice === 0) {
      books.period = null;
      return;
    }
    books.delivered += targetPrice;
    await startPeriod(books, step.plan, step.interval, targetPrice, api);
  }

  async function refundStep(pick: number, books: Books, api: ReturnType<typeof billingApi>) {
    const invoices = (await api.overview()).json().invoices as {
      id: string;
      paymentId: string | null;
      refund: { amountCents: number; endsPlan: boolean; toBalanceCents: number } | null;
    }[];
    const withPayment = invoices.filter((i) => i.paymentId);
    const invoice = withPayment[pick % Math.max(1, withPayment.length)];
    if (!invoice) return;
    const expected = refundOracle(books, invoice.id);
    const res = await timed(() => api.refund(invoice.paymentId!));
    if (!expected) {
      expect(invoice.refund).toBeNull();
      expect(res.value.statusCode, res.value.body).toBe(400);
      return;
    }
    if (expected.amount === 0) {
      expect(invoice.refund).toBeNull();
      expect(res.value.statusCode, res.value.body).toBe(400);
      return;
    }
    // The dialog's preview says what the refund then did.
    expect(invoice.refund).toMatchObject({ amountCents: expected.amount, endsPlan: expected.endsPlan });
    expect(res.value.statusCode, res.value.body).toBe(200);
    const balanceAfter = res.value.json().balanceCents as number;
    noteRefund(books, invoice.id, expected, balanceAfter, res.before, res.after);
    if (expected.endsPlan) books.plan = freeTierOf(books.plan);
  }
});

/** A period just started at the server: its dates as the server set them, and its invoice (the newest). */
async function startPeriod(
  books: Books,
  plan: Tier,
  interval: BillingInterval,
  price: number,
  api: ReturnType<typeof billingApi>,
) {
  const overview = (await api.overview()).json();
  const sub = overview.subscription as { currentPeriodStart: string; currentPeriodEnd: string };
  const period: Period = {
    plan,
    interval,
    start: Date.parse(sub.currentPeriodStart),
    end: Date.parse(sub.currentPeriodEnd),
    price,
    invoiceId: null,
  };
  books.period = period;
  notePeriodInvoice(books, overview.invoices[0]);
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; before: number; after: number }> {
  const before = Date.now();
  const value = await work();
  return { value, before, after: Date.now() };
}
