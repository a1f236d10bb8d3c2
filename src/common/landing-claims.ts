import { DELIVERED } from './entitlements';
import type { PUBLIC_PATHS, SIGNED_IN_PATHS } from './route-table';

/**
 * What the landing page (/about, client features/landing; its server-rendered copy in
 * server/modules/open-web) says Inkforge does. Every claim names what it needs: plan features of
 * the `DELIVERED` table (entitlements.ts), or capabilities below that are no plan feature. A
 * claim shows only when everything it needs is delivered, else its `fallback` (a smaller claim)
 * if it has one, else nothing; landing-claims.test.ts checks the rendered page against this.
 */

/**
 * Capabilities the landing page names that no plan table lists. A delivered one names the screen
 * (a route-table pattern) where people use it; one that is not built has none.
 */
export const CAPABILITIES = {
  chapters: { delivered: true, screen: 'stories/:storyId' },
  liveSessions: { delivered: true, screen: 'stories/:storyId/session' },
  templateSharing: { delivered: true, screen: 'marketplace/upload' },
  groups: { delivered: true, screen: 'community/groups/:groupId' },
  communityEvents: { delivered: true, screen: 'community/events/:eventId' },
  refunds: { delivered: true, screen: 'settings/billing' },
  /** SPEC section 1: role-playing groups turn game sessions into stories, worlds and characters. */
  rpgSessions: { delivered: false, screen: null },
} as const satisfies Record<
  string,
  { delivered: boolean; screen: (typeof SIGNED_IN_PATHS | typeof PUBLIC_PATHS)[number] | null }
>;

export type Capability = keyof typeof CAPABILITIES;
export type ClaimNeed = keyof typeof DELIVERED | Capability;
export type Claim = { text: string; needs: readonly ClaimNeed[]; fallback?: Claim };
/** Whether each need is delivered: the two tables, or stand-ins in tests. */
export type DeliveryTable = Readonly<Record<ClaimNeed, boolean>>;

const CAPABILITY_DELIVERED = Object.fromEntries(
  Object.entries(CAPABILITIES).map(([key, value]) => [key, value.delivered]),
) as Record<Capability, boolean>;
export const DELIVERY: DeliveryTable = { ...DELIVERED, ...CAPABILITY_DELIVERED };

/** The text a claim shows with the given table: its own, its fallback's, or null (not shown). */
export function claimText(claim: Claim, table: DeliveryTable = DELIVERY): string | null {
  if (claim.needs.every((need) => table[need])) return claim.text;
  return claim.fallback ? claimText(claim.fallback, table) : null;
}

/** The texts of the claims that show, in order. */
export const shownClaims = (claims: readonly Claim[], table: DeliveryTable = DELIVERY): string[] =>
  claims.map((c) => claimText(c, table)).filter((text): text is string => text !== null);

/** The hero's sentence, one phrase per capability: 'Write in chapters, …, and share …'. */
export const HERO_CLAIMS: readonly Claim[] = [
  { text: 'write in chapters', needs: ['chapters'] },
  { text: 'shape characters and worlds', needs: ['characters', 'privateWorlds'] },
  { text: 'write together with collaborators', needs: ['collaboration', 'liveSessions'] },
  { text: 'share finished tales with a community that actually reads', needs: ['publicStories'] },
];

export type FeatureClaim = { title: string; icon: 'users' | 'drama' | 'globe' | 'store'; claim: Claim };

/** The feature grid's cards (SPEC section 2: four features). */
export const FEATURE_CLAIMS: readonly FeatureClaim[] = [
  {
    title: 'Live Co-Writing',
    icon: 'users',
    claim: {
      text: 'Open a session and write together in real time. Every line is saved as you go, so no idea is ever lost.',
      needs: ['collaboration', 'liveSessions'],
    },
  },
  {
    title: 'Character Forge',
    icon: 'drama',
    claim: {
      text: 'Personalities, speaking styles, backgrounds and secrets, ready to step into any of your stories.',
      needs: ['characters'],
    },
  },
  {
    title: 'World Building',
    icon: 'globe',
    claim: {
      text: 'Genres, technology levels and lore, with privacy you control from private sketch to public realm.',
      needs: ['privateWorlds'],
    },
  },
  {
    title: 'Template Marketplace',
    icon: 'store',
    claim: {
      text: 'Story structures, world assets, character archetypes and scenario packs, free or premium.',
      needs: ['templateSharing', 'marketplacePurchases'],
      fallback: {
        text: 'Story structures, world assets, character archetypes and scenario packs, shared by creators.',
        needs: ['templateSharing'],
      },
    },
  },
];

export type AudienceClaims = { title: string; icon: 'pen' | 'book'; pitch: string; points: readonly Claim[] };

/** The For the Creators and For the Readers blocks. */
export const AUDIENCE_CLAIMS: readonly AudienceClaims[] = [
  {
    title: 'For the Creators',
    icon: 'pen',
    pitch: 'Everything you need to take a story from first spark to final chapter, alone or with your table.',
    points: [
      { text: 'Write stories in chapters and keep every draft in one place', needs: ['chapters'] },
      { text: 'Build characters with traits, voices and backstories', needs: ['characters'] },
      { text: 'Shape worlds with their own lore, genre and technology', needs: ['privateWorlds'] },
      {
        text: 'Co-write live with collaborators in shared sessions',
        needs: ['collaboration', 'liveSessions'],
      },
      { text: 'Turn role-playing game nights into stories, worlds and characters', needs: ['rpgSessions'] },
      {
        text: 'Share or sell templates in the marketplace',
        needs: ['templateSharing', 'marketplacePurchases'],
        fallback: { text: 'Share templates in the marketplace', needs: ['templateSharing'] },
      },
    ],
  },
  {
    title: 'For the Readers',
    icon: 'book',
    pitch: 'A quiet, ad-light library of stories written by people who love telling them.',
    points: [
      { text: 'Follow and read public stories across every genre', needs: ['publicStories'] },
      { text: 'Bookmarks and reading progress that follow you', needs: ['readingLists', 'progressSync'] },
      {
        text: 'Rate, review and comment to cheer your favourite authors on',
        needs: ['ratingsAndReviews', 'commenting'],
      },
      { text: 'Discover new tales by genre, rating and popularity', needs: ['basicSearch'] },
      { text: 'Join reading groups, contests and community events', needs: ['groups', 'communityEvents'] },
      {
        text: 'Reader plans with offline reading and early access',
        needs: ['offlineDownloads', 'earlyAccess'],
        fallback: {
          text: 'Reader plans with reading themes and progress sync',
          needs: ['readingThemes', 'progressSync'],
        },
      },
    ],
  },
];

/** The vision block's promises. */
export const VISION_CLAIM: Claim = {
  text: 'Your words stay yours, your worlds stay private until you choose otherwise, and the people who read you can tell you what they felt.',
  needs: ['privateWorlds', 'ratingsAndReviews', 'commenting'],
};
export const PLANS_CLAIM: Claim = {
  text: 'Plans for creators and for readers, free to start, with a 30-day money-back guarantee on every paid plan.',
  needs: ['refunds'],
  fallback: { text: 'Plans for creators and for readers, free to start.', needs: [] },
};

/** Every claim, fallbacks included, for tests. */
export const ALL_CLAIMS: readonly Claim[] = [
  ...HERO_CLAIMS,
  ...FEATURE_CLAIMS.map((f) => f.claim),
  ...AUDIENCE_CLAIMS.flatMap((a) => a.points),
  VISION_CLAIM,
  PLANS_CLAIM,
];
