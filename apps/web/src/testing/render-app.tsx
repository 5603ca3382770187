import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app';
import { appRoutes } from '../app/router';
import { createQueryClient } from '../app/query-client';

/**
 * The whole app (providers, route table, guards) at a path, in StrictMode like main.tsx, so the
 * development double effects are exercised too.
 */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { router, queryClient, ...view };
}
