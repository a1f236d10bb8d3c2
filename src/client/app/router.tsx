/**
 * Every route of the SPEC route table. Screens are code-split: each page module is loaded on
 * first visit through the route's `lazy`, so the landing page ships without the others.
 * While the first screen loads, the layout shows the 'Loading...' spinner (HydrateFallback);
 * on later navigations the header shows it (RouteProgress) and the old screen stays until the
 * new one is ready.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createGuards } from './guards';
import { homeRoute } from './home-route';
import { AppLayout } from './layout/app-layout';
import { RouteErrorFallback } from './error-fallback';
import { PageLoading } from '@client/components/ui/spinner';

type PageModule = { default: ComponentType };

/** A lazily loaded screen whose module default-exports its page component. */
const page =
  (load: () => Promise<PageModule>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** Public screens: anyone may see them. */
const publicRoutes: RouteObject[] = [
  { path: 'about', lazy: page(() => import('../features/landing/pages/landing-page')) },
  { path: 'sample-story/:storyId', lazy: page(() => import('../features/landing/pages/sample-story-page')) },
  { path: 'community', lazy: page(() => import('../features/community/pages/community-page')) },
  {
    path: 'community/groups',
    lazy: page(() => import('../features/community/groups/pages/groups-list-page')),
  },
  {
    path: 'community/groups/:groupId',
    lazy: page(() => import('../features/community/groups/pages/group-page')),
  },
  {
    path: 'community/groups/:groupId/threads/:threadId',
    lazy: page(() => import('../features/community/groups/pages/group-thread-page')),
  },
  { path: 'community/stories', lazy: page(() => import('../features/community/pages/stories-list-page')) },
  { path: 'community/events', lazy: page(() => import('../features/community/pages/events-list-page')) },
  { path: 'community/events/:eventId', lazy: page(() => import('../features/community/pages/event-page')) },
  { path: 'community/leaderboard', lazy: page(() => import('../features/community/pages/leaderboard-page')) },
  { path: 'marketplace', lazy: page(() => import('../features/marketplace/pages/marketplace-page')) },
  {
    path: 'marketplace/templates/:templateId',
    lazy: page(() => import('../features/marketplace/pages/template-page')),
  },
  { path: 'subscription', lazy: page(() => import('../features/subscription/pages/subscription-page')) },
  { path: 'authors/:username', lazy: page(() => import('../features/authors/pages/author-page')) },
  { path: ':handle', lazy: page(() => import('../features/authors/pages/author-handle-page')) },
  { path: 'library/:storyId', lazy: page(() => import('../features/library/pages/library-story-page')) },
  { path: 'tags/:slug', lazy: page(() => import('../features/tags/pages/tag-page')) },
  {
    path: 'library/:storyId/chapters/:chapterId',
    lazy: page(() => import('../features/reader/pages/reader-page')),
  },
  { path: 'forgot-password', lazy: page(() => import('../features/auth/pages/forgot-password-page')) },
  { path: 'reset-password', lazy: page(() => import('../features/auth/pages/reset-password-page')) },
  { path: 'terms', lazy: page(() => import('../features/legal/pages/terms-page')) },
  { path: 'privacy', lazy: page(() => import('../features/legal/pages/privacy-page')) },
];

/** Guests only: a signed-in user is sent to /about. */
const guestRoutes: RouteObject[] = [
  { path: 'login', lazy: page(() => import('../features/auth/pages/login-page')) },
  { path: 'register', lazy: page(() => import('../features/auth/pages/register-page')) },
];

/** Signed-in users only: a guest is sent to /login. */
const signedInRoutes: RouteObject[] = [
  { path: 'stories', lazy: page(() => import('../features/stories/pages/stories-page')) },
  { path: 'stories/create', lazy: page(() => import('../features/stories/pages/story-create-page')) },
  {
    path: 'stories/import',
    lazy: page(() => import('../features/stories/pages/manuscript-import-page')),
  },
  { path: 'stories/:storyId', lazy: page(() => import('../features/stories/pages/story-detail-page')) },
  { path: 'stories/:storyId/edit', lazy: page(() => import('../features/stories/pages/story-edit-page')) },
  {
    path: 'stories/:storyId/import',
    lazy: page(() => import('../features/stories/pages/manuscript-import-page')),
  },
  {
    path: 'stories/:storyId/session',
    lazy: page(() => import('../features/stories/pages/story-session-page')),
  },
  {
    path: 'stories/:storyId/play',
    lazy: page(() => import('../features/play-sessions/pages/play-sessions-page')),
  },
  {
    path: 'stories/:storyId/play/:sessionId',
    lazy: page(() => import('../features/play-sessions/pages/play-table-page')),
  },
  {
    path: 'stories/:storyId/play/:sessionId/import',
    lazy: page(() => import('../features/play-sessions/pages/import-log-page')),
  },
  {
    path: 'stories/:storyId/play/:sessionId/curate',
    lazy: page(() => import('../features/play-sessions/pages/play-curation-page')),
  },
  { path: 'characters', lazy: page(() => import('../features/characters/pages/characters-page')) },
  {
    path: 'characters/create',
    lazy: page(() => import('../features/characters/pages/character-create-page')),
  },
  {
    path: 'characters/:characterId/edit',
    lazy: page(() => import('../features/characters/pages/character-edit-page')),
  },
  { path: 'worlds', lazy: page(() => import('../features/worlds/pages/worlds-page')) },
  { path: 'worlds/create', lazy: page(() => import('../features/worlds/pages/world-create-page')) },
  { path: 'worlds/:worldId/edit', lazy: page(() => import('../features/worlds/pages/world-edit-page')) },
  {
    path: 'marketplace/upload',
    lazy: page(() => import('../features/marketplace/pages/template-upload-page')),
  },
  {
    path: 'marketplace/templates/:templateId/edit',
    lazy: page(() => import('../features/marketplace/pages/template-edit-page')),
  },
  { path: 'my-templates', lazy: page(() => import('../features/marketplace/pages/my-templates-page')) },
  { path: 'earnings', lazy: page(() => import('../features/tips/pages/earnings-page')) },
  { path: 'tips/allocation', lazy: page(() => import('../features/tips/pages/tip-allocation-page')) },
  { path: 'commissions', lazy: page(() => import('../features/commissions/pages/commissions-page')) },
  {
    path: 'commissions/:commissionId',
    lazy: page(() => import('../features/commissions/pages/commission-page')),
  },
  { path: 'beta', lazy: page(() => import('../features/beta/pages/beta-page')) },
  { path: 'beta/:betaReadId', lazy: page(() => import('../features/beta/pages/beta-read-page')) },
  {
    path: 'beta/:betaReadId/chapters/:chapterId',
    lazy: page(() => import('../features/beta/pages/beta-chapter-page')),
  },
  { path: 'stories/:storyId/beta', lazy: page(() => import('../features/beta/pages/beta-open-page')) },
  { path: 'analytics', lazy: page(() => import('../features/analytics/pages/analytics-page')) },
  {
    path: 'analytics/stories/:storyId',
    lazy: page(() => import('../features/analytics/pages/story-analytics-page')),
  },
  {
    path: 'reading/analytics',
    lazy: page(() => import('../features/reading-analytics/pages/reading-analytics-page')),
  },
  {
    path: 'community/groups/create',
    lazy: page(() => import('../features/community/groups/pages/group-create-page')),
  },
  {
    path: 'community/groups/:groupId/edit',
    lazy: page(() => import('../features/community/groups/pages/group-edit-page')),
  },
  {
    path: 'community/events/create',
    lazy: page(() => import('../features/community/pages/event-create-page')),
  },
  {
    path: 'community/events/:eventId/edit',
    lazy: page(() => import('../features/community/pages/event-edit-page')),
  },
  { path: 'collaborators', lazy: page(() => import('../features/collaborators/pages/collaborators-page')) },
  { path: 'profile', lazy: page(() => import('../features/profile/pages/profile-page')) },
  { path: 'profile/edit', lazy: page(() => import('../features/profile/pages/profile-edit-page')) },
  { path: 'settings/brand', lazy: page(() => import('../features/author-brand/pages/brand-settings-page')) },
  { path: 'settings/privacy', lazy: page(() => import('../features/profile/pages/privacy-settings-page')) },
  {
    path: 'reader-account',
    lazy: page(() => import('../features/reader-account/pages/reader-account-page')),
  },
  { path: 'notifications', lazy: page(() => import('../features/notifications/pages/notifications-page')) },
  { path: 'settings/data', lazy: page(() => import('../features/account/pages/data-settings-page')) },
  { path: 'settings/tokens', lazy: page(() => import('../features/api-tokens/pages/api-tokens-page')) },
  {
    path: 'settings/commissions',
    lazy: page(() => import('../features/commissions/pages/commission-settings-page')),
  },
  { path: 'subscription/checkout', lazy: page(() => import('../features/subscription/pages/checkout-page')) },
  {
    path: 'subscription/checkout/:checkoutId',
    lazy: page(() => import('../features/subscription/pages/checkout-return-page')),
  },
  { path: 'settings/billing', lazy: page(() => import('../features/subscription/pages/billing-page')) },
  {
    path: 'settings/billing/invoices/:invoiceId',
    lazy: page(() => import('../features/subscription/pages/receipt-page')),
  },
  { path: 'support', lazy: page(() => import('../features/support/pages/support-page')) },
  {
    path: 'support/:requestId',
    lazy: page(() => import('../features/support/pages/support-request-page')),
  },
  { path: 'admin/support', lazy: page(() => import('../features/support/pages/admin-support-page')) },
  {
    path: 'admin/support/:requestId',
    lazy: page(() => import('../features/support/pages/admin-support-request-page')),
  },
];

/** The route tree; exported for tests that want to check the table without a browser. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const guards = createGuards(queryClient);
  return [
    {
      id: 'root',
      path: '/',
      Component: AppLayout,
      // Used only if the layout itself fails; screen errors are caught inside the layout below.
      ErrorBoundary: RouteErrorFallback,
      children: [
        {
          id: 'screens',
          HydrateFallback: PageLoading,
          ErrorBoundary: RouteErrorFallback,
          children: [
            homeRoute(queryClient),
            ...publicRoutes,
            { id: 'guest-only', loader: guards.guestOnly, children: guestRoutes },
            { id: 'signed-in', loader: guards.requireUser, children: signedInRoutes },
            { path: '*', lazy: page(() => import('./not-found-page')) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
