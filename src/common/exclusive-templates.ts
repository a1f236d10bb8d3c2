import { UPGRADE_URL, plansWith } from './plan-words';

/**
 * Exclusive templates (issue 27), the words both sides use. An exclusive template is never sold:
 * plans with exclusiveTemplates (Master Weaver) use it at no charge, whoever acquired it before it
 * became exclusive keeps it, and everyone else sees the plan's name instead of a price. The server
 * answers these messages with its 403s (with `details.upgradeUrl`); the screens show the same.
 */

/** The plans that use exclusive templates, as a sentence ('Master Weaver'). */
export const EXCLUSIVE_PLAN = plansWith('exclusiveTemplates');

export const EXCLUSIVE_MESSAGES = {
  /** The card's and page's line under the plan name for those whose plan does not include it. */
  locked: `Included at no charge with the ${EXCLUSIVE_PLAN} plan, and never sold on its own.`,
  /** The plan includes it: one click uses it, nothing is paid or recorded. */
  included: `Included in your ${EXCLUSIVE_PLAN} plan at no charge.`,
  /** Purchase or checkout by anyone: exclusive templates are not for sale. */
  notForSale: `This template is exclusive to ${EXCLUSIVE_PLAN} and is not for sale: ${EXCLUSIVE_PLAN} creators use it at no charge. See the plans at ${UPGRADE_URL}.`,
  /** Download or use by a plan without it. */
  useRefused: (tier: string) =>
    `This template is exclusive to ${EXCLUSIVE_PLAN}, not your ${tier} plan. Upgrade at ${UPGRADE_URL} to use it at no charge.`,
  /** A download by a plan that includes it: nothing to add, it is used directly. */
  noDownload: `Exclusive templates are used directly with your ${EXCLUSIVE_PLAN} plan: choose 'Use this template'.`,
  /** Export by someone who neither made nor acquired it: the plan gives use, not the file. */
  noExport:
    'Exclusive templates are used from their page, not exported: only their creator and those who acquired them can export the file.',
  /** A creator marking their own template on a plan without it. */
  markRefused: (tier: string) =>
    `Marking your templates exclusive is part of the ${EXCLUSIVE_PLAN} plan, not your ${tier} plan. Upgrade at ${UPGRADE_URL}.`,
  /** A private template is the creator's alone; exclusivity is about the marketplace. */
  privateTemplate: 'A private template is yours alone: publish it before marking it exclusive.',
} as const;

/** The error code of every exclusive-template refusal (403). */
export const EXCLUSIVE_CODE = 'EXCLUSIVE_TEMPLATE';
