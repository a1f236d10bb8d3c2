import { plansWith } from './plan-words';

/**
 * Exclusive stories (issue 25), shared by the server's refusal and the reader's screens without
 * zod (the signed-out story page imports it). The plans come from the entitlements table, so a
 * plan that gains or loses exclusiveContent changes every sentence at once.
 */

/** The plans whose readers read exclusive chapters, as a sentence: 'Story Connoisseur and Patron of the Arts'. */
export const exclusivePlans = (): string => plansWith('exclusiveContent');

/** 'Exclusive: included with Story Connoisseur and Patron of the Arts'. */
export const exclusiveText = (): string => `Exclusive: included with ${exclusivePlans()}`;
