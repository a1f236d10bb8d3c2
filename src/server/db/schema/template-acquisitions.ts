import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './billing';
import { templates } from './templates';
import { users } from './users';
import { oneOf, tstz } from './sql-helpers';

/**
 * template_acquisitions: who holds a template (SPEC section 2 marketplace, issue 11). One row per
 * template and user (the unique key makes a double download or purchase impossible): 'download'
 * for a free template (or one used without downloading first), 'purchase' for a paid one, with
 * the billing payment that paid it. A refund sets refunded_at: the template leaves My Templates;
 * a later purchase reuses the row. Only modules/marketplace acquisitions code writes here.
 * The refund right (issue 20): consumed_at is the first 'Use this template' or export while
 * held, refund_count how often this buyer was refunded for the template; a purchase is
 * refundable only while both are unset (a refund is money back for a template not put to use,
 * once per template and buyer).
 */
export const templateAcquisitions = pgTable(
  'template_acquisitions',
  {
    id: uuid('acquisition_id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The billing payment of a purchase; null for a download. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull().default(0),
    acquiredAt: tstz('acquired_at').notNull().defaultNow(),
    refundedAt: tstz('refunded_at'),
    consumedAt: tstz('consumed_at'),
    refundCount: integer('refund_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('template_acquisitions_template_user_key').on(t.templateId, t.userId),
    // My Templates, newest first.
    index('template_acquisitions_user_idx').on(t.userId, t.acquiredAt.desc().nullsFirst()),
    uniqueIndex('template_acquisitions_payment_key').on(t.paymentId),
    // The analytics rollup reads one day of sales.
    index('template_acquisitions_acquired_idx').on(t.acquiredAt),
    check('template_acquisitions_kind_check', oneOf(t.kind, ['download', 'purchase'])),
    check('template_acquisitions_amount_check', sql`${t.amountCents} >= 0`),
    check('template_acquisitions_refund_count_check', sql`${t.refundCount} >= 0`),
    check('template_acquisitions_purchase_check', sql`${t.kind} = 'download' or ${t.amountCents} > 0`),
  ],
);
