import { allowedCommissionActions, AUTO_ACCEPT_DAYS, type CommissionState } from '@common/commissions';
import { can } from '@common/entitlements';
import { CURRENCY } from '@common/pricing';
import {
  COMMISSION_MESSAGES,
  type CommissionDetail,
  type CommissionEarnings,
  type CommissionRequest,
  type CommissionSettings,
  type CommissionStory,
  type CommissionSummary,
  type CommissionTerms,
} from '@common/schemas/commissions';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { badRequest, conflict, notFound, unauthenticated } from '../../errors';
import { createBillingRepository } from '../billing/billing.repository';
import type { Payments } from '../billing/payments';
import { createCommissionActions } from './commission-actions';
import { recordStep } from './commission-steps';
import { assertMayRequest, sideOf } from './commissions.policy';
import { createCommissionsRepository, type CommissionRow } from './commissions.repository';

type Caller = { id: string };
const DAY = 24 * 60 * 60 * 1000;
const DEFAULT_SETTINGS: CommissionSettings = {
  open: false,
  minPriceCents: 2_000,
  maxPriceCents: 20_000,
  turnaroundDays: 14,
  terms: '',
  maxOpen: 3,
};

/**
 * Commissions (issue 26; states in common/commissions.ts): a creator's settings, a patron's
 * request, both sides' lists, a commission's page and the delivered story. The actions that move a
 * commission are commission-actions.ts; money moves only there, in the good (commission-good.ts)
 * and in the auto-accept job.
 */
