import { z } from 'zod';
import { GENRES, MARKETPLACE_GENRES, TEMPLATE_TYPES } from '../constants';
import {
  MARKETPLACE_PAGE_SIZE,
  MARKETPLACE_STORY_STATUSES,
  PRICE_FILTERS,
  STORY_SORTS,
  TEMPLATE_CHANGELOG_MAX,
  TEMPLATE_CONTENT_MAX_BYTES,
  TEMPLATE_CONTENT_TOO_LARGE,
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_LICENCES,
  TEMPLATE_NAME_MAX,
  TEMPLATE_PRICE_MAX,
  TEMPLATE_PRICE_MESSAGE,
  TEMPLATE_PRICE_MIN,
  TEMPLATE_SORTS,
  TEMPLATE_STATUSES,
} from '../marketplace-constants';
import { libraryStoryCardSchema } from './library';
import { advancedFilterShape, checkWordRange } from './advanced-filters';
import { searchTextSchema } from './pagination';

/**
 * The marketplace contract (SPEC section 2 Marketplace, sections 3 to 9 for templates): the two
 * browse lists, a template's page, and a creator's create / edit / version / publish calls.
 * Purchases, downloads, 'Use this template', My Templates, sales and template reviews are their
 * own endpoints (acquisitions); the per-type content documents live in template-content.ts.
 *
 * Routes (all under /api/v1/marketplace):
 *   GET    /templates                      templateListQuerySchema → templateListPageSchema (guests welcome)
 *   GET    /stories                        marketplaceStoryQuerySchema → marketplaceStoryPageSchema (guests welcome)
 *   GET    /templates/:id                  → templateDetailSchema; an unpublished template answers 404 to
 *                                          everyone but its creator and those who downloaded or bought it
 *   GET    /templates/:id/versions/:version → templateVersionContentSchema (creator and acquirers: every version;
 *                                          others: the current version of a free published template only)
 *   POST   /templates                      templateCreateSchema → 201 templateDetailSchema (signed in)
 *   PATCH  /templates/:id                  templateUpdateSchema → templateDetailSchema (creator only)
 *   POST   /templates/:id/versions         templateVersionInputSchema → 201 templateDetailSchema (creator only;
 *                                          everyone who acquired the template is notified)
 *   POST   /templates/:id/unpublish        → templateDetailSchema (creator; idempotent)
 *   POST   /templates/:id/publish          → templateDetailSchema (creator; idempotent)
 *   DELETE /templates/:id                  → 204 (creator; 409 TEMPLATE_SOLD when anyone bought it)
 *   GET    /drafts/:kind/:id               → templateDraftSchema: 'Publish as template' from one's own
 *                                          story, world or character; fills the upload form, stores nothing
 * A template the caller may not see, or may not change, answers 404 (never 403) for a missing id.
 */

// The zod-free constants and formatters live in common/marketplace-constants.ts, so the browse
// screens can use them without loading zod; re-exported here for every existing import.
export * from '../marketplace-constants';
export * from './template-drafts';

/* ------------------------------------------------------------------ browse */

