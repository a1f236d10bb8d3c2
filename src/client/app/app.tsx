import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './error-fallback';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { forgetServerHeadOnNavigation } from './server-head';

/** The whole SPA: providers around the router. Created once per page load. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createAppRouter(queryClient);
    forgetServerHeadOnNavigation(created);
    return created;
  });
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
