import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { whenInitialized } from './app/when-initialized';

/**
 * Stands in for a stored token while a page is prerendered: the page then shows what a returning
 * member's visit shows first, while the token is being checked (a guarded screen that lets a
 * loading user in, such as /about, draws itself instead of sending the visitor to /login).
 */
export const PRERENDER_TOKEN = 'prerendered-page';

/**
 * The markup of the app at `url` as it first shows, before any answer from the server has come
 * (the configuration and the member still loading): the web build puts it in that screen's page
 * (build/route-pages.ts), so the browser paints the screen before the scripts have run.
 */
export async function renderScreen(url: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  try {
    await whenInitialized(router);
    // A screen that failed to load, or a guard that sent the visitor elsewhere, must fail the
    // build rather than be drawn into the page.
    if (router.state.errors !== null) {
      const errors = Object.values(router.state.errors as Record<string, unknown>).map(String);
      throw new Error(`prerender: ${url} failed to load: ${errors.join('; ')}`);
    }
    if (router.state.location.pathname !== url) {
      throw new Error(`prerender: ${url} went to ${router.state.location.pathname}`);
    }
    return renderToString(
      <AppProviders queryClient={createQueryClient()} initialToken={PRERENDER_TOKEN}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  } finally {
    router.dispose();
  }
}
