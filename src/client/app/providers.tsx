import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from './theme';
import { ViewModeProvider } from './view-mode';

type Props = {
  /** The client the route guards use too, so both read one cache. */
  queryClient: QueryClient;
  children: ReactNode;
};

/** App-wide state: server cache, theme choice and view mode. The router goes inside. */
export function AppProviders({ queryClient, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ViewModeProvider>{children}</ViewModeProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
