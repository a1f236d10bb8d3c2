import { TIERS, type Tier } from './constants';
import { IMPORT_MAX_CHAPTERS } from './schemas/manuscript-import';

/**
 * Chapters one manuscript import may write, by plan (issue 24). Kept beside the entitlements
 * table (src/common/entitlements.ts is at its size limit) and read alike by the client (what the
 * split preview allows) and the server (what it writes: more is a 403, nothing written). A
 * bigger manuscript still comes in on any plan, in parts or with chapters merged.
 */
export const IMPORT_CHAPTERS_PER_PLAN: Readonly<Record<Tier, number>> = {
  Free: 50,
  'Audience Member': 50,
  'Story Connoisseur': 50,
  'Patron of the Arts': 50,
  Chronicler: 100,
  Worldsmith: IMPORT_MAX_CHAPTERS,
  'Master Weaver': IMPORT_MAX_CHAPTERS,
};

/** The chapters one import may write on a tier's plan; an unknown tier gets Free's. */
export function importChapterLimit(tier: string | undefined): number {
  return (TIERS as readonly string[]).includes(tier ?? '')
    ? IMPORT_CHAPTERS_PER_PLAN[tier as Tier]
    : IMPORT_CHAPTERS_PER_PLAN.Free;
}
