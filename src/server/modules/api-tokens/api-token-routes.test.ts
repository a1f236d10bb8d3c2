import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '@common/schemas/api-tokens';
import { appRoutes } from '../../test/app-routes';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every route of the API and whether a personal API token may call it. A token works only where
 * the route says `config: { apiToken: 'allowed' }` (http/route-kit.ts); this list is the second
 * key: a new route fails here until it is added to one of the lists below, and a route that moves
 * money, changes the account or acts as an admin fails here if it is ever allowed.
 */

/** What tokens exist for: the caller's own writing, reading, library and community. */
const TOKEN_ROUTES = [
  'GET /api/v1/aliases/search',
  'GET /api/v1/authors/:username',
  'PUT /api/v1/authors/:username/review',
  'DELETE /api/v1/authors/:username/review',
  'GET /api/v1/authors/:username/reviews',
  'GET /api/v1/authors/:username/stories',
  'GET /api/v1/characters',
  'POST /api/v1/characters',
  'GET /api/v1/characters/:id',
  'PATCH /api/v1/characters/:id',
  'DELETE /api/v1/characters/:id',
  'GET /api/v1/collaborations',
  'GET /api/v1/dashboard/creator',
  'GET /api/v1/dashboard/reader',
  'GET /api/v1/dashboard/stats/:name',
  'GET /api/v1/events',
  'POST /api/v1/events',
  'GET /api/v1/events/:id',
  'PATCH /api/v1/events/:id',
  'DELETE /api/v1/events/:id',
  'POST /api/v1/events/:id/entries',
  'POST /api/v1/events/:id/registration',
  'DELETE /api/v1/events/:id/registration',
  'PUT /api/v1/events/:id/winners',
  'GET /api/v1/groups',
  'GET /api/v1/me/filter-presets',
  'GET /api/v1/me/muted-authors',
  'GET /api/v1/me/recommendations',
  'PUT /api/v1/users/:username/mute',
  'DELETE /api/v1/users/:username/mute',
  'GET /api/v1/library/stories/:id/also-read',
  'POST /api/v1/me/filter-presets',
  'PATCH /api/v1/me/filter-presets/:id',
  'DELETE /api/v1/me/filter-presets/:id',
  'POST /api/v1/imports/preview',
  'POST /api/v1/imports/stories',
  'GET /api/v1/me/analytics',
  'GET /api/v1/stories/:id/analytics',
  'GET /api/v1/analytics/reader',
  'POST /api/v1/groups',
  'GET /api/v1/groups/:id',
  'PATCH /api/v1/groups/:id',
  'DELETE /api/v1/groups/:id',
  'POST /api/v1/groups/:id/invitations',
  'POST /api/v1/groups/:id/join',
  'GET /api/v1/groups/:id/members',
  'PATCH /api/v1/groups/:id/members/:userId',
  'DELETE /api/v1/groups/:id/members/:userId',
  'DELETE /api/v1/groups/:id/membership',
  'DELETE /api/v1/groups/:id/posts/:postId',
  'GET /api/v1/groups/:id/reading-list',
  'POST /api/v1/groups/:id/reading-list',
  'DELETE /api/v1/groups/:id/reading-list/:storyId',
  'GET /api/v1/groups/:id/requests',
  'POST /api/v1/groups/:id/requests/:userId',
  'GET /api/v1/groups/:id/threads',
  'POST /api/v1/groups/:id/threads',
  'GET /api/v1/groups/:id/threads/:threadId',
  'PATCH /api/v1/groups/:id/threads/:threadId',
  'DELETE /api/v1/groups/:id/threads/:threadId',
  'POST /api/v1/groups/:id/threads/:threadId/posts',
  'GET /api/v1/groups/:id/worlds',
  'GET /api/v1/groups/invitations',
  'GET /api/v1/groups/mine',
  'GET /api/v1/leaderboards',
  'GET /api/v1/library/search',
  'GET /api/v1/library/stories/:id',
  'PUT /api/v1/library/stories/:id/bookmark',
  'DELETE /api/v1/library/stories/:id/bookmark',
  'GET /api/v1/library/stories/:id/chapters/:chapterId',
  'GET /api/v1/library/stories/:id/comments',
  'GET /api/v1/library/stories/:id/epub',
  'POST /api/v1/library/stories/:id/comments',
  'DELETE /api/v1/library/stories/:id/comments/:commentId',
  'PUT /api/v1/library/stories/:id/progress',
  'PUT /api/v1/library/stories/:id/rating',
  'PUT /api/v1/library/stories/:id/review',
  'DELETE /api/v1/library/stories/:id/review',
  'GET /api/v1/library/stories/:id/reviews',
  'POST /api/v1/library/stories/:id/view',
  'GET /api/v1/marketplace/drafts/:kind/:id',
  'POST /api/v1/me/custom-templates',
  'GET /api/v1/marketplace/stories',
  'GET /api/v1/marketplace/templates',
  'POST /api/v1/marketplace/templates',
  'GET /api/v1/marketplace/templates/:id',
  'PATCH /api/v1/marketplace/templates/:id',
  'DELETE /api/v1/marketplace/templates/:id',
  'POST /api/v1/marketplace/templates/:id/download',
  'GET /api/v1/marketplace/templates/:id/export',
  'POST /api/v1/marketplace/templates/:id/publish',
  'GET /api/v1/marketplace/templates/:id/reviews',
  'POST /api/v1/marketplace/templates/:id/reviews',
  'POST /api/v1/marketplace/templates/:id/unpublish',
  'POST /api/v1/marketplace/templates/:id/use',
  'POST /api/v1/marketplace/templates/:id/versions',
  'GET /api/v1/marketplace/templates/:id/versions/:version',
  'POST /api/v1/marketplace/templates/import',
  'GET /api/v1/me',
  'GET /api/v1/me/aliases',
  'POST /api/v1/me/aliases',
  'PATCH /api/v1/me/aliases/:aliasId',
  'DELETE /api/v1/me/aliases/:aliasId',
  'PUT /api/v1/me/aliases/:aliasId/primary',
  'GET /api/v1/me/bookmarks',
  'GET /api/v1/me/privacy',
  'GET /api/v1/me/profile',
  'GET /api/v1/me/brand',
  'GET /api/v1/me/reading',
  'GET /api/v1/me/reading-activity',
  'GET /api/v1/me/reviews',
  'GET /api/v1/me/templates',
  'GET /api/v1/notifications',
  'GET /api/v1/notifications/preferences',
  'PUT /api/v1/notifications/preferences',
  'POST /api/v1/notifications/read',
  'GET /api/v1/notifications/unread-count',
  'GET /api/v1/session',
  'GET /api/v1/stories',
  'POST /api/v1/stories',
  'GET /api/v1/stories/:id',
  'PATCH /api/v1/stories/:id',
  'DELETE /api/v1/stories/:id',
  'GET /api/v1/stories/:id/chapters',
  'POST /api/v1/stories/:id/chapters',
  'GET /api/v1/stories/:id/chapters/:chapterId',
  'PATCH /api/v1/stories/:id/chapters/:chapterId',
  'DELETE /api/v1/stories/:id/chapters/:chapterId',
  'POST /api/v1/stories/:id/chapters/:chapterId/live-copy',
  'PUT /api/v1/stories/:id/chapters/:chapterId/schedule',
  'GET /api/v1/stories/:id/chapters/:chapterId/versions',
  'POST /api/v1/stories/:id/chapters/:chapterId/versions',
  'GET /api/v1/stories/:id/chapters/:chapterId/versions/:versionId',
  'POST /api/v1/stories/:id/chapters/:chapterId/versions/:versionId/restore',
  'PUT /api/v1/stories/:id/chapters/order',
  'GET /api/v1/stories/:id/collaborators',
  'POST /api/v1/stories/:id/exports',
  'GET /api/v1/stories/:id/exports/:exportId',
  'GET /api/v1/stories/:id/exports/:exportId/file',
  'POST /api/v1/stories/:id/collaborators',
  'DELETE /api/v1/stories/:id/collaborators/:userId',
  'POST /api/v1/stories/:id/publish',
  'GET /api/v1/stories/:id/play-sessions',
  'POST /api/v1/stories/:id/play-sessions',
  'GET /api/v1/play-sessions/:id',
  'PATCH /api/v1/play-sessions/:id',
  'GET /api/v1/play-sessions/:id/candidates',
  'POST /api/v1/play-sessions/:id/players',
  'DELETE /api/v1/play-sessions/:id/players/:userId',
  'GET /api/v1/play-sessions/:id/entries',
  'POST /api/v1/play-sessions/:id/entries',
  'PATCH /api/v1/play-sessions/:id/entries/:entryId',
  'DELETE /api/v1/play-sessions/:id/entries/:entryId',
  'POST /api/v1/stories/:id/imports',
  'POST /api/v1/play-sessions/:id/imports',
  'POST /api/v1/play-sessions/:id/imports/preview',
  'GET /api/v1/play-sessions/:id/curation',
  'PUT /api/v1/play-sessions/:id/curation',
  'PATCH /api/v1/play-sessions/:id/curation/entries/:entryId',
  'POST /api/v1/play-sessions/:id/drafts',
  'GET /api/v1/play-sessions/:id/credit',
  'POST /api/v1/play-sessions/:id/credit/accept',
  'DELETE /api/v1/play-sessions/:id/credit',
  'GET /api/v1/play-sessions/:id/export',
  'GET /api/v1/groups/:id/play-sessions',
  'POST /api/v1/groups/:id/play-sessions',
  'GET /api/v1/play-sessions/runnable-stories',
  'GET /api/v1/play-sessions/:id/proposals',
  'POST /api/v1/play-sessions/:id/proposals/find',
  'POST /api/v1/play-sessions/:id/proposals/:proposalId/accept',
  'POST /api/v1/play-sessions/:id/proposals/:proposalId/link',
  'POST /api/v1/play-sessions/:id/proposals/:proposalId/dismiss',
  'GET /api/v1/stories/:id/sessions',
  'POST /api/v1/stories/:id/sessions/join',
  'POST /api/v1/stories/:id/unpublish',
  'GET /api/v1/support/requests',
  'GET /api/v1/tags/suggest',
  'GET /api/v1/tags/:slug/stories',
  'POST /api/v1/support/requests',
  'GET /api/v1/support/requests/:id',
  'POST /api/v1/support/requests/:id/replies',
  'DELETE /api/v1/uploads',
  'POST /api/v1/uploads/:bucket',
  'PUT /api/v1/users/:username/follow',
  'DELETE /api/v1/users/:username/follow',
  'GET /api/v1/users/:username/followers',
  'GET /api/v1/users/:username/following',
  'GET /api/v1/users/search',
  'GET /api/v1/worlds',
  'POST /api/v1/worlds',
  'GET /api/v1/worlds/:id',
  'PATCH /api/v1/worlds/:id',
  'DELETE /api/v1/worlds/:id',
  'GET /api/v1/worlds/options',
];

