import type { CreatorTier, ReaderTier, Tier } from './constants';
import { DELIVERED, ENTITLEMENTS, type ExportFormat, type Feature } from './entitlements';
import { IMPORT_CHAPTERS_PER_PLAN } from './import-plans';
import { countLabel } from './plural';
import { TIP_ALLOCATION_CENTS } from './tip-allocation';

/**
 * The plans of SPEC section 9 in the spec's client-side tier shape, for the subscription page and
 * the profile's subscription card. Prices are dollars per month / per year. Subtitles and
 * descriptions are ours (the spec leaves them open); names, prices, badges, highlights and
 * features are the spec's tables.
 *
 * A feature that Inkforge does not deliver yet (entitlements.ts DELIVERED) is never shown as
 * included: it reads `included: false, comingSoon: true` on the plans that will include it. The
 * descriptions name delivered features only; rewrite them as features land.
 * plans.test.ts checks every card against the entitlements table.
 */
export type PlanFeature = { name: string; included: boolean; comingSoon?: boolean; key?: DeliveryKey };
type DeliveryKey = keyof typeof DELIVERED;
export type Plan<T extends Tier = Tier> = {
  name: T;
  subtitle: string;
  price: { monthly: number; yearly: number };
  description: string;
  features: PlanFeature[];
  highlight: boolean;
  badge: string | null;
};

/** A feature the plan does not include; `key` names the table entry the line is about, for the tests. */
const no = (name: string, key?: DeliveryKey): PlanFeature =>
  key ? { name, included: false, key } : { name, included: false };
/** A feature the plan includes (per the spec's table): included if delivered, else coming soon. */
const yes = (name: string, key: DeliveryKey): PlanFeature =>
  DELIVERED[key] ? { name, included: true, key } : { name, included: false, comingSoon: true, key };

/** The chapters one manuscript import may write on the plan (import-plans.ts), on every creator card. */
export const importLine = (tier: CreatorTier): PlanFeature => ({
  name: `Manuscript import, up to ${countLabel(IMPORT_CHAPTERS_PER_PLAN[tier], 'chapter')} at a time`,
  included: true,
});

export const CREATOR_PLANS: readonly Plan<CreatorTier>[] = [
  {
    name: 'Free',
    subtitle: 'Start forging',
    price: { monthly: 0, yearly: 0 },
    description: 'Everything you need to write your first stories and worlds.',
    features: [
      yes('3 private worlds', 'privateWorlds'),
      yes('5 characters', 'characters'),
      yes('10 AI generations per month', 'aiGenerations'),
      yes('Text and Markdown export', 'markdown'),
      importLine('Free'),
      no('PDF/EPUB export'),
      no('Template marketplace access'),
      no('Collaboration', 'collaboration'),
    ],
    highlight: false,
    badge: null,
  },
  {
    name: 'Chronicler',
    subtitle: 'For growing storytellers',
    price: { monthly: 9.99, yearly: 99.99 },
    description: 'More room for worlds and characters, and the template marketplace.',
    features: [
      yes('10 worlds', 'privateWorlds'),
      yes('25 characters', 'characters'),
      yes('100 AI generations per month', 'aiGenerations'),
      yes('EPUB export', 'epub'),
      yes('PDF export', 'pdf'),
      importLine('Chronicler'),
      yes('Template marketplace access', 'marketplacePurchases'),
      no('Collaboration', 'collaboration'),
      no('Priority support'),
    ],
    highlight: true,
    badge: 'Most Popular',
  },
  {
    name: 'Worldsmith',
    subtitle: 'For serious world-builders',
    price: { monthly: 19.99, yearly: 199.99 },
    description: 'Large worlds, unlimited characters and co-writing with collaborators.',
    features: [
      yes('50 worlds', 'privateWorlds'),
      yes('Unlimited characters', 'characters'),
      yes('500 AI generations per month', 'aiGenerations'),
      // Every format of the entitlements table is built; HTML was the last.
      yes('All export formats', 'html'),
      importLine('Worldsmith'),
      yes('Analytics', 'analytics'),
      yes('Collaboration', 'collaboration'),
      yes('Custom templates', 'customTemplates'),
      yes('Priority support', 'prioritySupport'),
    ],
    highlight: false,
    badge: null,
  },
  {
    name: 'Master Weaver',
    subtitle: 'For studios and publishers',
    price: { monthly: 39.99, yearly: 399.99 },
    description: 'No limits on worlds, characters or stories.',
    features: [
      yes('Unlimited worlds', 'privateWorlds'),
      yes('Unlimited characters', 'characters'),
      yes('Unlimited AI generations', 'aiGenerations'),
      yes('Advanced AI assistance', 'advancedAi'),
      yes('Collaboration', 'collaboration'),
      importLine('Master Weaver'),
      yes('White-label', 'whiteLabel'),
      yes('Custom branding', 'customBranding'),
      yes('Dedicated support', 'dedicatedSupport'),
    ],
    highlight: false,
    badge: 'Enterprise',
  },
];

