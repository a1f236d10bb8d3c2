import type { ComponentType } from 'react';
import { useLoaderData, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadUser } from './guards';
import { loadSignedInScreens } from './signed-in-loader';

type HomeData = { Page: ComponentType };

/**
 * `/`: the dashboard for a signed-in user, the landing page for a visitor (as the README
 * promises; /about keeps the landing page for signed-in users too). The loader settles who is
 * asking and loads only that screen's code, so neither screen ships with the other and nothing
 * flashes. Sign-in and sign-out navigate, which runs the loader again.
 */
export function homeRoute(queryClient: QueryClient): RouteObject {
  return {
    index: true,
    loader: async (): Promise<HomeData> => {
      const user = await loadUser(queryClient);
      const page = user
        ? await (await loadSignedInScreens()).dashboardScreen()
        : await import('../features/landing/pages/landing-page');
      return { Page: page.default };
    },
    Component: HomePage,
  };
}

function HomePage() {
  const { Page } = useLoaderData<HomeData>();
  return <Page />;
}