/** GET /templates. No `type` is 'All Items'. `q` matches name or description, case-insensitive, anywhere. */
export const templateListQuerySchema = z.object({
  type: z.enum(TEMPLATE_TYPES, { error: 'Choose a template type' }).optional(),
  q: searchTextSchema,
  price: z.enum(PRICE_FILTERS, { error: 'Choose All Prices, Free, Paid or Exclusive' }).default('all'),
  sort: z.enum(TEMPLATE_SORTS, { error: 'Choose a sort order' }).default('popular'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(MARKETPLACE_PAGE_SIZE).default(MARKETPLACE_PAGE_SIZE),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;

/**
 * GET /stories: published stories; no `genre` is 'All Genres'. The advanced filters of the
 * library search (schemas/advanced-filters.ts) apply here too, for plans with advancedFilters.
 */
export const marketplaceStoryQuerySchema = z
  .object({
    status: z.enum(MARKETPLACE_STORY_STATUSES, { error: 'Choose Complete or Active' }).default('Complete'),
    genre: z.enum(MARKETPLACE_GENRES, { error: 'Choose a genre' }).optional(),
    q: searchTextSchema,
    sort: z.enum(STORY_SORTS, { error: 'Choose a sort order' }).default('popular'),
    cursor: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(MARKETPLACE_PAGE_SIZE).default(MARKETPLACE_PAGE_SIZE),
    ...advancedFilterShape,
  })
  .superRefine(checkWordRange);
export type MarketplaceStoryQuery = z.input<typeof marketplaceStoryQuerySchema>;

export const templateCreatorSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  profileImage: z.string().nullable(),
});

/** The caller's relation to a template; null for guests. */
export const templateCardViewerSchema = z.object({
  isOwner: z.boolean(),
  /** Downloaded (free) or bought (paid) and not refunded: it is in their My Templates. */
  owned: z.boolean(),
  /** Exclusive, not theirs, and their plan includes it: 'Use' at no charge, nothing recorded. */
  includedInPlan: z.boolean(),
});

/** A template card (SPEC section 2). `rating` is the average of its reviews to 1 decimal, null before the first. */
export const templateCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  category: z.string().nullable(),
  description: z.string(),
  /** Dollars; 0 is free. */
  price: z.number(),
  /** price === 0: the 'Free' badge and a Download button; else 'Premium' and Buy Now. */
  isFree: z.boolean(),
  rating: z.number().nullable(),
  downloads: z.number().int(),
  /** derivedDownloadCount(downloads), sent so every screen shows the same number. */
  derivedCount: z.number().int(),
  coverImage: z.string().nullable(),
  creator: templateCreatorSchema,
  status: z.enum(TEMPLATE_STATUSES),
  /** Exclusive (issue 27): never for sale; the plan that uses it is named instead of a price. */
  exclusive: z.boolean(),
  createdAt: z.string(),
  viewer: templateCardViewerSchema.nullable(),
});
export type TemplateCard = z.infer<typeof templateCardSchema>;

/**
 * A page of a browse list. `total` counts every match of the filters (not just this page), capped
 * at MARKETPLACE_COUNT_CAP: when `totalCapped` the screen says e.g. '1000+ items found'.
 */
const browsePage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean(),
    nextCursor: z.string().nullable(),
  });
export const templateListPageSchema = browsePage(templateCardSchema).extend({
  /** Whether the caller may buy paid templates (SPEC section 5); false for guests. Drives 'Upgrade Required'. */
  viewerCanBuyPaid: z.boolean(),
  signedIn: z.boolean(),
});
export type TemplateListPage = z.infer<typeof templateListPageSchema>;
/** Story cards link to /library/{id}; `rating` is to 1 decimal, counts cover published chapters. */
export const marketplaceStoryCardSchema = libraryStoryCardSchema;
export type MarketplaceStoryCard = z.infer<typeof marketplaceStoryCardSchema>;
export const marketplaceStoryPageSchema = browsePage(marketplaceStoryCardSchema);
export type MarketplaceStoryPage = z.infer<typeof marketplaceStoryPageSchema>;

/* ------------------------------------------------------------------ template page */

export const templateVersionSummarySchema = z.object({
  version: z.number().int(),
  changelog: z.string(),
  createdAt: z.string(),
});
export type TemplateVersionSummary = z.infer<typeof templateVersionSummarySchema>;

/**
 * The outline of a content document: headings with their item titles, no notes or prose (acts and
 * beat titles; world section names and places; character fields and traits; a scenario's premise
 * title, characters, places and opening chapter title). Paid templates show only this before purchase.
 */
export const templateOutlineSchema = z.array(z.object({ heading: z.string(), items: z.array(z.string()) }));
export type TemplateOutline = z.infer<typeof templateOutlineSchema>;

/**
 * What the page previews: the whole current content for a free template, for its creator and for
 * whoever acquired it; the outline only otherwise. `content` follows the template-content.ts
 * schema of the template's type.
 */
export const templatePreviewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full'), content: z.unknown(), outline: templateOutlineSchema }),
  z.object({ kind: z.literal('outline'), outline: templateOutlineSchema }),
]);
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

export const templateViewerSchema = templateCardViewerSchema.extend({
  /**
   * Download (free) or Buy Now (paid) is allowed: signed in, not the creator, not owned already,
   * published, and for a paid template a tier that may buy (SPEC section 5).
   */
  canBuy: z.boolean(),
  /** Paid template, signed in, and the tier may not buy: 'Upgrade Required' with its hint. */
  upgradeRequired: z.boolean(),
  /** Creator: edit, new version, publish/unpublish. */
  canEdit: z.boolean(),
  /** Creator, and nobody has bought it. */
  canDelete: z.boolean(),
  /** May mark or unmark it exclusive now: an admin, or its creator (marking needs Master Weaver). */
  canSetExclusive: z.boolean(),
});
export type TemplateViewer = z.infer<typeof templateViewerSchema>;

