import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIERS } from '@common/constants';
import { DELIVERED, type ExportFormat } from '@common/entitlements';
import { REFUSALS, type RefusedFeature } from '@common/entitlement-refusals';
import type { AppError } from '../../errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { assertCan, can } from './entitlements.policy';
import { BOOK_WRITERS } from '../exports/formats/registry';

type DeliveryKey = keyof typeof DELIVERED;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How to tell, from the outside, whether a plan feature is built: a route of the real app that
 * exists only when it is (`route`, the way the feature is or will be reached), or the client module
 * that delivers a feature with no route of its own (`client`), or, for a feature delivered by what
 * Inkforge does not do (no ads), the reason (`none`). A waiting feature's route is where the
 * feature is planned; whoever builds it elsewhere changes the probe with the flag.
 */
type Probe =
  | { route: `${HttpMethod} /${string}` }
  | { client: string }
  | { none: string }
  | { bookFormat: ExportFormat };

const PROBES: Record<DeliveryKey, Probe> = {
  privateWorlds: { route: 'POST /api/v1/worlds' },
  characters: { route: 'POST /api/v1/characters' },
  // The generations route serves the API; the feature is delivered when the writing room offers it.
  aiGenerations: { client: 'src/client/features/stories/components/assistant/assistant-panel.tsx' },
  // Book exports: one route (POST /api/v1/stories/:id/exports), a writer per built format.
  text: { bookFormat: 'text' },
  markdown: { bookFormat: 'markdown' },
  epub: { bookFormat: 'epub' },
  pdf: { bookFormat: 'pdf' },
  docx: { bookFormat: 'docx' },
  html: { bookFormat: 'html' },
  marketplacePurchases: { route: 'POST /api/v1/marketplace/templates/:id/purchase' },
  analytics: { route: 'GET /api/v1/stories/:id/analytics' },
  collaboration: { route: 'POST /api/v1/stories/:id/collaborators' },
  customTemplates: { route: 'POST /api/v1/me/custom-templates' },
  prioritySupport: { route: 'POST /api/v1/support/requests' },
  // White-label's own route is the reader widget; the marks' removal is on the pages it brands.
  whiteLabel: { route: 'GET /embed/stories/:storyId' },
  customBranding: { client: 'src/client/features/author-brand/pages/brand-settings-page.tsx' },
  dedicatedSupport: { route: 'GET /api/v1/admin/support/requests' },
  // Advanced kinds of the generations route (consistency, ask), offered by the panel's advanced tools.
  advancedAi: { client: 'src/client/features/stories/components/assistant/advanced-tools.tsx' },
  exclusiveTemplates: { route: 'PUT /api/v1/marketplace/templates/:id/exclusive' },
  createGroup: { route: 'POST /api/v1/groups' },
  createEvent: { route: 'POST /api/v1/events' },
  playSessions: { route: 'POST /api/v1/stories/:id/play-sessions' },
  publicStories: { route: 'GET /api/v1/library/stories/:id' },
  basicSearch: { route: 'GET /api/v1/library/search' },
  ratingsAndReviews: { route: 'PUT /api/v1/library/stories/:id/rating' },
  readingLists: { route: 'GET /api/v1/me/bookmarks' },
  commenting: { route: 'POST /api/v1/library/stories/:id/comments' },
  adFreeReading: { none: 'Inkforge shows no ads to anyone' },
  earlyAccess: { route: 'PUT /api/v1/stories/:id/chapters/:chapterId/schedule' },
  aiRecommendations: { route: 'GET /api/v1/me/recommendations' },
  // The filters are parameters of GET /api/v1/library/search; the presets route exists with them.
  advancedFilters: { route: 'POST /api/v1/me/filter-presets' },
  // The owner's switch in the story settings; the library, feeds, pages and exports keep the lock.
  exclusiveContent: { client: 'src/client/features/stories/components/detail/exclusive-panel.tsx' },
  readingThemes: { client: 'src/client/app/layout/theme-select.tsx' },
  // The EPUB download; saving for offline reading in the app is built on the same plan check.
  offlineDownloads: { route: 'GET /api/v1/library/stories/:id/epub' },
  progressSync: { route: 'PUT /api/v1/library/stories/:id/progress' },
  // One-off tips (POST /users/:username/tips) are for every reader; the plan's part is the allocation.
  creatorTips: { route: 'PUT /api/v1/me/tip-allocation' },
  events: { route: 'GET /api/v1/events' },
  // The routes are built (GET /api/v1/me/beta and the beta-read routes); the feature is delivered
  // with its screens, the reader's draft page first.
  betaAccess: { client: 'src/client/features/beta/pages/beta-chapter-page.tsx' },
  // The routes are built (POST /api/v1/users/:username/commissions and the steps); the feature is
  // delivered with its screens, the commission page first.
  commissioning: { client: 'src/client/features/commissions/pages/commission-page.tsx' },
  analyticsDashboard: { route: 'GET /api/v1/analytics/reader' },
  community: { route: 'GET /api/v1/groups' },
};

