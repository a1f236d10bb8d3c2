import type { Db } from '../../db/client';

/**
 * One-off payments buy goods: a marketplace template today, tips and commissions next. Billing
 * takes the money (invoice and payment, refunds at the provider) and knows nothing of what was
 * bought; the module that sells a good registers it here (app.ts builds the registry into the
 * payments of the app context), and billing calls its handlers. Adding a good is one module: its
 * `Good` and a line in app.ts.
 */
export type Sale = {
  buyerId: string;
  /** What was bought (the template's id); null when it is gone since (its payment stays on record). */
  itemId: string | null;
  paymentId: string;
  amountCents: number;
};

/**
 * What completing a sale answers: nothing when the buyer now holds the good; `{ refund }` when the
 * good can no longer be had for this payment (a commission withdrawn while its payment page was
 * open): billing then refunds the payment at the provider at once, with `refund` as the reason.
 */
export type SaleOutcome = void | { refund: string };

export interface Good {
  /** The name billing files the good under, e.g. 'template'. */
  readonly kind: string;
  /** The 400 message when the buyer asks billing to refund such a payment as a plan payment. */
  readonly refundElsewhere: string;
  /**
   * The buyer now holds what they paid for. Runs inside the payment's transaction (`tx`), with the
   * buyer's row locked, once per payment: the local confirm and the provider's event both come here.
   */
  complete(tx: Db, sale: Sale): Promise<SaleOutcome>;
  /** Whether the payment bought this good: such a payment is refunded through the good, never as a plan payment. */
  owns(tx: Db, paymentId: string): Promise<boolean>;
  /** The payment was refunded at the provider: the buyer no longer holds the good. */
  refundedAtProvider(tx: Db, paymentId: string, at: Date): Promise<void>;
}

export type Goods = {
  /** The registered good of `kind`; throws for a kind nobody registered (a programming error). */
  of(kind: string): Good;
  /** The good a payment bought, or undefined for a plan payment. */
  ofPayment(tx: Db, paymentId: string): Promise<Good | undefined>;
};

export function createGoods(goods: readonly Good[]): Goods {
  const byKind = new Map(goods.map((good) => [good.kind, good]));
  return {
    of(kind) {
      const good = byKind.get(kind);
      if (!good) throw new Error(`No good of kind '${kind}' is registered with billing`);
      return good;
    },
    async ofPayment(tx, paymentId) {
      for (const good of goods) if (await good.owns(tx, paymentId)) return good;
      return undefined;
    },
  };
}
