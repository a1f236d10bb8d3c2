import type { CreatorTier, ReaderTier, Tier } from './constants';

/**
 * The plans of SPEC section 9 in the spec's client-side tier shape, for the subscription page and
 * the profile's subscription card. Prices are dollars per month / per year. Subtitles and
 * descriptions are ours (the spec leaves them open); names, prices, badges, highlights and
 * features are the spec's tables.
 */
export type PlanFeature = { name: string; included: boolean };
export type Plan<T extends Tier = Tier> = {
  name: T;
  subtitle: string;
  price: { monthly: number; yearly: number };
  description: string;
  features: PlanFeature[];
  highlight: boolean;
  badge: string | null;
};

const yes = (name: string): PlanFeature => ({ name, included: true });
const no = (name: string): PlanFeature => ({ name, included: false });

export const CREATOR_PLANS: readonly Plan<CreatorTier>[] = [
  {
    name: 'Free',
    subtitle: 'Start forging',
    price: { monthly: 0, yearly: 0 },
    description: 'Everything you need to write your first stories and worlds.',
    features: [yes('3 private worlds'), yes('5 characters'), yes('10 AI generations per month'), yes('Text export'), no('PDF/EPUB export'), no('Template marketplace access')],
    highlight: false,
    badge: null,
  },
  {
    name: 'Chronicler',
    subtitle: 'For growing storytellers',
    price: { monthly: 9.99, yearly: 99.99 },
    description: 'More room for worlds and characters, and the template marketplace.',
    features: [yes('10 worlds'), yes('25 characters'), yes('100 AI generations per month'), yes('PDF/EPUB export'), yes('Template marketplace access'), no('Priority support')],
    highlight: true,
    badge: 'Most Popular',
  },
  {
    name: 'Worldsmith',
    subtitle: 'For serious world-builders',
    price: { monthly: 19.99, yearly: 199.99 },
    description: 'Large worlds, unlimited characters, collaboration and analytics.',
    features: [
      yes('50 worlds'),
      yes('Unlimited characters'),
      yes('500 AI generations per month'),
      yes('All export formats'),
      yes('Analytics'),
      yes('Collaboration'),
      yes('Custom templates'),
      yes('Priority support'),
    ],
    highlight: false,
    badge: null,
  },
  {
    name: 'Master Weaver',
    subtitle: 'For studios and publishers',
    price: { monthly: 39.99, yearly: 399.99 },
    description: 'No limits, your own branding and a dedicated contact.',
    features: [
      yes('Unlimited worlds'),
      yes('Unlimited characters'),
      yes('Unlimited AI generations'),
      yes('White-label'),
      yes('Custom branding'),
      yes('Dedicated support'),
    ],
    highlight: false,
    badge: 'Enterprise',
  },
];

const readerBasics = ['Public stories', 'Basic search', 'Ratings and reviews', 'Reading lists'];
const connoisseurExtras = [
  'Ad-free reading',
  'Early access',
  'AI recommendations',
  'Advanced filters',
  'Exclusive content',
  'Reading themes',
  'Offline downloads',
  'Progress sync',
];

export const READER_PLANS: readonly Plan<ReaderTier>[] = [
  {
    name: 'Audience Member',
    subtitle: 'Read for free',
    price: { monthly: 0, yearly: 0 },
    description: 'Discover, rate and review public stories.',
    features: [...readerBasics.map(yes), yes('Limited commenting'), no('Ad-free reading'), no('Early access'), no('AI recommendations')],
    highlight: false,
    badge: null,
  },
  {
    name: 'Story Connoisseur',
    subtitle: 'For devoted readers',
    price: { monthly: 4.99, yearly: 49.99 },
    description: 'Ad-free, early and offline reading with recommendations made for you.',
    features: [...readerBasics.map(yes), ...connoisseurExtras.map(yes)],
    highlight: true,
    badge: 'Most Popular',
  },
  {
    name: 'Patron of the Arts',
    subtitle: 'Support the storytellers',
    price: { monthly: 9.99, yearly: 99.99 },
    description: 'Everything readers get, plus tips, commissions and beta access.',
    features: [
      ...readerBasics.map(yes),
      ...connoisseurExtras.map(yes),
      yes('Monthly creator tip allocation'),
      yes('Events'),
      yes('Beta access'),
      yes('Commissioning'),
      yes('Analytics dashboard'),
      yes('Priority support'),
      yes('Community'),
    ],
    highlight: false,
    badge: 'Premium',
  },
];

/**
 * The benefits the profile's subscription card lists (SPEC section 6, profile benefit lists):
 * the spec's lists for the creator tiers; for readers, short lists about reading and reviews,
 * ad-free and offline, creator tips and beta, drawn from the plans above.
 */
export const PROFILE_BENEFITS: Record<Tier, readonly string[]> = {
  Free: ['3 private worlds', 'Basic features', 'Community templates'],
  Chronicler: ['10 private worlds', '25 characters', 'PDF/EPUB export', 'Template marketplace access'],
  Worldsmith: ['50 private worlds', 'Unlimited characters', 'Collaboration and analytics', 'Priority support'],
  'Master Weaver': ['Unlimited private worlds', 'Advanced AI assistance', 'Priority support', 'Exclusive templates'],
  'Audience Member': ['Read every public story', 'Ratings and reviews', 'Reading lists', 'Limited commenting'],
  'Story Connoisseur': ['Ad-free reading', 'Offline downloads', 'Early access', 'AI recommendations'],
  'Patron of the Arts': ['Everything in Story Connoisseur', 'Monthly creator tip allocation', 'Beta access', 'Priority support'],
};

/** The plan of a tier (Free for an unknown one). */
export function planOf(tier: Tier): Plan {
  return [...CREATOR_PLANS, ...READER_PLANS].find((plan) => plan.name === tier) ?? CREATOR_PLANS[0]!;
}
