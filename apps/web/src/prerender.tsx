import { DEFAULT_LANGUAGE, type Language } from '@thoughtful/shared';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { whenInitialized } from './app/when-initialized';
import { ABOUT_TEXT } from './features/about/about-text';
import { activateLanguage } from './lib/i18n';

/**
 * Stands in for a stored token while a page is prerendered: the page then shows what a returning
 * member's visit shows first, while the token is being checked (a guarded screen that lets a
 * loading user in, such as /about, draws itself instead of sending the visitor to /login).
 */
export const PRERENDER_TOKEN = 'prerendered-page';

/**
 * The markup of the app at `url` as it first shows, before any answer from the server has come
 * (the configuration and the member still loading), in `language`: the web build puts it in that
 * screen's page in that language (build/route-pages.ts), so the browser paints the screen before
 * the scripts have run, in the words the app's first render will say.
 */
export async function renderScreen(
  url: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  await speak(language);
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

/** Speaks `language` from now on, its catalogues loaded; the build renders one language at a time. */
async function speak(language: Language): Promise<void> {
  if (!(await activateLanguage(language))) {
    throw new Error(`prerender: ${language} could not be spoken`);
  }
}

/**
 * The pages' description (`<meta name="description">`) in `language`: index.html's English is
 * this message's (build/route-pages.ts writes it into each language's pages).
 */
export async function pageDescription(language: Language): Promise<string> {
  await speak(language);
  return ABOUT_TEXT.pageDescription;
}