/**
 * The DELIVERED table says what is built, and plan cards, profile benefits and the landing page
 * show it (common/entitlements.test.ts and the landing claims test check those against the table).
 * This checks the table against the app: a feature marked waiting whose route answers, or one
 * marked delivered whose route is gone, fails here.
 */
describe('DELIVERED matches what the app serves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const built = (probe: Probe): boolean | null => {
    if ('none' in probe) return null;
    if ('client' in probe) return fs.existsSync(path.resolve(probe.client));
    if ('bookFormat' in probe)
      return (
        t.app.hasRoute({ method: 'POST', url: '/api/v1/stories/:id/exports' }) &&
        Boolean(BOOK_WRITERS[probe.bookFormat])
      );
    const [method, url] = probe.route.split(' ') as [HttpMethod, string];
    return t.app.hasRoute({ method, url });
  };

  it('marks a feature delivered exactly when its probe finds it built', () => {
    const rows = Object.entries(PROBES).map(([key, probe]) => {
      const found = built(probe);
      return [key, found ?? DELIVERED[key as DeliveryKey]];
    });
    expect(Object.fromEntries(rows)).toEqual(DELIVERED);
  });

  it('has a probe for every entry of the table and no other', () => {
    expect(Object.keys(PROBES).sort()).toEqual(Object.keys(DELIVERED).sort());
  });

  it('includes marketplace purchases, Create Event, events and the community hub (issue 22)', () => {
    expect([
      DELIVERED.marketplacePurchases,
      DELIVERED.createEvent,
      DELIVERED.events,
      DELIVERED.community,
    ]).toEqual([true, true, true, true]);
  });
});

describe('assertCan refuses with the texts clients know', () => {
  const refusal = (tier: string, feature: RefusedFeature) => {
    try {
      assertCan(tier, feature);
      return null;
    } catch (err) {
      const e = err as AppError;
      return { status: e.status, code: e.code, message: e.message, details: e.details };
    }
  };
  const community = 'Chronicler, Worldsmith, Master Weaver, Story Connoisseur and Patron of the Arts';

  it('answers each refused feature with its code, message and upgrade link', () => {
    expect(refusal('Free', 'marketplacePurchases')).toEqual({
      status: 403,
      code: 'UPGRADE_REQUIRED',
      message: 'Requires paid subscription to purchase. Upgrade at /subscription.',
      details: { upgradeUrl: '/subscription' },
    });
    expect(refusal('Chronicler', 'collaboration')).toEqual({
      status: 403,
      code: 'UPGRADE_REQUIRED',
      message:
        'Inviting collaborators is part of the Worldsmith and Master Weaver plans, not your Chronicler plan. Upgrade at /subscription. People already on your stories keep their access.',
      details: { upgradeUrl: '/subscription' },
    });
    expect(refusal('Free', 'createGroup')).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: `Creating groups is part of the ${community} plans. Upgrade at /subscription.`,
      details: undefined,
    });
    expect(refusal('Audience Member', 'createEvent')).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: `Creating events is part of the ${community} plans. Upgrade at /subscription.`,
      details: undefined,
    });
  });

  it('lets a tier through exactly where can(tier, feature) is true', () => {
    for (const tier of TIERS)
      for (const feature of Object.keys(REFUSALS) as RefusedFeature[])
        expect([tier, feature, refusal(tier, feature) === null]).toEqual([tier, feature, can(tier, feature)]);
  });
});