/** GET /templates/:id: /marketplace/templates/{id}. */
export const templateDetailSchema = templateCardSchema.extend({
  licence: z.enum(TEMPLATE_LICENCES),
  reviewCount: z.number().int(),
  currentVersion: z.number().int(),
  /** Newest first. */
  versions: z.array(templateVersionSummarySchema),
  preview: templatePreviewSchema,
  updatedAt: z.string(),
  viewer: templateViewerSchema.nullable(),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

/** GET /templates/:id/versions/:version: one version's whole content. */
export const templateVersionContentSchema = templateVersionSummarySchema.extend({
  templateId: z.uuid(),
  type: z.enum(TEMPLATE_TYPES),
  content: z.unknown(),
});
export type TemplateVersionContent = z.infer<typeof templateVersionContentSchema>;

/* ------------------------------------------------------------------ create and edit */

/** 0, or 0.99 to 999.99 with at most 2 decimals (SPEC section 5 default 0). */
export const templatePriceSchema = z
  .number({ error: TEMPLATE_PRICE_MESSAGE })
  .refine(
    (p) =>
      Number.isFinite(p) &&
      Math.abs(Math.round(p * 100) - p * 100) < 1e-6 &&
      (p === 0 || (p >= TEMPLATE_PRICE_MIN && p <= TEMPLATE_PRICE_MAX)),
    TEMPLATE_PRICE_MESSAGE,
  );

/** Byte size of a content document as stored (UTF-8 JSON). */
export const contentByteSize = (content: unknown): number =>
  new TextEncoder().encode(JSON.stringify(content) ?? '').length;

/** Any content document, before its per-type schema (template-content.ts) checks it. */
export const templateContentInputSchema = z
  .unknown()
  .refine((c) => c !== undefined && c !== null, 'Template content is required')
  .refine((c) => contentByteSize(c) <= TEMPLATE_CONTENT_MAX_BYTES, TEMPLATE_CONTENT_TOO_LARGE);

const templateFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(TEMPLATE_NAME_MAX, `Name must be at most ${TEMPLATE_NAME_MAX} characters`),
  category: z.enum(GENRES, { error: 'Choose a category' }),
  description: z
    .string()
    .trim()
    .max(TEMPLATE_DESCRIPTION_MAX, `Description must be at most ${TEMPLATE_DESCRIPTION_MAX} characters`),
  price: templatePriceSchema,
  /** A URL from POST /api/v1/uploads/template-images, or null for the placeholder. */
  coverImage: z.string().max(1000).nullable(),
  licence: z.enum(TEMPLATE_LICENCES, { error: 'Choose a licence' }),
};

/**
 * POST /templates: publishes at once as version 1. `content` must match the schema of `type`
 * (template-content.ts); invalid content, a bad price or a too-large document answer 400 and store nothing.
 */
export const templateCreateSchema = z.object({
  ...templateFields,
  type: z.enum(TEMPLATE_TYPES, { error: 'Choose a template type' }),
  description: templateFields.description.default(''),
  price: templateFields.price.default(0),
  coverImage: templateFields.coverImage.optional().default(null),
  licence: templateFields.licence.default('personal'),
  content: templateContentInputSchema,
});
export type TemplateCreateInput = z.input<typeof templateCreateSchema>;

/**
 * PATCH /templates/:id: only the fields sent change. Type and content are fixed here: content
 * changes through a new version, so owners keep every version they acquired.
 */
export const templateUpdateSchema = z.object(templateFields).partial();
export type TemplateUpdateInput = z.input<typeof templateUpdateSchema>;

/** POST /templates/:id/versions: the next version number is assigned by the server. */
export const templateVersionInputSchema = z.object({
  content: templateContentInputSchema,
  changelog: z
    .string({ error: 'Describe what changed' })
    .trim()
    .min(1, 'Describe what changed')
    .max(TEMPLATE_CHANGELOG_MAX, `Changelog must be at most ${TEMPLATE_CHANGELOG_MAX} characters`),
});
export type TemplateVersionInput = z.input<typeof templateVersionInputSchema>;
