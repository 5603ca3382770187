import { PRODUCT_NAME } from '@thoughtful/shared';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { AppProviders } from './app';
import { routes } from './router';
import { SCREEN_ROUTES } from './screen-routes';

const fetchMock = vi.fn<typeof fetch>();

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ errors: [{ msg: 'Database unavailable' }] }), {
        status: 503,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('draws the shell with a loading indicator while the first screen loads', async () => {
    renderApp('/login');

    const main = screen.getByRole('main');
    expect(within(main).getByRole('status').textContent).toContain('Loading');
    expect(await within(main).findByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeTruthy();
  });

  it.each(['/', '/login'])('shows the login screen at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeTruthy();
  });

  it('shows the not-found screen for any other path', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page does not exist' }),
    ).toBeTruthy();
  });
});

describe('config failure', () => {
  it('shows each server message once as a danger alert, without retrying', async () => {
    renderApp('/login');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Database unavailable');
    expect(alert.className).toContain('alert-danger');
    await screen.findByRole('heading', { level: 1, name: PRODUCT_NAME });
    // Give a second (wrong) alert or a retry the chance to happen before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/config');
  });

  it('shows no alert when the config loads', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            productName: PRODUCT_NAME,
            education: true,
            anonymous: false,
            inviteOnly: true,
            nameField: false,
            limits: {
              minPasswordLength: 6,
              headlineMaxLength: 60,
              instructionsMaxLength: 140,
              uploadMaxBytes: 10_000_000,
              searchLimit: 10,
              latestIdeasLimit: 10,
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    renderApp('/login');

    await screen.findByRole('heading', { level: 1, name: PRODUCT_NAME });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

/** Every route that loads a screen, as its path from the root and its `lazy`. */
function lazyRoutes(list: RouteObject[], parent = ''): { path: string; lazy: () => unknown }[] {
  return list.flatMap((route) => {
    const path = route.index ? parent || '/' : `${parent}/${route.path ?? ''}`.replace(/\/+$/, '');
    const here =
      typeof route.lazy === 'function'
        ? [{ path: path || '/', lazy: route.lazy as () => unknown }]
        : [];
    return [...here, ...lazyRoutes(route.children ?? [], route.path ? path : parent)];
  });
}

// The screen modules, as the build sees them, keyed by their path from apps/web/.
const screenModules = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>(['../**/screens/*-screen.tsx', './**/*-screen.tsx']),
  ).map(([key, load]) => [key.replace(/^\.\.\//, 'src/').replace(/^\.\//, 'src/app/'), load]),
);

describe('the screen table the build and the server read (screen-routes.ts)', () => {
  it('names every route of the router, in the same order', () => {
    expect(SCREEN_ROUTES.map((each) => each.path)).toEqual(
      lazyRoutes(routes).map((each) => each.path),
    );
  });

  it.each(lazyRoutes(routes))('names the module that $path loads', async ({ path, lazy }) => {
    const entry = SCREEN_ROUTES.find((each) => each.path === path);
    const load = entry && screenModules[entry.screen];
    expect(load, `${entry?.screen} is not a screen module`).toBeDefined();
    const { Component } = (await lazy()) as { Component: unknown };
    expect(Object.values(await load!())).toContain(Component);
  });

  // The build preloads the screens' catalogue on another language's page by this mark: a screen
  // marked wrongly would wait for its words after the entry, or a page preload words it never shows.
  it.each(lazyRoutes(routes))(
    'says whether $path loads its words with the shell',
    ({ path, lazy }) => {
      const entry = SCREEN_ROUTES.find((each) => each.path === path);
      expect(Boolean(entry?.wordsWithShell)).toBe(
        (lazy as { wordsWithShell?: boolean }).wordsWithShell,
      );
    },
  );
});
