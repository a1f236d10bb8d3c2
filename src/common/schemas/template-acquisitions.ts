import { z } from 'zod';
import { templateCardSchema } from './marketplace';
import { REVIEW_TEXT_MAX, storyReviewsPageSchema } from './reviews';
import { TEMPLATE_TYPES } from '../constants';

/**
 * Downloads, purchases, 'Use this template', refunds, My Templates, sales, template reviews and
 * the JSON export/import (issue 11). Routes under /api/v1:
 *   POST marketplace/templates/:id/download  → acquireResultSchema (free only; counts once per user)
 *   POST marketplace/templates/:id/purchase  → acquireResultSchema (paid; 403 UPGRADE_REQUIRED, 409 own/owned)
 *   POST marketplace/templates/:id/use       → useResultSchema (201; one transaction)
 *   POST marketplace/templates/:id/refund    → { refunded: true } (TEMPLATE_REFUND_TERMS; 409 NOT_REFUNDABLE)
 *   GET  marketplace/templates/:id/reviews   → templateReviewsPageSchema
 *   POST marketplace/templates/:id/reviews   templateReviewInputSchema → 201 (holders only, once)
 *   GET  marketplace/templates/:id/export    → the inkforge-template file (template-content.ts)
 *   POST marketplace/templates/import        templateFileSchema → templateImportResultSchema (stores nothing)
 *   GET  me/templates                        → myTemplatesSchema
 *   GET  me/template-sales                   → templateSalesSchema (payouts are not part of this)
 */
export const acquireResultSchema = z.object({
  status: z.enum(['completed', 'pending']),
  templateId: z.uuid(),
  downloads: z.number().int(),
  /** While 'pending': the provider's payment page (Stripe); the webhook completes the purchase. */
  redirectUrl: z.string().optional(),
});
export const useResultSchema = z.object({
  kind: z.enum(['story', 'world', 'character', 'scenario']),
  /** What the page opens: the story (story, scenario), the world or the character. */
  id: z.uuid(),
  storyId: z.uuid().nullable(),
  worldId: z.uuid().nullable(),
});
export const refundResultSchema = z.object({ refunded: z.literal(true) });

/** The refund right (its terms live with the zod-free marketplace constants, for the screens). */
export { TEMPLATE_REFUND_TERMS } from '../marketplace-constants';

export const myTemplatesSchema = z.object({
  items: z.array(
    z.object({
      template: templateCardSchema,
      relation: z.enum(['created', 'bought', 'downloaded']),
      acquiredAt: z.string().nullable(),
      /** Whether the refund right still holds (TEMPLATE_REFUND_TERMS); false for made or downloaded. */
      refundable: z.boolean(),
    }),
  ),
});
export const templateSalesSchema = z.object({
  items: z.array(
    z.object({ templateId: z.uuid(), sales: z.number().int(), earningsCents: z.number().int() }),
  ),
});

const overall = 'Choose an overall score from 1 to 5';
/** A template review: an overall score and a text (target type Template). */
export const templateReviewInputSchema = z.object({
  overallRating: z.number({ error: overall }).int(overall).min(1, overall).max(5, overall),
  reviewText: z
    .string({ error: 'Please write a few words for your review' })
    .trim()
    .min(1, 'Please write a few words for your review')
    .max(REVIEW_TEXT_MAX, `Review must be at most ${REVIEW_TEXT_MAX} characters`),
});
export type TemplateReviewInput = z.input<typeof templateReviewInputSchema>;
export const templateReviewsPageSchema = storyReviewsPageSchema;

/** What an imported file fills the upload form with. */
export const templateImportResultSchema = z.object({
  type: z.enum(TEMPLATE_TYPES),
  name: z.string(),
  content: z.unknown(),
});