/** Never with a token: anything that moves money or shows it. */
const MONEY_ROUTES = [
  'GET /api/v1/billing',
  'POST /api/v1/billing/cancel',
  'POST /api/v1/billing/checkout',
  'GET /api/v1/billing/checkout/:id',
  'POST /api/v1/billing/checkout/:id/confirm',
  'GET /api/v1/billing/invoices/:id',
  'POST /api/v1/billing/portal',
  'POST /api/v1/billing/refund',
  'POST /api/v1/billing/resume',
  'POST /api/v1/billing/webhook/stripe',
  'POST /api/v1/marketplace/templates/:id/purchase',
  'POST /api/v1/marketplace/templates/:id/refund',
  'GET /api/v1/me/template-sales',
  'POST /api/v1/users/:username/tips',
  'GET /api/v1/me/tips/earnings',
  'GET /api/v1/me/tip-allocation',
  'PUT /api/v1/me/tip-allocation',
  'GET /api/v1/me/commission-settings',
  'PUT /api/v1/me/commission-settings',
  'GET /api/v1/users/:username/commission-terms',
  'POST /api/v1/users/:username/commissions',
  'GET /api/v1/me/commissions',
  'GET /api/v1/me/commissions/earnings',
  'GET /api/v1/commissions/:id',
  'POST /api/v1/commissions/:id/actions',
  'GET /api/v1/commissions/:id/story',
];

