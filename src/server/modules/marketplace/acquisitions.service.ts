import type { TemplateCard } from '@common/schemas/marketplace';
import { CURRENCY } from '@common/pricing';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { badRequest, conflict, notFound, unauthenticated } from '../../errors';
import { createBillingRepository } from '../billing/billing.repository';
import { completeOneOff } from '../billing/one-off-payment';
import type { Payments } from '../billing/payments';
import { startOneOffPage } from '../billing/one-off-page';
import { isRefundable } from '../billing/billing-presenters';
import { assertCan } from '../entitlements/entitlements.policy';
import { createStatsRepository } from '../stats/stats.repository';
import { assertRefundRight, mayOfferRefund } from './acquisitions.policy';
import { createAcquisitionsRepository } from './acquisitions.repository';
import { createMarketplaceRepository, type TemplateRow } from './marketplace.repository';
import { isCreator, maySeeTemplate, type Caller } from './marketplace.policy';
import { assertMayUseExclusive, notForSale } from './exclusive-templates.policy';
import { EXCLUSIVE_MESSAGES } from '@common/exclusive-templates';
import { toCard } from './template-card.presenter';
import { TEMPLATE_GOOD } from './template-good';

/**
 * Downloads, purchases, refunds, My Templates and a seller's sales (issue 11; SPEC section 5:
 * a paid template needs the marketplacePurchases entitlement, free ones are open to everyone
 * signed in). Every change runs in one transaction holding the buyer's user row lock (the row
 * billing locks too), so two identical requests apply one after the other: the second finds the
 * acquisition and charges nothing. `downloads` grows once per user, through
 * increment_template_downloads, when the user first acquires the template.
 */
export type AcquireResult = {
  status: 'completed' | 'pending';
  templateId: string;
  downloads: number;
  /** The payment page to go to (Stripe) while `pending`. */
  redirectUrl?: string;
};
export type MyTemplateItem = {
  template: TemplateCard;
  relation: 'created' | 'bought' | 'downloaded';
  acquiredAt: string | null;
  refundable: boolean;
};

const MY_TEMPLATES_MAX = 500;
export const OWN_TEMPLATE = 'This is your own template: it is already in My Templates.';
export const ALREADY_OWNED = 'You already own this template: find it in My Templates.';

const facts = (row: TemplateRow) => ({
  creatorId: row.creatorId,
  status: row.status,
  price: Number(row.price),
  exclusive: row.exclusive,
});
const cents = (price: number) => Math.round(price * 100);

