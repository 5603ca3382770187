import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AlertProvider } from '../components/alerts/alert-provider';
import { AuthProvider } from '../features/accounts';
import { LiveUpdates } from '../features/live';
import { LanguageProvider } from './language-provider';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './router';

/**
 * Everything a screen needs around it but the router, so tests can supply a memory router. Live
 * updates (`GET /api/events`) run in the app itself; component tests leave them out.
 */
export function AppProviders({
  queryClient,
  liveUpdates = false,
  initialToken,
  children,
}: {
  queryClient: QueryClient;
  liveUpdates?: boolean;
  /** The token to start with instead of the stored one (`AuthProvider`). */
  initialToken?: string | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <AuthProvider initialToken={initialToken}>
          <LanguageProvider>
            {liveUpdates ? <LiveUpdates /> : null}
            {children}
          </LanguageProvider>
        </AuthProvider>
      </AlertProvider>
    </QueryClientProvider>
  );
}

export function App({
  router: givenRouter,
  queryClient: givenClient,
}:
  | { router?: undefined; queryClient?: undefined }
  | {
      /** Made with `createAppRouter(queryClient)`: its routes read into that client. */
      router: AppRouter;
      queryClient: QueryClient;
    }) {
  // Created once per mount rather than at import time, unless main.tsx made them before.
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter(queryClient));

  return (
    <AppProviders queryClient={queryClient} liveUpdates>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
