import { CREATOR_TIERS, READER_TIERS } from './constants';
import { can, planNames, type Feature } from './entitlements';
import { UPGRADE_URL, plansWith } from './plan-words';

export { UPGRADE_URL, plansWith };

/**
 * How the server refuses a feature the caller's plan does not include (a 403), per feature, beside
 * the entitlements table: the error code, the message (it may name the caller's tier) and whether
 * `details.upgradeUrl` comes along for the client to link. The server's `assertCan(tier, feature)`
 * (modules/entitlements) throws these; only features some route asks about have a refusal.
 */
export type Refusal = {
  code: 'FORBIDDEN' | 'UPGRADE_REQUIRED';
  /** A sentence, or one made for the caller's tier. */
  message: string | ((tier: string) => string);
  /** Sends `details: { upgradeUrl }` with the error. */
  linksUpgrade: boolean;
};

/**
 * The plans of a feature with creator plans first, then reader plans: the order the Create Group
 * and Create Event refusals have always named them in (the tiers' own order puts readers first).
 */
const creatorPlansFirst = (feature: Feature): string =>
  planNames([...CREATOR_TIERS, ...READER_TIERS].filter((tier) => can(tier, feature)));

export const REFUSALS = {
  marketplacePurchases: {
    code: 'UPGRADE_REQUIRED',
    message: `Requires paid subscription to purchase. Upgrade at ${UPGRADE_URL}.`,
    linksUpgrade: true,
  },
  analytics: {
    code: 'UPGRADE_REQUIRED',
    message: (tier: string) =>
      `Story analytics are part of the ${plansWith('analytics')} plans, not your ${tier} plan. Upgrade at ${UPGRADE_URL}.`,
    linksUpgrade: true,
  },
  customBranding: {
    code: 'UPGRADE_REQUIRED',
    message: (tier: string) =>
      `Custom branding is part of the ${plansWith('customBranding')} plan, not your ${tier} plan. Upgrade at ${UPGRADE_URL}.`,
    linksUpgrade: true,
  },
  whiteLabel: {
    code: 'UPGRADE_REQUIRED',
    message: (tier: string) =>
      `White-label pages are part of the ${plansWith('whiteLabel')} plan, not your ${tier} plan. Upgrade at ${UPGRADE_URL}.`,
    linksUpgrade: true,
  },
  collaboration: {
    code: 'UPGRADE_REQUIRED',
    message: (tier: string) =>
      `Inviting collaborators is part of the ${plansWith('collaboration')} plans, not your ${tier} plan. Upgrade at ${UPGRADE_URL}. People already on your stories keep their access.`,
    linksUpgrade: true,
  },
  createGroup: {
    code: 'FORBIDDEN',
    message: `Creating groups is part of the ${creatorPlansFirst('createGroup')} plans. Upgrade at ${UPGRADE_URL}.`,
    linksUpgrade: false,
  },
  createEvent: {
    code: 'FORBIDDEN',
    message: `Creating events is part of the ${creatorPlansFirst('createEvent')} plans. Upgrade at ${UPGRADE_URL}.`,
    linksUpgrade: false,
  },
  advancedAi: {
    code: 'UPGRADE_REQUIRED',
    message: (tier: string) =>
      `The consistency check and answers from the whole story are advanced AI assistance, part of the ${plansWith('advancedAi')} plan, not your ${tier} plan. Upgrade at ${UPGRADE_URL}.`,
    linksUpgrade: true,
  },
  customTemplates: {
    code: 'UPGRADE_REQUIRED',
    message: (tier: string) =>
      `Private templates are part of the ${plansWith('customTemplates')} plans, not your ${tier} plan. Upgrade at ${UPGRADE_URL}, or publish it to the marketplace.`,
    linksUpgrade: true,
  },
  playSessions: {
    code: 'UPGRADE_REQUIRED',
    message: `Play sessions are run on a creator plan (${plansWith('playSessions')}). Switch to Free (no cost) on ${UPGRADE_URL}.`,
    linksUpgrade: true,
  },
  creatorTips: {
    code: 'UPGRADE_REQUIRED',
    message: (tier: string) =>
      `A monthly tip allocation is part of the ${plansWith('creatorTips')} plan, not your ${tier} plan. Upgrade at ${UPGRADE_URL}. Anyone may still send a one-off tip.`,
    linksUpgrade: true,
  },
  offlineDownloads: {
    code: 'UPGRADE_REQUIRED',
    message: (tier: string) =>
      `Story downloads and offline reading are part of the ${plansWith('offlineDownloads')} plans, not your ${tier} plan. Upgrade at ${UPGRADE_URL}.`,
    linksUpgrade: true,
  },
  analyticsDashboard: {
    code: 'UPGRADE_REQUIRED',
    message: (tier: string) =>
      `The reading analytics dashboard is part of the ${plansWith('analyticsDashboard')} plan, not your ${tier} plan. Upgrade at ${UPGRADE_URL}.`,
    linksUpgrade: true,
  },
} as const satisfies Partial<Record<Feature, Refusal>>;

/** A feature the server refuses with its own message (assertCan accepts these). */
export type RefusedFeature = keyof typeof REFUSALS;

/** The refusal's message for the caller's tier. */
export function refusalMessage(feature: RefusedFeature, tier: string): string {
  const { message } = REFUSALS[feature] as Refusal;
  return typeof message === 'string' ? message : message(tier);
}
