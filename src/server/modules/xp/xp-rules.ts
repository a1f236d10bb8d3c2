import { XP_PER_LEVEL } from '@common/constants';

/**
 * Every way to earn experience points, with its amount: the ONE place XP rules are defined.
 * XP never comes from a client; server code reports an event with `awardXp(db, { userId, rule,
 * refId })` and the ledger's unique (user, rule, refId) key pays each event once.
 *
 * | rule             | paid to                     | refId (what makes the event unique)   |
 * |------------------|-----------------------------|---------------------------------------|
 * | CHAPTER_PUBLISHED| the story's creator         | 'held:<n>', see HELD_RULES            |
 * | STORY_PUBLISHED  | the story's creator         | 'held:<n>', see HELD_RULES            |
 * | STORY_COMPLETED  | the story's creator         | 'held:<n>' (status becomes Complete)  |
 * | REVIEW_WRITTEN   | the reviewer                | the review target, 'Story:<id>' or 'User:<id>' |
 * | RATING_RECEIVED  | the rated story's creator   | '<storyId>:<raterId>' (never self)     |
 * | COMMENT_WRITTEN  | the commenter               | the comment id                        |
 * | CHAPTER_READ     | the reader                  | the chapter id (finished reading it)  |
 * | FOLLOWER_GAINED  | the followed user           | the follower's id                     |
 * | SESSION_JOINED   | each writer taking part     | the session id                        |
 *
 * Callers should not award for acting on their own work (rating or reviewing oneself is
 * refused anyway). Amounts are whole positive numbers; a level is XP_PER_LEVEL (5000) points.
 */
export const XP_RULES = {
  CHAPTER_PUBLISHED: 50,
  STORY_PUBLISHED: 100,
  STORY_COMPLETED: 200,
  REVIEW_WRITTEN: 25,
  RATING_RECEIVED: 10,
  COMMENT_WRITTEN: 5,
  CHAPTER_READ: 5,
  FOLLOWER_GAINED: 10,
  SESSION_JOINED: 15,
} as const satisfies Record<string, number>;

export type XpRule = keyof typeof XP_RULES;

/**
 * Rules paid once per lineage, not per id: a creator earns them for the n-th story or chapter
 * they hold published (or Complete) at once, the first time they reach n. Ids do not survive a
 * delete, so paying per id let a create-publish-delete loop pay again and again; a count of
 * what is held now cannot grow by deleting and re-creating. Report these with `awardHeldXp`
 * after the change is written; it pays every ordinal not yet paid (ledger refId 'held:<n>').
 * Awards paid per id before this rule counted as ordinals already paid.
 */
export const HELD_RULES = [
  'CHAPTER_PUBLISHED',
  'STORY_PUBLISHED',
  'STORY_COMPLETED',
] as const satisfies readonly XpRule[];
export type HeldRule = (typeof HELD_RULES)[number];

/** Level 1 at 0 XP, level 2 at 5000, ... (SPEC section 9: XP cycle 5000). */
export function levelForXp(experiencePoints: number): number {
  return Math.floor(Math.max(0, experiencePoints) / XP_PER_LEVEL) + 1;
}

/** Progress to Master (SPEC section 4): (XP mod 5000) / 5000, a fraction in [0, 1). */
export function progressToMaster(experiencePoints: number): number {
  return (Math.max(0, experiencePoints) % XP_PER_LEVEL) / XP_PER_LEVEL;
}
