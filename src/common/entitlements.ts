import { CREATOR_TIERS, READER_TIERS, TIERS, type Tier } from './constants';

/**
 * What each of the seven tiers is entitled to: every limit and feature of the plan tables in SPEC
 * section 9, the Create Group / Create Event rule and reader or creator view of SPEC section 6, and
 * marketplace purchases of SPEC section 5 (creator-tier rank at least 1). This table is the only
 * place tier names meet numbers or flags; `can(tier, feature)` below reads it for the client and
 * the server, the server refuses through one module (modules/entitlements/), and the plan cards
 * (plans.ts) are checked against it.
 *
 * `null` limits are unlimited. A feature flag says the plan includes it; whether Inkforge delivers
 * the feature yet is `DELIVERED` below, and an undelivered feature is never shown as included.
 */
export type PlanFamily = 'creator' | 'reader';
/** Book export formats (issue 24), in the order the export panel offers them. */
export const EXPORT_FORMATS = ['text', 'markdown', 'epub', 'pdf', 'docx', 'html'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const FEATURES = [
  // creator plans
  'marketplacePurchases',
  'analytics',
  'collaboration',
  'customTemplates',
  'prioritySupport',
  'whiteLabel',
  'customBranding',
  'dedicatedSupport',
  'advancedAi',
  'exclusiveTemplates',
  // SPEC section 6, and play sessions (every creator plan)
  'createGroup',
  'createEvent',
  'playSessions',
  // reader plans
  'publicStories',
  'basicSearch',
  'ratingsAndReviews',
  'readingLists',
  'commenting',
  'adFreeReading',
  'earlyAccess',
  'aiRecommendations',
  'advancedFilters',
  'exclusiveContent',
  'readingThemes',
  'offlineDownloads',
  'progressSync',
  'creatorTips',
  'events',
  'betaAccess',
  'commissioning',
  'analyticsDashboard',
  'community',
] as const;
export type Feature = (typeof FEATURES)[number];

/** The icon of a tier's badge: a book for reader tiers, a crown for the top creator tier, else a quill. */
export type BadgeIcon = 'book' | 'feather' | 'crown';

export type Entitlements = {
  family: PlanFamily;
  badgeIcon: BadgeIcon;
  /** Reader view for the reader tiers (SPEC section 6); admins may toggle on the client. */
  view: PlanFamily;
  /** The free tier of this tier's family: where a refund, a failed renewal or a cancel ends. */
  freeTier: Tier;
  /**
   * Whether the plan makes worlds and characters of its own (the creator workspace: /worlds and
   * /characters in the navigation). Reader plans do not: readers read, and Free, a creator plan,
   * costs nothing to switch to. What was made on a creator plan stays its maker's on any plan.
   */
  makesWorldsAndCharacters: boolean;
  /** Limits on what the plan makes; null means unlimited (reader plans make none). */
  privateWorlds: number | null;
  characters: number | null;
  aiGenerationsPerMonth: number | null;
  privateTemplates: number | null; // private (custom) templates; 0 without customTemplates
  exportFormats: readonly ExportFormat[];
  /** Comments a day (a rolling 24 hours); null: unlimited. SPEC section 9's 'limited commenting'. */
  commentsPerDay: number | null;
  features: Readonly<Record<Feature, boolean>>;
};

const none = Object.fromEntries(FEATURES.map((f) => [f, false])) as Record<Feature, boolean>;
const on = (...names: Feature[]) => ({ ...none, ...Object.fromEntries(names.map((n) => [n, true])) });
const readerBasics: Feature[] = [
  'publicStories',
  'basicSearch',
  'ratingsAndReviews',
  'readingLists',
  'commenting',
];
const connoisseur: Feature[] = [
  ...readerBasics,
  'adFreeReading',
  'earlyAccess',
  'aiRecommendations',
  'advancedFilters',
  'exclusiveContent',
  'readingThemes',
  'offlineDownloads',
  'progressSync',
  'createGroup',
  'createEvent',
];
/** Every creator reads, searches, rates, keeps lists and comments like a reader does. */
const creatorBasics: Feature[] = [...readerBasics, 'readingThemes', 'progressSync', 'playSessions'];

type CreatorInput = Omit<
  Entitlements,
  'family' | 'badgeIcon' | 'view' | 'freeTier' | 'commentsPerDay' | 'makesWorldsAndCharacters'
> & {
  badgeIcon?: BadgeIcon;
};
const creator = (e: CreatorInput): Entitlements => ({
  family: 'creator',
  badgeIcon: 'feather',
  view: 'creator',
  freeTier: 'Free',
  makesWorldsAndCharacters: true,
  commentsPerDay: null,
  ...e,
});
const reader = (e: Pick<Entitlements, 'features' | 'commentsPerDay'>): Entitlements => ({
  family: 'reader',
  badgeIcon: 'book',
  view: 'reader',
  freeTier: 'Audience Member',
  // SPEC section 9's 'all others unlimited' does not give readers worlds: a reader plan makes none
  // (docs/decisions.md), so no switch between free plans adds to what a free account can make.
  makesWorldsAndCharacters: false,
  privateWorlds: 0,
  characters: 0,
  aiGenerationsPerMonth: 0,
  privateTemplates: 0,
  exportFormats: ['text', 'markdown'],
  ...e,
});

export const ENTITLEMENTS: Readonly<Record<Tier, Entitlements>> = {
  Free: creator({
    privateWorlds: 3,
    characters: 5,
    aiGenerationsPerMonth: 10,
    privateTemplates: 0,
    exportFormats: ['text', 'markdown'],
    features: on(...creatorBasics),
  }),
  Chronicler: creator({
    privateWorlds: 10,
    characters: 25,
    aiGenerationsPerMonth: 100,
    privateTemplates: 0,
    exportFormats: ['text', 'markdown', 'epub', 'pdf'],
    features: on(...creatorBasics, 'marketplacePurchases', 'createGroup', 'createEvent'),
  }),
  Worldsmith: creator({
    privateWorlds: 50,
    characters: null,
    aiGenerationsPerMonth: 500,
    privateTemplates: 25,
    exportFormats: EXPORT_FORMATS,
    features: on(
      ...creatorBasics,
      'marketplacePurchases',
      'createGroup',
      'createEvent',
      'analytics',
      'collaboration',
      'customTemplates',
      'prioritySupport',
    ),
  }),
  'Master Weaver': creator({
    badgeIcon: 'crown',
    privateWorlds: null,
    characters: null,
    aiGenerationsPerMonth: null,
    privateTemplates: null,
    exportFormats: EXPORT_FORMATS,
    features: on(
      ...creatorBasics,
      'marketplacePurchases',
      'createGroup',
      'createEvent',
      'analytics',
      'collaboration',
      'customTemplates',
      'prioritySupport',
      'whiteLabel',
      'customBranding',
      'dedicatedSupport',
      'advancedAi',
      'exclusiveTemplates',
    ),
  }),
  'Audience Member': reader({ commentsPerDay: 10, features: on(...readerBasics) }),
  'Story Connoisseur': reader({ commentsPerDay: null, features: on(...connoisseur) }),
  'Patron of the Arts': reader({
    commentsPerDay: null,
    features: on(
      ...connoisseur,
      'creatorTips',
      'events',
      'betaAccess',
      'commissioning',
      'analyticsDashboard',
      'prioritySupport',
      'community',
    ),
  }),
};

/**
 * Whether Inkforge delivers a feature today (see docs/decisions.md). A plan card shows an
 * undelivered feature as not included ('coming soon'), never as included.
 */
export const DELIVERED: Readonly<
  Record<Feature | 'privateWorlds' | 'characters' | 'aiGenerations' | ExportFormat, boolean>
> = {
  privateWorlds: true,
  characters: true,
  aiGenerations: true,
  text: true,
  markdown: true,
  epub: true,
  pdf: true,
  docx: true,
  html: true,
  marketplacePurchases: true,
  analytics: true,
  collaboration: true,
  customTemplates: true,
  prioritySupport: true,
  whiteLabel: true,
  customBranding: true,
  dedicatedSupport: true,
  advancedAi: true,
  exclusiveTemplates: true,
  createGroup: true,
  createEvent: true,
  playSessions: true,
  publicStories: true,
  basicSearch: true,
  ratingsAndReviews: true,
  readingLists: true,
  commenting: true,
  adFreeReading: true,
  earlyAccess: true,
  aiRecommendations: true,
  advancedFilters: true,
  exclusiveContent: true,
  readingThemes: true,
  offlineDownloads: true,
  progressSync: true,
  creatorTips: true,
  events: true,
  betaAccess: true,
  commissioning: true,
  analyticsDashboard: true,
  community: true,
};

/** The entitlements of a tier; an unknown value (never expected) gets the Free tier's. */
export function entitlementsOf(tier: string): Entitlements {
  return (TIERS as readonly string[]).includes(tier) ? ENTITLEMENTS[tier as Tier] : ENTITLEMENTS.Free;
}

/**
 * Whether a tier's plan includes a feature: the one question about features, asked alike by the
 * client (what to offer) and the server (modules/entitlements: what to allow). For example
 * marketplacePurchases (SPEC section 5: creator-tier rank at least 1, never a reader plan),
 * createGroup and createEvent (SPEC section 6), collaboration (inviting: Worldsmith and up).
 */
export const can = (tier: string, feature: Feature): boolean => entitlementsOf(tier).features[feature];

/** Rank within its family: creators Free 0 .. Master Weaver 3; readers Audience Member 0 .. Patron 2. */
export function familyRank(tier: Tier): number {
  const family: readonly Tier[] = entitlementsOf(tier).family === 'creator' ? CREATOR_TIERS : READER_TIERS;
  return family.indexOf(tier);
}

/** Whether nothing is above this tier in its own family (Master Weaver, Patron of the Arts). */
export const isTopTier = (tier: Tier): boolean =>
  familyRank(tier) === (entitlementsOf(tier).family === 'creator' ? CREATOR_TIERS : READER_TIERS).length - 1;
/** Whether the tier is paid for (not the free tier of its family). */
export const isPaidTier = (tier: Tier): boolean => entitlementsOf(tier).freeTier !== tier;
export const isCreatorFamily = (tier: Tier): boolean => entitlementsOf(tier).family === 'creator';

/** The tiers whose plans include a feature, in the order of TIERS (collaboration: Worldsmith, Master Weaver). */
export const tiersWith = (feature: Feature): Tier[] => TIERS.filter((t) => ENTITLEMENTS[t].features[feature]);
/** Plan names for a sentence: 'Worldsmith and Master Weaver', 'A, B and C'. */
export function planNames(tiers: readonly Tier[]): string {
  return tiers.length <= 1
    ? (tiers[0] ?? '')
    : `${tiers.slice(0, -1).join(', ')} and ${tiers[tiers.length - 1]}`;
}

export const isReaderView = (tier: Tier): boolean => entitlementsOf(tier).view === 'reader';