/** Never with a token: acting as an admin. */
const ADMIN_ROUTES = [
  'POST /api/v1/admin/tags/merge',
  'PUT /api/v1/admin/ai-settings',
  'GET /api/v1/admin/support/requests',
  'GET /api/v1/admin/support/requests/:id',
  'PATCH /api/v1/admin/support/requests/:id',
  'POST /api/v1/admin/support/requests/:id/replies',
  'GET /api/v1/admin/users/:id/billing',
  'POST /api/v1/admin/users/:id/comp',
  // Admins (and Master Weaver creators) mark templates exclusive.
  'PUT /api/v1/marketplace/templates/:id/exclusive',
];

/** Never with a token: the writing assistant spends the plan's monthly AI allowance. */
const METERED_ROUTES = ['GET /api/v1/ai/status', 'POST /api/v1/ai/generations'];

/**
 * Never with a token: signing in or out, password and e-mail, the account's export and deletion,
 * the profile edit (it can change the e-mail), privacy settings, and the tokens themselves.
 */
const ACCOUNT_ROUTES = [
  'POST /api/v1/auth/request-password-reset',
  'POST /api/v1/auth/reset-password',
  'GET /api/v1/auth/reset-password/:token',
  'POST /api/v1/auth/send-verification-email',
  'POST /api/v1/auth/sign-in/email',
  'POST /api/v1/auth/sign-out',
  'POST /api/v1/auth/sign-up/email',
  'GET /api/v1/auth/verify-email',
  'DELETE /api/v1/me',
  'PUT /api/v1/me/ai-settings',
  'GET /api/v1/me/email-change/confirm',
  'GET /api/v1/me/export',
  'PUT /api/v1/me/privacy',
  'PATCH /api/v1/me/profile',
  'PUT /api/v1/me/brand',
  'GET /api/v1/me/tokens',
  'POST /api/v1/me/tokens',
  'DELETE /api/v1/me/tokens/:tokenId',
];