const readerBasics: [string, Feature][] = [
  ['Public stories', 'publicStories'],
  ['Basic search', 'basicSearch'],
  ['Ratings and reviews', 'ratingsAndReviews'],
  ['Reading lists', 'readingLists'],
];
const connoisseurExtras: [string, Feature][] = [
  ['Ad-free reading', 'adFreeReading'],
  ['Early access', 'earlyAccess'],
  ['AI recommendations', 'aiRecommendations'],
  ['Advanced filters', 'advancedFilters'],
  ['Exclusive content', 'exclusiveContent'],
  ['Reading themes', 'readingThemes'],
  ['Offline downloads', 'offlineDownloads'],
  ['Progress sync', 'progressSync'],
];
/** '$5.00' from cents (pricing.ts formats too, but it imports this file). */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** 'Limited commenting (10 comments a day)', from the entitlements table. */
const limitedCommenting = `Limited commenting (${countLabel(ENTITLEMENTS['Audience Member'].commentsPerDay ?? 0, 'comment')} a day)`;
const yesAll = (list: [string, Feature][]) => list.map(([name, key]) => yes(name, key));
/** Reader plans make no worlds or characters (entitlements.ts `makesWorldsAndCharacters`). */
const noWorlds = no('Worlds and characters (made on a creator plan, Free included)', 'privateWorlds');

export const READER_PLANS: readonly Plan<ReaderTier>[] = [
  {
    name: 'Audience Member',
    subtitle: 'Read for free',
    price: { monthly: 0, yearly: 0 },
    description: 'Discover, rate and review public stories.',
    features: [
      ...yesAll(readerBasics),
      yes(limitedCommenting, 'commenting'),
      no('Ad-free reading'),
      no('Early access'),
      no('AI recommendations'),
      noWorlds,
    ],
    highlight: false,
    badge: null,
  },
  {
    name: 'Story Connoisseur',
    subtitle: 'For devoted readers',
    price: { monthly: 4.99, yearly: 49.99 },
    description: 'Ad-free reading, reading themes and your progress on every device.',
    features: [...yesAll(readerBasics), ...yesAll(connoisseurExtras), noWorlds],
    highlight: true,
    badge: 'Most Popular',
  },
  {
    name: 'Patron of the Arts',
    subtitle: 'Support the storytellers',
    price: { monthly: 9.99, yearly: 99.99 },
    description:
      'Everything a Story Connoisseur gets, plus a monthly tip allocation for the creators you read, events and the community hub.',
    features: [
      ...yesAll(readerBasics),
      ...yesAll(connoisseurExtras),
      yes(
        `${dollars(TIP_ALLOCATION_CENTS['Patron of the Arts'])} monthly tip allocation for creators you read`,
        'creatorTips',
      ),
      yes('Events', 'events'),
      yes('Beta access', 'betaAccess'),
      yes('Commissioning', 'commissioning'),
      yes('Analytics dashboard', 'analyticsDashboard'),
      yes('Priority support', 'prioritySupport'),
      yes('Community', 'community'),
      noWorlds,
    ],
    highlight: false,
    badge: 'Premium',
  },
];

/**
 * The benefits the profile's subscription card lists (SPEC section 6, profile benefit lists), kept
 * to what Inkforge delivers today: limits come from the entitlements table; the spec's other items
 * (priority support, exclusive templates, PDF/EPUB, marketplace, ad-free, tips, beta) are listed
 * in docs/decisions.md as waiting and are not claimed here.
 */
const limitText = (n: number | null, what: string) => (n === null ? `Unlimited ${what}` : `${n} ${what}`);
const FORMAT_NAMES: Record<ExportFormat, string> = {
  text: 'Text',
  markdown: 'Markdown',
  epub: 'EPUB',
  pdf: 'PDF',
  docx: 'DOCX',
  html: 'HTML',
};
/** 'Text, Markdown, EPUB and PDF export of your stories': the plan's formats that are built. */
export function exportBenefit(tier: Tier): string {
  const names = ENTITLEMENTS[tier].exportFormats.filter((f) => DELIVERED[f]).map((f) => FORMAT_NAMES[f]);
  const list = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} export of your stories`;
}
const creatorBenefits = (tier: CreatorTier, extra: string[]) => [
  limitText(ENTITLEMENTS[tier].privateWorlds, 'private worlds'),
  limitText(ENTITLEMENTS[tier].characters, 'characters'),
  ...extra,
];
export const PROFILE_BENEFITS: Record<Tier, readonly string[]> = {
  Free: creatorBenefits('Free', ['Basic features', exportBenefit('Free')]),
  Chronicler: creatorBenefits('Chronicler', [exportBenefit('Chronicler')]),
  Worldsmith: creatorBenefits('Worldsmith', ['Collaboration', exportBenefit('Worldsmith')]),
  'Master Weaver': creatorBenefits('Master Weaver', [
    'Advanced AI assistance',
    'Collaboration',
    exportBenefit('Master Weaver'),
  ]),
  'Audience Member': ['Read every public story', 'Ratings and reviews', 'Reading lists', limitedCommenting],
  'Story Connoisseur': [
    'Read every public story',
    'Ratings and reviews',
    'Reading themes',
    'Progress sync',
    'Offline reading and EPUB downloads',
  ],
  'Patron of the Arts': [
    'Everything in Story Connoisseur',
    `${dollars(TIP_ALLOCATION_CENTS['Patron of the Arts'])} a month to share among the storytellers you read`,
  ],
};

/** The plan of a tier (Free for an unknown one). */
export function planOf(tier: Tier): Plan {
  return [...CREATOR_PLANS, ...READER_PLANS].find((plan) => plan.name === tier) ?? CREATOR_PLANS[0]!;
}
