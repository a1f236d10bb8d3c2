/**
 * Every route of the SPEC route table. Screens are code-split: each page module is loaded on
 * first visit through the route's `lazy`, so the landing page ships without the others.
 * While the first screen loads, the layout shows the 'Loading...' spinner (HydrateFallback);
 * on later navigations the header shows it (RouteProgress) and the old screen stays until the
 * new one is ready.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { SIGNED_IN_PATHS } from '@common/route-table';
import { createGuards, loadUser } from './guards';
import { serverContentShown, type FirstDataLoader } from './server-content';
import { loadSignedInScreens } from './signed-in-loader';
import { homeRoute } from './home-route';
import { AppLayout } from './layout/app-layout';
import { RouteErrorFallback } from './error-fallback';
import { PageLoading } from '@client/components/ui/spinner';
import { yieldToMain } from '@client/lib/yield-to-main';

type PageModule = { default: ComponentType; loadFirstData?: FirstDataLoader };

/**
 * A lazily loaded screen whose module default-exports its page component. The load starts in a
 * task of its own: the router calls this while it is created, inside the app's first render, and
 * starting a screen's load (the build's preload of its chunks, one `<link>` each) is a block of
 * main-thread work that would otherwise lengthen that render's task. A screen with
 * `loadFirstData` gets a loader that waits for it and the session, only while the server's copy
 * is shown (the hand-over); other navigations are not held up.
 */
const pageOf =
  (queryClient: QueryClient) =>
  (load: () => Promise<PageModule>): RouteObject['lazy'] =>
  async () => {
    await yieldToMain();
    const { default: Component, loadFirstData } = await load();
    if (!loadFirstData) return { Component };
    return {
      Component,
      loader: async ({ params }: LoaderFunctionArgs) => {
        if (serverContentShown())
          await Promise.all([loadFirstData(queryClient, params), loadUser(queryClient)]);
        return null;
      },
    };
  };

/** Public screens: anyone may see them. */
const publicRoutes = (page: ReturnType<typeof pageOf>): RouteObject[] => [
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
const guestRoutes = (page: ReturnType<typeof pageOf>): RouteObject[] => [
  { path: 'login', lazy: page(() => import('../features/auth/pages/login-page')) },
  { path: 'register', lazy: page(() => import('../features/auth/pages/register-page')) },
];

/**
 * Signed-in users only: a guest is sent to /login. The paths are the shared route table's; each
 * screen's code is loaded through signed-in-screens.ts (see there).
 */
const signedInRoutes = (page: ReturnType<typeof pageOf>): RouteObject[] =>
  SIGNED_IN_PATHS.map((path) => ({
    path,
    lazy: page(async () => (await loadSignedInScreens()).signedInScreens[path]()),
  }));

/** The route tree; exported for tests that want to check the table without a browser. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const guards = createGuards(queryClient);
  const page = pageOf(queryClient);
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
            ...publicRoutes(page),
            { id: 'guest-only', loader: guards.guestOnly, children: guestRoutes(page) },
            { id: 'signed-in', loader: guards.requireUser, children: signedInRoutes(page) },
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