/** Never with a token: beta reads show private drafts to the people chosen for them. */
const BETA_ROUTES = [
  'GET /api/v1/me/beta',
  'POST /api/v1/stories/:id/beta-reads',
  'GET /api/v1/beta-reads/:id',
  'POST /api/v1/beta-reads/:id/invitations',
  'POST /api/v1/beta-reads/:id/applications',
  'POST /api/v1/beta-reads/:id/readers/:userId/approve',
  'POST /api/v1/beta-reads/:id/end',
  'GET /api/v1/beta-reads/:id/chapters/:chapterId',
  'POST /api/v1/beta-reads/:id/chapters/:chapterId/comments',
  'PUT /api/v1/beta-reads/:id/chapters/:chapterId/answer',
  'GET /api/v1/beta-reads/:id/comments',
  'PUT /api/v1/beta-reads/:id/comments/:commentId',
];

/**
 * What no allowed route may look like, whatever the lists above say: a route allowed by mistake
 * (in its options and in TOKEN_ROUTES) still fails here.
 */
const NEVER_WITH_A_TOKEN: [string, RegExp][] = [
  [
    'moves or shows money',
    /\/(billing|checkout|purchase|refund|tips?|tip-allocation|payouts?|invoices|template-sales|commissions?|commission-[\w-]+)(\/|$)/,
  ],
  // Marking a template exclusive is an admin's moderation (and a Master Weaver creator's).
  ['acts as an admin', /\/admin(\/|$)|^PUT \/api\/v1\/marketplace\/templates\/:id\/exclusive$/],
  ['signs in or changes password or e-mail', /^\w+ \/api\/v1\/auth\/|\/(password|e-?mail[\w-]*)(\/|$)/],
  ['manages tokens or sign-in sessions', /\/me\/(tokens|sessions)(\/|$)/],
  ['exports or deletes the account', /^DELETE \/api\/v1\/me$|\/me\/export$/],
  [
    'changes the profile, brand or privacy settings',
    /^(POST|PUT|PATCH|DELETE) \/api\/v1\/me\/(profile|privacy|ai-settings|brand)$/,
  ],
  ['spends the metered AI allowance', /\/ai(\/|$)/],
  ['shows private drafts to beta readers', /\/(beta-reads(\/|$)|me\/beta$)/],
];