export function createAcquisitionsService(
  db: Db,
  { provider, goods }: Pick<Payments, 'provider' | 'goods'>,
  publicUrl: string,
  clock: () => Date = () => new Date(),
) {
  const acquisitions = createAcquisitionsRepository(db);
  const templatesRepo = createMarketplaceRepository(db);

  const requireUser = (user: Caller): NonNullable<Caller> => {
    if (!user) throw unauthenticated();
    return user;
  };

  /** The template the caller may see (published, or theirs, or held), else 404. */
  async function visible(user: NonNullable<Caller>, id: string) {
    const row = await templatesRepo.findTemplate(id);
    if (!row) throw notFound('Template not found');
    const acquired = await acquisitions.hasAcquired(user.id, row.id);
    if (!maySeeTemplate(facts(row), user, acquired)) throw notFound('Template not found');
    return { row, acquired };
  }

  /**
   * Runs `work` in one transaction with the caller's user row locked (FOR NO KEY UPDATE, as
   * billing and the tier-limit checks do); repositories bound to that transaction.
   */
  function locked<T>(
    userId: string,
    work: (ctx: { tx: Db; billing: ReturnType<typeof createBillingRepository> }) => Promise<T>,
  ) {
    return withTransaction(db, async (tx) => {
      const billing = createBillingRepository(tx, goods);
      if (!(await billing.lockUserForTierCheck(userId))) throw unauthenticated();
      return work({ tx, billing });
    });
  }

  /** Records a first acquisition's download count; answers the template's downloads. */
  async function countDownload(tx: Db, templateId: string, first: boolean, current: number): Promise<number> {
    if (!first) return current;
    return (await createStatsRepository(tx).incrementTemplateDownloads(templateId)) ?? current;
  }

  /**
   * The provider's payment page (Stripe, mode payment) for a purchase checkout; its webhook
   * completes the purchase (checkout-completion.ts). A repeated Buy while a checkout is open
   * answers the same page, so two clicks never make two payments.
   */
  async function hostedCheckout(
    billing: ReturnType<typeof createBillingRepository>,
    buyer: { id: string; tier: string; email: string },
    row: TemplateRow,
    amountCents: number,
    now: Date,
  ): Promise<AcquireResult> {
    const pending = { status: 'pending' as const, templateId: row.id, downloads: row.downloads };
    const open = await billing.findOpenTemplateCheckout(buyer.id, row.id, now);
    if (open?.redirectUrl) return { ...pending, redirectUrl: open.redirectUrl };
    const page = `${publicUrl}/marketplace/templates/${row.id}`;
    const { redirectUrl } = await startOneOffPage(
      billing,
      provider,
      buyer,
      {
        purpose: 'purchase',
        templateId: row.id,
        amountCents,
        description: `Template: ${row.name}`,
        successUrl: (checkoutId) => `${page}?purchase=${checkoutId}`,
        cancelUrl: page,
      },
      now,
    );
    return { ...pending, redirectUrl };
  }

  return {
    /**
     * POST /templates/:id/download: a free template into My Templates. Again: the same answer,
     * nothing counted. Paid: 400 (buy it); one's own: 409. Exclusive and not held: 403 naming the
     * plan, or 400 for a plan that uses it (used directly, never added: issue 27).
     */
    async download(user: Caller, id: string): Promise<AcquireResult> {
      const me = requireUser(user);
      const { row, acquired } = await visible(me, id);
      if (isCreator(facts(row), me)) throw conflict(OWN_TEMPLATE);
      if (Number(row.price) > 0) throw badRequest('This template is paid: buy it to add it to My Templates.');
      return locked(me.id, async ({ tx, billing }) => {
        const terms = await createMarketplaceRepository(tx).lockTerms(row.id);
        if (!terms) throw notFound('Template not found');
        if (terms.exclusive && !acquired) {
          assertMayUseExclusive((await billing.lockUserForTierCheck(me.id))!.tier);
          throw badRequest(EXCLUSIVE_MESSAGES.noDownload);
        }
        const first = await createAcquisitionsRepository(tx).recordDownload(me.id, row.id);
        return {
          status: 'completed',
          templateId: row.id,
          downloads: await countDownload(tx, row.id, first, row.downloads),
        };
      });
    },

    /**
     * POST /templates/:id/purchase: one payment through the provider, then the template is held.
     * 403 UPGRADE_REQUIRED for a tier without marketplacePurchases (nothing charged); 409 for
     * one's own or one already held; 400 for a free template or an unpublished one; 403
     * EXCLUSIVE_TEMPLATE for an exclusive one, checked again under a share lock of the template
     * row, so a purchase racing the flag either completes before it or charges nothing.
     */
    async purchase(user: Caller, id: string): Promise<AcquireResult> {
      const me = requireUser(user);
      const { row, acquired } = await visible(me, id);
      if (isCreator(facts(row), me)) throw conflict(OWN_TEMPLATE);
      if (acquired) throw conflict(ALREADY_OWNED);
      if (row.exclusive) throw notForSale();
      const price = Number(row.price);
      if (price === 0) throw badRequest('This template is free: download it instead.');
      if (row.status !== 'published') throw badRequest('This template is not for sale right now.');
      return locked(me.id, async ({ tx, billing }) => {
        const buyer = (await billing.lockUserForTierCheck(me.id))!;
        // The tier as stored now (not the session's copy), read under the lock.
        assertCan(buyer.tier, 'marketplacePurchases');
        const repo = createAcquisitionsRepository(tx);
        const terms = await createMarketplaceRepository(tx).lockTerms(row.id);
        if (!terms) throw notFound('Template not found');
        if (terms.exclusive) throw notForSale();
        const existing = await repo.lockAcquisition(me.id, row.id);
        if (existing && existing.refundedAt === null) throw conflict(ALREADY_OWNED);
        const now = clock();
        const amountCents = cents(price);
        if (provider.confirms === 'redirect') return hostedCheckout(billing, buyer, row, amountCents, now);
        // Confirmed here (the local provider): the completion a paid Stripe page gets too.
        await completeOneOff(
          billing,
          provider,
          buyer,
          {
            good: TEMPLATE_GOOD,
            itemId: row.id,
            amountCents,
            currency: CURRENCY,
            description: `Template: ${row.name}`,
            provider: provider.name,
            checkoutId: null,
            providerPaymentId: null,
            providerInvoiceId: null,
          },
          now,
        );
        return { status: 'completed', templateId: row.id, downloads: row.downloads + (existing ? 0 : 1) };
      });
    },

    /**
     * POST /templates/:id/refund: the money-back guarantee (TEMPLATE_REFUND_TERMS): a purchase
     * within 30 days, not used or exported, and the buyer's first refund of this template. The
     * template leaves My Templates and the buyer's review of it goes, in the same transaction.
     * 404 when the caller holds no purchase of it (so the second of two identical refunds);
     * 409 NOT_REFUNDABLE when used, exported or refunded before; 400 past 30 days.
     */
    async refund(user: Caller, id: string): Promise<{ refunded: true }> {
      const me = requireUser(user);
      const row = await templatesRepo.findTemplate(id);
      if (!row) throw notFound('Template not found');
      return locked(me.id, async ({ tx, billing }) => {
        const repo = createAcquisitionsRepository(tx);
        const acq = await repo.lockAcquisition(me.id, row.id);
        if (!acq || acq.refundedAt !== null || acq.kind !== 'purchase' || !acq.paymentId) {
          throw notFound('You have no purchase of this template to refund');
        }
        assertRefundRight(acq);
        const payment = await billing.lockPayment(acq.paymentId);
        const invoice = payment && (await billing.findInvoice(payment.invoiceId));
        const now = clock();
        if (!payment || !invoice || !isRefundable(invoice, now)) {
          throw badRequest('Template purchases can only be refunded within 30 days.');
        }
        const providerRefundId = await provider.refund(payment);
        await billing.recordRefund(payment, providerRefundId, 'template refund', me.id);
        await repo.markRefunded(acq, now);
        return { refunded: true as const };
      });
    },

    /** GET /me/templates: made by the caller, bought or downloaded (refunded ones leave). */
    async mine(user: Caller): Promise<{ items: MyTemplateItem[] }> {
      const me = requireUser(user);
      const rows = await acquisitions.listMine(me.id, MY_TEMPLATES_MAX);
      const now = clock();
      return {
        items: rows.map((r) => ({
          template: toCard(r, me, r.kind !== null),
          relation: r.creatorId === me.id ? 'created' : r.kind === 'purchase' ? 'bought' : 'downloaded',
          acquiredAt: r.acquiredAt ? r.acquiredAt.toISOString() : null,
          refundable:
            r.kind !== null &&
            r.acquiredAt !== null &&
            mayOfferRefund(
              {
                kind: r.kind,
                refundCount: r.refundCount ?? 0,
                consumedAt: r.consumedAt,
                acquiredAt: r.acquiredAt,
              },
              now,
            ),
        })),
      };
    },

    /** GET /me/template-sales: per own template, purchases not refunded and earnings in cents. */
    async sales(user: Caller) {
      const me = requireUser(user);
      return { items: await acquisitions.salesOf(me.id) };
    },
  };
}

export type AcquisitionsService = ReturnType<typeof createAcquisitionsService>;
