import { UPGRADE_URL } from './constants';
import { planNames, tiersWith, type Feature } from './entitlements';

/*
 * The plan words the screens show beside a locked feature, apart from the refusals table
 * (entitlement-refusals.ts, which re-exports them): a page that names a plan loads these few
 * lines, not every refusal message.
 */

/** Where every refusal sends the user to change plans (defined in constants.ts, which the entry loads anyway). */
export { UPGRADE_URL };

/** The plans of a feature as a sentence, in the order of the tiers ('Worldsmith and Master Weaver'). */
export const plansWith = (feature: Feature): string => planNames(tiersWith(feature));
