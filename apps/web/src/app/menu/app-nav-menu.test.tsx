import { PRODUCT_NAME, type PublicConfig, type UserDto } from '@thoughtful/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app';
import { createQueryClient } from '../query-client';
import { baseConfig, makeUser as makeFakeUser } from '../../testing/fake-api';
import { MENU_TEXT } from './menu-text';
import { AppNavMenu } from './app-nav-menu';
import { say } from '../../testing/say';

const fetchMock = vi.fn<typeof fetch>();

const CONFIG = baseConfig;

const makeUser = (overrides: Partial<UserDto> = {}) =>
  makeFakeUser({
    name: 'Sam',
    email: 'sam@example.org',
    date: '2024-01-01T00:00:00.000Z',
    ...overrides,
  });

function json(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

/** Answers the config and GET /api/auth as given; every other call fails loudly. */
function serve({ config = CONFIG, user }: { config?: PublicConfig; user: UserDto | null }) {
  fetchMock.mockImplementation((input) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (path === '/api/config') return json(config);
    if (path === '/api/auth') {
      return user ? json(user) : json({ errors: [{ msg: 'No token' }] }, 401);
    }
    return json({ errors: [{ msg: `Unexpected call ${path}` }] }, 500);
  });
}

function renderMenu(path = '/start') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <AppNavMenu />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function nav() {
  return screen.getByRole('navigation', { name: say(MENU_TEXT.navLabel) });
}

