import { PRODUCT_NAME } from '@thoughtful/shared';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { AppProviders } from './app';
import { routes } from './router';

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
