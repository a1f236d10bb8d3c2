import { describe, expect, it } from 'vitest';
import { isReaderTier, TIERS, type Tier } from './constants';
import {
  DELIVERED,
  ENTITLEMENTS,
  FEATURES,
  familyRank,
  isPaidTier,
  isReaderView,
  isTopTier,
  tiersWith,
  type Feature,
} from './entitlements';
import { CREATOR_PLANS, exportBenefit, PROFILE_BENEFITS, READER_PLANS } from './plans';

/**
 * The whole entitlements table, written out once more by hand from SPEC sections 5, 6 and 9, so a
 * changed number or flag anywhere fails here: every tier against every limit and every feature.
 */
type Row = {
  worlds: number | null;
  chars: number | null;
  ai: number | null;
  exports: string;
  view: string;
  free: Tier;
  badge: string;
};
const LIMITS: Record<Tier, Row> = {
  Free: {
    worlds: 3,
    chars: 5,
    ai: 10,
    exports: 'text,markdown',
    view: 'creator',
    free: 'Free',
    badge: 'feather',
  },
  Chronicler: {
    worlds: 10,
    chars: 25,
    ai: 100,
    exports: 'text,markdown,epub,pdf',
    view: 'creator',
    free: 'Free',
    badge: 'feather',
  },
  Worldsmith: {
    worlds: 50,
    chars: null,
    ai: 500,
    exports: 'text,markdown,epub,pdf,docx,html',
    view: 'creator',
    free: 'Free',
    badge: 'feather',
  },
  'Master Weaver': {
    worlds: null,
    chars: null,
    ai: null,
    exports: 'text,markdown,epub,pdf,docx,html',
    view: 'creator',
    free: 'Free',
    badge: 'crown',
  },
  'Audience Member': {
    worlds: 0,
    chars: 0,
    ai: 0,
    exports: 'text,markdown',
    view: 'reader',
    free: 'Audience Member',
    badge: 'book',
  },
  'Story Connoisseur': {
    worlds: 0,
    chars: 0,
    ai: 0,
    exports: 'text,markdown',
    view: 'reader',
    free: 'Audience Member',
    badge: 'book',
  },
  'Patron of the Arts': {
    worlds: 0,
    chars: 0,
    ai: 0,
    exports: 'text,markdown',
    view: 'reader',
    free: 'Audience Member',
    badge: 'book',
  },
};

const F = 'Free',
  C = 'Chronicler',
  W = 'Worldsmith',
  M = 'Master Weaver',
  A = 'Audience Member',
  S = 'Story Connoisseur',
  P = 'Patron of the Arts';
const creators = [F, C, W, M];
const readers = [A, S, P];
/** Which tiers have each feature. */
const HAS: Record<Feature, string[]> = {
  marketplacePurchases: [C, W, M],
  analytics: [W, M],
  collaboration: [W, M],
  customTemplates: [W, M],
  prioritySupport: [W, M, P],
  whiteLabel: [M],
  customBranding: [M],
  dedicatedSupport: [M],
  advancedAi: [M],
  exclusiveTemplates: [M],
  createGroup: [C, W, M, S, P],
  createEvent: [C, W, M, S, P],
  playSessions: creators,
  publicStories: [...creators, ...readers],
  basicSearch: [...creators, ...readers],
  ratingsAndReviews: [...creators, ...readers],
  readingLists: [...creators, ...readers],
  commenting: [...creators, ...readers],
  adFreeReading: [S, P],
  earlyAccess: [S, P],
  aiRecommendations: [S, P],
  advancedFilters: [S, P],
  exclusiveContent: [S, P],
  readingThemes: [...creators, S, P],
  offlineDownloads: [S, P],
  progressSync: [...creators, S, P],
  creatorTips: [P],
  events: [P],
  betaAccess: [P],
  commissioning: [P],
  analyticsDashboard: [P],
  community: [P],
};

describe('entitlements table (every tier x every limit and feature)', () => {
  for (const tier of TIERS) {
    it(`${tier}: limits, export formats, view and free tier`, () => {
      const e = ENTITLEMENTS[tier];
      const want = LIMITS[tier];
      expect(e.privateWorlds).toBe(want.worlds);
      expect(e.characters).toBe(want.chars);
      expect(e.aiGenerationsPerMonth).toBe(want.ai);
      expect(e.exportFormats.join(',')).toBe(want.exports);
      expect(e.view).toBe(want.view);
      expect(e.freeTier).toBe(want.free);
      expect(e.commentsPerDay).toBe(tier === 'Audience Member' ? 10 : null);
      expect(e.badgeIcon).toBe(want.badge);
      // Reader plans make no worlds or characters of their own (docs/decisions.md).
      expect(e.makesWorldsAndCharacters).toBe(want.view === 'creator');
    });
    it(`${tier}: every feature flag`, () => {
      for (const feature of FEATURES)
        expect([feature, ENTITLEMENTS[tier].features[feature]]).toEqual([
          feature,
          HAS[feature].includes(tier),
        ]);
    });
  }
});