const SESSION_ONLY = [...MONEY_ROUTES, ...ADMIN_ROUTES, ...ACCOUNT_ROUTES, ...METERED_ROUTES, ...BETA_ROUTES];

describe('API token rule of every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  const apiRoutes = () =>
    appRoutes(t.app)
      .filter((r) => r.url.startsWith('/api/v1/'))
      .map((r) => `${r.method} ${r.url}`);

  it('has an explicit decision for every /api/v1 route, and no stale one', () => {
    const listed = [...TOKEN_ROUTES, ...SESSION_ONLY];
    expect(new Set(listed).size, 'a route is listed twice').toBe(listed.length);
    const routes = apiRoutes();
    const undecided = routes.filter((r) => !listed.includes(r));
    expect(undecided, 'add each to TOKEN_ROUTES (and its options) or to a session-only list').toEqual([]);
    expect(
      listed.filter((r) => !routes.includes(r)),
      'listed but not a route',
    ).toEqual([]);
  });

  it('never allows a token on a route that moves money, changes the account or acts as an admin', () => {
    const wrong = TOKEN_ROUTES.flatMap((route) =>
      NEVER_WITH_A_TOKEN.filter(([, pattern]) => pattern.test(route)).map(([why]) => `${route}: ${why}`),
    );
    expect(wrong).toEqual([]);
    // And the patterns name every session-only route, so the lists and the rule say the same.
    const caught = SESSION_ONLY.filter((r) => NEVER_WITH_A_TOKEN.some(([, p]) => p.test(r)));
    expect(SESSION_ONLY.filter((r) => !caught.includes(r))).toEqual([]);
  });

  it('answers each route as its list says: 403 before any lookup, or on to the token check', async () => {
    // A token that is no token: an allowed route looks it up and answers 401; a session-only one
    // refuses it first. Each probe comes from its own address, clear of the failed-lookup budget.
    const answers = await Promise.all(
      apiRoutes().map(async (route, i) => {
        const [method, url] = route.split(' ') as [string, string];
        const res = await t.app.inject({
          method: method as 'GET',
          url: url.replace(/:\w+/g, 'x'),
          headers: { authorization: 'Bearer ink_probe' },
          remoteAddress: `10.77.${i >> 8}.${i & 255}`,
        });
        const refused =
          res.statusCode === 403 &&
          res.json<{ error: { message: string } }>().error.message === API_TOKEN_MESSAGES.sessionOnly;
        return {
          route,
          rule: refused ? 'session' : res.statusCode === 401 ? 'token' : `answered ${res.statusCode}`,
        };
      }),
    );
    const expected = (route: string) => (TOKEN_ROUTES.includes(route) ? 'token' : 'session');
    expect(answers.filter((a) => a.rule !== expected(a.route))).toEqual([]);
  });

  it('says in the OpenAPI document, per operation, whether a token works', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: object[] }>> };
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        token: (op.security ?? []).some((s) => 'apiToken' in s),
      })),
    );
    const wrong = documented.filter((d) => d.token !== TOKEN_ROUTES.includes(d.route));
    expect(wrong).toEqual([]);
    expect(documented.filter((d) => d.token).length).toBeGreaterThan(100);
  });

  it('ignores the header outside /api/v1', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { authorization: 'Bearer ink_probe' } });
    expect(res.statusCode).toBe(200);
  });
});
