import { randomUUID } from 'node:crypto';
import { CURRENCY } from '@common/pricing';
import {
  commissionEvents,
  commissionLedger,
  commissions,
  commissionSettings,
  invoices,
  payments,
} from '../schema/index';
import type { DemoUser, SeedContext } from './demo-seed-context';
import { daysBefore } from './demo-seed-context';

const PRICE_CENTS = 4500;

/**
 * aria takes commissions, and ophelia (Patron of the Arts) has one in progress with her: requested,
 * accepted and paid through the local provider, so the money is held until aria delivers. The
 * payment is a real local one (invoice, payment, ledger 'hold'), so cancelling the demo commission
 * refunds it like any other. Fixed values: no draw from the random source.
 */
export async function seedDemoCommission(ctx: SeedContext, people: DemoUser[]) {
  const byName = new Map(people.map((p) => [p.username, p]));
  const patron = byName.get('ophelia');
  const creator = byName.get('aria');
  if (!patron || !creator) return;
  const { tx } = ctx;
  await tx.insert(commissionSettings).values({
    creatorId: creator.id,
    open: true,
    minPriceCents: 1500,
    maxPriceCents: 15000,
    turnaroundDays: 14,
    maxOpen: 3,
    terms: 'Sea stories and ghost stories up to 8,000 words. No fan fiction.',
  });
  const requestedAt = daysBefore(ctx, 6);
  const acceptedAt = daysBefore(ctx, 5);
  const paidAt = daysBefore(ctx, 5 - 1 / 24);
  const deadline = daysBefore(ctx, -20).toISOString().slice(0, 10);
  const id = randomUUID();
  const [invoice] = await tx
    .insert(invoices)
    .values({
      userId: patron.id,
      plan: patron.tier,
      interval: null,
      description: `Commission from ${id.slice(0, 8)}`,
      amountCents: PRICE_CENTS,
      currency: CURRENCY,
      status: 'paid',
      provider: 'local',
      createdAt: paidAt,
    })
    .returning({ id: invoices.id });
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: patron.id,
      invoiceId: invoice!.id,
      amountCents: PRICE_CENTS,
      currency: CURRENCY,
      status: 'succeeded',
      provider: 'local',
      paidAt,
    })
    .returning({ id: payments.id });
  await tx.insert(commissions).values({
    id,
    patronId: patron.id,
    creatorId: creator.id,
    state: 'in_progress',
    brief: 'A lighthouse keeper who trades stories with the sea, for my niece’s birthday.',
    lengthWords: 5000,
    deadline,
    priceCents: PRICE_CENTS,
    idempotencyKey: 'demo-commission',
    paymentId: payment!.id,
    createdAt: requestedAt,
    updatedAt: paidAt,
  });
  await tx.insert(commissionEvents).values([
    { commissionId: id, fromState: null, toState: 'requested', actorId: patron.id, createdAt: requestedAt },
    {
      commissionId: id,
      fromState: 'requested',
      toState: 'accepted',
      actorId: creator.id,
      createdAt: acceptedAt,
    },
    {
      commissionId: id,
      fromState: 'accepted',
      toState: 'in_progress',
      actorId: patron.id,
      createdAt: paidAt,
    },
  ]);
  await tx.insert(commissionLedger).values({
    commissionId: id,
    kind: 'hold',
    creatorId: creator.id,
    patronId: patron.id,
    paymentId: payment!.id,
    amountCents: PRICE_CENTS,
    currency: CURRENCY,
    createdAt: paidAt,
  });
}
