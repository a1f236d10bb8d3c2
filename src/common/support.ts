import { can, type Feature } from './entitlements';

/**
 * The support desk's shared rules (issue "Creator studio", support desk). A request's priority
 * comes from its author's plan in the entitlements table: dedicated support (Master Weaver),
 * priority support (Worldsmith, Patron of the Arts), standard for everyone else. Each priority has
 * a first-response target; the admin queue shows it as a due time and sorts by priority, then age.
 */
export const SUPPORT_PRIORITIES = ['dedicated', 'priority', 'standard'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export const SUPPORT_PRIORITY_LABELS: Record<SupportPriority, string> = {
  dedicated: 'Dedicated',
  priority: 'Priority',
  standard: 'Standard',
};

/** Hours from a request's opening to its first answer by support, per priority. */
export const SUPPORT_FIRST_RESPONSE_HOURS: Record<SupportPriority, number> = {
  dedicated: 4,
  priority: 12,
  standard: 48,
};

/** Which plan feature gives which priority, strongest first. */
const PRIORITY_FEATURES: [Feature, SupportPriority][] = [
  ['dedicatedSupport', 'dedicated'],
  ['prioritySupport', 'priority'],
];

/** The support priority of a plan, read from the entitlements table. */
export function supportPriorityOf(tier: string): SupportPriority {
  return PRIORITY_FEATURES.find(([feature]) => can(tier, feature))?.[1] ?? 'standard';
}

/** Queue order: 0 is served first. */
export const supportPriorityRank = (priority: SupportPriority): number =>
  SUPPORT_PRIORITIES.indexOf(priority);
export const supportPriorityOfRank = (rank: number): SupportPriority =>
  SUPPORT_PRIORITIES[rank] ?? 'standard';

export const SUPPORT_STATUSES = ['open', 'waiting', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  waiting: 'Waiting on user',
  resolved: 'Resolved',
};

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_BODY_MAX = 5000;
/** Open requests (not resolved) one account may have at once. */
export const SUPPORT_OPEN_MAX_PER_USER = 10;

/** Answers admins insert with one click and then edit before sending. */
export const SUPPORT_CANNED_REPLIES = [
  {
    id: 'thanks',
    title: 'Thanks, looking into it',
    body: 'Thank you for writing to us. We are looking into this and will get back to you here as soon as we know more.',
  },
  {
    id: 'more-detail',
    title: 'Ask for more detail',
    body: 'Thank you for the report. Could you tell us the steps that lead to the problem, and add a screenshot if you can? That helps us find it quickly.',
  },
  {
    id: 'billing',
    title: 'Billing question',
    body: 'Your invoices and plan are under Settings, Billing, where you can also cancel or change your plan. If something there looks wrong, reply here with the invoice number.',
  },
  {
    id: 'fixed',
    title: 'Fixed',
    body: 'This is fixed now. Thank you for letting us know. If it happens again, reply here and the request opens again.',
  },
] as const;