describe('tier helpers', () => {
  it('rank, top, paid and reader view follow SPEC section 9', () => {
    const row = (t: Tier) => [t, familyRank(t), isTopTier(t), isPaidTier(t), isReaderView(t)];
    expect(TIERS.map(row)).toEqual([
      [F, 0, false, false, false],
      [A, 0, false, false, true],
      [S, 1, false, true, true],
      [P, 2, true, true, true],
      [C, 1, false, true, false],
      [W, 2, false, true, false],
      [M, 3, true, true, false],
    ]);
  });

  it("the header's isReaderTier (constants, no table) agrees with the table's reader view", () => {
    expect(TIERS.filter(isReaderTier)).toEqual(TIERS.filter(isReaderView));
  });
});

describe('plan cards agree with the entitlements table', () => {
  const cards = [...CREATOR_PLANS, ...READER_PLANS];
  it('never show an undelivered feature as included', () => {
    for (const plan of cards)
      for (const f of plan.features)
        if (f.key && !DELIVERED[f.key])
          expect([plan.name, f.name, f.included]).toEqual([plan.name, f.name, false]);
  });
  it('mark an included feature only where the tier has it', () => {
    for (const plan of cards)
      for (const f of plan.features) {
        if (!f.key || !f.included || !(FEATURES as readonly string[]).includes(f.key)) continue;
        expect([plan.name, f.key, ENTITLEMENTS[plan.name].features[f.key as Feature]]).toEqual([
          plan.name,
          f.key,
          true,
        ]);
      }
  });
  it('mark a keyed feature included exactly where the tier has it and it is delivered (both ways)', () => {
    for (const plan of cards)
      for (const f of plan.features) {
        if (!f.key || !(FEATURES as readonly string[]).includes(f.key)) continue;
        const has = ENTITLEMENTS[plan.name].features[f.key as Feature];
        expect([plan.name, f.key, f.included]).toEqual([plan.name, f.key, has && DELIVERED[f.key]]);
      }
  });
  it('list in each creator profile the export formats of the plan that are built', () => {
    expect(
      CREATOR_PLANS.map((p) => [p.name, PROFILE_BENEFITS[p.name].includes(exportBenefit(p.name))]),
    ).toEqual(CREATOR_PLANS.map((p) => [p.name, true]));
    expect(exportBenefit('Free')).toBe('Text and Markdown export of your stories');
    expect(exportBenefit('Chronicler')).toBe('Text, Markdown, EPUB and PDF export of your stories');
  });
  it('say on every creator card whether it invites collaborators, as the table and profile benefits do', () => {
    for (const plan of CREATOR_PLANS) {
      const line = plan.features.find((f) => f.key === 'collaboration');
      const has = ENTITLEMENTS[plan.name].features.collaboration;
      expect([plan.name, line?.included]).toEqual([plan.name, has]);
      expect([plan.name, PROFILE_BENEFITS[plan.name].includes('Collaboration')]).toEqual([plan.name, has]);
    }
    expect(tiersWith('collaboration')).toEqual(['Worldsmith', 'Master Weaver']);
  });
  it('say on every card whether the plan makes worlds, as the table does: reader plans make none', () => {
    for (const plan of cards) {
      const e = ENTITLEMENTS[plan.name];
      const line = plan.features.find((f) => f.key === 'privateWorlds');
      expect([plan.name, line?.included]).toEqual([plan.name, e.makesWorldsAndCharacters]);
      if (!e.makesWorldsAndCharacters) {
        expect([plan.name, e.privateWorlds, e.characters]).toEqual([plan.name, 0, 0]);
        expect(line?.name).toContain('creator plan');
        expect(PROFILE_BENEFITS[plan.name].join(' ')).not.toMatch(/worlds|characters/i);
      }
    }
  });
  it('state the numbers of the limits as the table does', () => {
    for (const plan of CREATOR_PLANS) {
      const e = ENTITLEMENTS[plan.name];
      const names = plan.features.map((f) => f.name).join('|');
      expect(names).toContain(e.privateWorlds === null ? 'Unlimited worlds' : `${e.privateWorlds} `);
      expect(names).toContain(e.characters === null ? 'Unlimited characters' : `${e.characters} characters`);
      expect(PROFILE_BENEFITS[plan.name][0]).toBe(
        e.privateWorlds === null ? 'Unlimited private worlds' : `${e.privateWorlds} private worlds`,
      );
    }
  });
});