export function createCommissionsService(
  db: Db,
  payments: Pick<Payments, 'provider' | 'goods'>,
  publicUrl: string,
  clock: () => Date = () => new Date(),
) {
  const repo = createCommissionsRepository(db);
  const actions = createCommissionActions(db, payments, publicUrl, clock);

  const summary = (c: CommissionRow, me: string, names: Map<string, string>): CommissionSummary => ({
    id: c.id,
    state: c.state as CommissionState,
    role: c.patronId === me ? 'patron' : 'creator',
    patron: c.patronId ? (names.get(c.patronId) ?? null) : null,
    creator: c.creatorId ? (names.get(c.creatorId) ?? null) : null,
    brief: c.brief,
    lengthWords: c.lengthWords,
    deadline: c.deadline,
    priceCents: c.priceCents,
    updatedAt: c.updatedAt.toISOString(),
  });

  async function detail(c: CommissionRow & { redirectUrl?: string }, me: string): Promise<CommissionDetail> {
    const [names, history, ledger] = await Promise.all([
      repo.usernamesOf([c.patronId, c.creatorId]),
      repo.history(c.id),
      repo.ledgerKinds(c.id),
    ]);
    const side = sideOf(c, me);
    const state = c.state as CommissionState;
    const money = ledger.includes('refund')
      ? 'refunded'
      : ledger.includes('release')
        ? 'released'
        : ledger.includes('hold')
          ? 'held'
          : 'none';
    return {
      ...summary(c, me, names),
      counterPriceCents: c.counterPriceCents,
      counterDeadline: c.counterDeadline,
      story: c.storyTitle ? { id: c.storyId, title: c.storyTitle } : null,
      deliveredAt: c.deliveredAt?.toISOString() ?? null,
      autoAcceptAt:
        state === 'delivered' && c.deliveredAt
          ? new Date(c.deliveredAt.getTime() + AUTO_ACCEPT_DAYS * DAY).toISOString()
          : null,
      money,
      actions: allowedCommissionActions(state, side),
      history: history.map((h) => ({
        from: h.from as CommissionState | null,
        to: h.to as CommissionState,
        by: h.by,
        note: h.note,
        at: h.at.toISOString(),
      })),
      ...(c.redirectUrl ? { redirectUrl: c.redirectUrl } : {}),
    };
  }

  return {
    async settings(me: Caller): Promise<CommissionSettings> {
      const row = await repo.findSettings(me.id);
      if (!row) return DEFAULT_SETTINGS;
      const { creatorId: _c, updatedAt: _u, ...settings } = row;
      return settings;
    },

    async saveSettings(me: Caller, input: CommissionSettings): Promise<CommissionSettings> {
      const {
        creatorId: _c,
        updatedAt: _u,
        ...saved
      } = await repo.saveSettings({ creatorId: me.id, ...input });
      return saved;
    },

    /** A creator's public terms: what the author page's request form shows (guests too). */
    async terms(me: (Caller & { tier: string }) | null, username: string): Promise<CommissionTerms> {
      const creator = await repo.findUserByUsername(username);
      const settings = creator && (await repo.findSettings(creator.id));
      if (!creator || !settings) throw notFound('This creator has no commission terms');
      const { creatorId: _c, updatedAt: _u, maxOpen, ...shown } = settings;
      return {
        creator: creator.username,
        ...shown,
        full: (await repo.countOpen(creator.id)) >= maxOpen,
        mayRequest: Boolean(me && me.id !== creator.id && can(me.tier, 'commissioning')),
      };
    },

    /** POST /users/:username/commissions: one request per idempotency key, under the patron's row lock. */
    async request(me: Caller, username: string, input: CommissionRequest): Promise<CommissionDetail> {
      const creator = await repo.findUserByUsername(username);
      if (!creator) throw notFound('User not found');
      const created = await withTransaction(db, async (tx) => {
        const patron = await createBillingRepository(tx, payments.goods).lockUserForTierCheck(me.id);
        if (!patron) throw unauthenticated();
        assertMayRequest(patron.tier, me.id, creator.id);
        const commissions = createCommissionsRepository(tx);
        const existing = await commissions.findByKey(me.id, input.idempotencyKey);
        if (existing) {
          const same =
            existing.creatorId === creator.id &&
            existing.brief === input.brief &&
            existing.priceCents === input.priceCents;
          if (!same) throw conflict(COMMISSION_MESSAGES.keyReused);
          return existing;
        }
        const settings = await commissions.findSettings(creator.id);
        if (!settings?.open) throw badRequest(COMMISSION_MESSAGES.closed);
        if (input.priceCents < settings.minPriceCents || input.priceCents > settings.maxPriceCents)
          throw badRequest(COMMISSION_MESSAGES.outOfRange(settings.minPriceCents, settings.maxPriceCents));
        const now = clock();
        const earliest = new Date(now.getTime() + settings.turnaroundDays * DAY).toISOString().slice(0, 10);
        if (input.deadline < earliest)
          throw badRequest(COMMISSION_MESSAGES.deadlineTooSoon(settings.turnaroundDays));
        if ((await commissions.countOpen(creator.id)) >= settings.maxOpen)
          throw conflict(COMMISSION_MESSAGES.full);
        const row = await commissions.insert({
          patronId: me.id,
          creatorId: creator.id,
          brief: input.brief,
          lengthWords: input.lengthWords,
          deadline: input.deadline,
          priceCents: input.priceCents,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        });
        await recordStep(tx, row, null, me.id, null, now);
        return row;
      });
      return detail(created, me.id);
    },

    async list(me: Caller): Promise<{ items: CommissionSummary[] }> {
      const rows = await repo.listFor(me.id);
      return {
        items: rows.map(({ row, patron, creator }) => {
          const names = new Map<string, string>();
          if (row.patronId && patron) names.set(row.patronId, patron);
          if (row.creatorId && creator) names.set(row.creatorId, creator);
          return summary(row, me.id, names);
        }),
      };
    },

    async get(me: Caller, id: string): Promise<CommissionDetail> {
      const c = await repo.find(id);
      sideOf(c, me.id);
      return detail(c!, me.id);
    },

    async act(me: Caller, id: string, input: Parameters<typeof actions.act>[2]): Promise<CommissionDetail> {
      return detail(await actions.act(me, id, input), me.id);
    },

    /**
     * The delivered story, whole (drafts too, whatever its privacy): its patron reads it here, and
     * nowhere else gains access (the story's own routes keep their rules). 404 before delivery, for
     * anyone but the two parties, and once the story is gone.
     */
    async story(me: Caller, id: string): Promise<CommissionStory> {
      const c = await repo.find(id);
      sideOf(c, me.id);
      if (!c!.storyId || !['delivered', 'completed'].includes(c!.state))
        throw notFound('Nothing is delivered yet');
      const chapters = await repo.storyChapters(c!.storyId);
      return { title: c!.storyTitle ?? 'Untitled', chapters };
    },

    async earnings(me: Caller): Promise<CommissionEarnings> {
      const [months, heldCents] = await Promise.all([repo.releasedByMonth(me.id), repo.heldFor(me.id)]);
      return {
        currency: CURRENCY,
        totalCents: months.reduce((sum, m) => sum + m.totalCents, 0),
        heldCents,
        months,
        payoutsNote: COMMISSION_MESSAGES.payoutsNotBuilt,
      };
    },
  };
}

export type CommissionsService = ReturnType<typeof createCommissionsService>;