function linkNames() {
  return within(nav())
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('token', 'a-token');
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AppNavMenu and NavMenu', () => {
  it('shows a student About, Activities, the report dialog and Logout', async () => {
    serve({ user: makeUser({ isStudent: true }) });
    renderMenu();

    await screen.findByRole('navigation', { name: say(MENU_TEXT.navLabel) });
    expect(linkNames()).toEqual([
      [PRODUCT_NAME, '/activity-students'],
      ['About', '/about'],
      ['Activities', '/activity-students'],
      ['Logout', '/logout'],
    ]);
    expect(within(nav()).getByRole('button', { name: say(MENU_TEXT.report) })).toBeTruthy();
    expect(within(nav()).queryByText(say(MENU_TEXT.submitNew))).toBeNull();
    expect(within(nav()).queryByText(say(MENU_TEXT.account))).toBeNull();
  });

  it('opens the report dialog, loaded on demand', async () => {
    serve({ user: makeUser({ isStudent: true }) });
    renderMenu();

    fireEvent.click(await screen.findByRole('button', { name: say(MENU_TEXT.report) }));
    expect(await screen.findByRole('dialog', { name: say(MENU_TEXT.report) })).toBeTruthy();
  });

  it('navigates client-side and marks the current page', async () => {
    serve({ user: makeUser({ isStudent: true }) });
    const router = renderMenu();

    fireEvent.click(await screen.findByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    // Client-side: the user was loaded once, not again by a page load.
    expect(fetchMock.mock.calls.filter(([p]) => p === '/api/auth')).toHaveLength(1);
  });

  it('marks About only while About is shown, not after going on to a profile', async () => {
    serve({ user: makeUser({ _id: 'abc123' }) });
    const router = renderMenu();

    fireEvent.click(await screen.findByRole('link', { name: 'About' }));
    expect(screen.getByRole('link', { name: 'About' }).classList.contains('active')).toBe(true);
    fireEvent.click(within(nav()).getByRole('button', { name: say(MENU_TEXT.account) }));
    fireEvent.click(await screen.findByRole('link', { name: 'My profile' }));
    expect(router.state.location.pathname).toBe('/profile/abc123');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'About' }).classList.contains('active')).toBe(false),
    );
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a non-student the submit, activities and account menus', async () => {
    serve({ user: makeUser({ _id: 'abc123' }) });
    renderMenu();

    await screen.findByRole('navigation', { name: say(MENU_TEXT.navLabel) });
    expect(within(nav()).queryByRole('button', { name: say(MENU_TEXT.report) })).toBeNull();

    fireEvent.click(within(nav()).getByRole('button', { name: say(MENU_TEXT.submitNew) }));
    fireEvent.click(within(nav()).getByRole('button', { name: say(MENU_TEXT.activities) }));
    fireEvent.click(within(nav()).getByRole('button', { name: say(MENU_TEXT.account) }));

    await waitFor(() =>
      expect(linkNames()).toEqual([
        [PRODUCT_NAME, '/welcome'],
        ['My Thoughts', '/create1'],
        ['Web link', '/create2'],
        ['Edit as Teacher', '/activity-edit'],
        ['View as Student', '/activity-students'],
        ['Classes', '/classes'],
        ['About', '/about'],
        ['My profile', '/profile/abc123'],
        ['Developers', '/profiles'],
        ['Logout', '/logout'],
      ]),
    );
    // react-bootstrap marks dropdown items with an eventKey aria-selected, not allowed on links.
    expect(nav().querySelector('[aria-selected]')).toBeNull();
    // Each opened dropdown is a group named by its toggle (a plain div may not be named).
    for (const name of [
      say(MENU_TEXT.submitNew),
      say(MENU_TEXT.activities),
      say(MENU_TEXT.account),
    ]) {
      expect(within(nav()).getByRole('group', { name })).toBeTruthy();
    }
  });

  it('adds Invitations to the account menu of an admin', async () => {
    serve({ user: makeUser({ isAdmin: true }) });
    renderMenu();

    fireEvent.click(await screen.findByRole('button', { name: say(MENU_TEXT.account) }));
    const link = await within(nav()).findByRole('link', { name: say(MENU_TEXT.invitations) });
    expect(link.getAttribute('href')).toBe('/invitations');
  });

  it('is absent outside the education build', async () => {
    serve({ config: { ...CONFIG, education: false }, user: makeUser() });
    renderMenu();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await screen.findByText('page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is absent while nobody is signed in', async () => {
    localStorage.clear();
    serve({ user: null });
    renderMenu();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
  describe('before the member and the config have answered', () => {
    /** The aria-hidden stand-in that keeps the menu's height (not a landmark). */
    const placeholder = () => document.querySelector('.th-navbar[aria-hidden="true"]');

    /**
     * Answers the config (as given, or a failure of that status) and GET /api/auth, holding back
     * those named in `held` until the returned function is called.
     */
    function serveHeld(config: PublicConfig | { status: number }, held: ('config' | 'auth')[]) {
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      fetchMock.mockImplementation(async (input) => {
        const path =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const isConfig = path === '/api/config';
        if (held.includes(isConfig ? 'config' : 'auth')) await answered;
        if (!isConfig) return json(makeUser());
        return 'status' in config
          ? json({ errors: [{ msg: 'Service unavailable' }] }, config.status)
          : json(config);
      });
      return () => answer();
    }
    const serveLater = (config: PublicConfig) => serveHeld(config, ['config', 'auth']);
    const serveConfigLater = (config: PublicConfig | { status: number }) =>
      serveHeld(config, ['config']);

    it("keeps the menu's height from the first paint for a member with a token", async () => {
      const answer = serveLater(CONFIG);
      renderMenu();

      await screen.findByText('page');
      expect(placeholder()).not.toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();

      answer();
      await screen.findByRole('navigation', { name: say(MENU_TEXT.navLabel) });
      expect(placeholder()).toBeNull();
      expect(localStorage.getItem('thoughtfulEducation')).toBe('true');
    });

    it('keeps no height where this browser last saw a build without the menu', async () => {
      localStorage.setItem('thoughtfulEducation', 'false');
      const answer = serveLater({ ...CONFIG, education: false });
      renderMenu();

      await screen.findByText('page');
      expect(placeholder()).toBeNull();
      answer();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(placeholder()).toBeNull();
    });

    it('shows the menu only once the config says the build has it, the member known first', async () => {
      const answer = serveConfigLater({ ...CONFIG, education: false });
      renderMenu();

      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(placeholder()).not.toBeNull();

      answer();
      await waitFor(() => expect(placeholder()).toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('navigation')).toBeNull();
    });

    it('shows no menu, and keeps no height, when the config cannot be read', async () => {
      const answer = serveConfigLater({ status: 503 });
      renderMenu();
      answer();

      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(placeholder()).toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(placeholder()).toBeNull();
    });

    it('remembers a build without the menu for the next visit', async () => {
      serve({ config: { ...CONFIG, education: false }, user: makeUser() });
      renderMenu();

      await waitFor(() => expect(localStorage.getItem('thoughtfulEducation')).toBe('false'));
    });

    it('keeps no height for a visitor without a token', async () => {
      localStorage.clear();
      const answer = serveLater(CONFIG);
      renderMenu();

      await screen.findByText('page');
      expect(placeholder()).toBeNull();
      answer();
    });
  });
});
