import type { UserDto } from '@thoughtful/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Accounts from '../../accounts';
import { canWith, useAuth, useCan, type AuthState } from '../../accounts';
import { I18nWrapper } from '../../../testing/i18n-wrapper';
import { ABOUT_TEXT } from '../about-text';
import { AboutScreen } from './about-screen';

vi.mock('../../accounts', async (importOriginal) => ({
  ...(await importOriginal<typeof Accounts>()),
  useAuth: vi.fn(),
  useCan: vi.fn(),
}));

/** The shared access policy in the education build unless told otherwise. */
function inBuild({ education }: { education: boolean }) {
  vi.mocked(useCan).mockReturnValue(canWith({ education }));
}

function signInAs(user: Partial<UserDto> | null) {
  vi.mocked(useAuth).mockReturnValue({
    user: user && {
      _id: 'u1',
      name: 'Sam',
      email: 'sam@example.org',
      isStudent: false,
      isAdmin: false,
      date: '2024-01-01T00:00:00.000Z',
      reputation: 0,
      ...user,
    },
    isAuthenticated: user !== null,
    loading: user === null,
  } as AuthState);
}

function renderAbout() {
  const router = createMemoryRouter(
    [
      { path: '/about', Component: AboutScreen },
      { path: '/activity-students', element: <h1>Activities</h1> },
      { path: '/welcome', element: <h1>Home</h1> },
      { path: '/create1', element: <h1>Create</h1> },
    ],
    { initialEntries: ['/about'] },
  );
  render(<RouterProvider router={router} />, { wrapper: I18nWrapper });
  return router;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const scrollToMock = vi.fn();

beforeEach(() => {
  inBuild({ education: true });
  localStorage.clear();
  scrollToMock.mockReset();
  window.scrollTo = scrollToMock;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.mocked(useAuth).mockReset();
});

describe('AboutScreen', () => {
  it('shows a new member a way on: first steps that do not lead back here', () => {
    signInAs({ date: new Date(Date.now() - 60_000).toISOString() });
    const router = renderAbout();
    const steps = screen.getByRole('region', { name: 'Your first steps' });
    expect(steps.textContent).toContain('Welcome, Sam.');
    const first = within(steps).getByRole('link', { name: 'Share your first inTell' });
    expect(first.getAttribute('href')).toBe('/create1');
    expect(within(steps).getByRole('link', { name: 'Share a web page' }).getAttribute('href')).toBe(
      '/create2',
    );
    expect(
      within(steps).getByRole('link', { name: 'Meet the other members' }).getAttribute('href'),
    ).toBe('/profiles');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('shows the first steps for the whole first hour, when the login lands a member here', () => {
    signInAs({ date: new Date(Date.now() - 30 * 60_000).toISOString() });
    renderAbout();
    expect(screen.getByRole('region', { name: 'Your first steps' })).toBeTruthy();
    cleanup();
    signInAs({ date: new Date(Date.now() - 61 * 60_000).toISOString() });
    renderAbout();
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
  });

  it('lets a new member go on with Continue, remembered on this device, and then shows no first steps', async () => {
    signInAs({ date: new Date(Date.now() - 60_000).toISOString() });
    const router = renderAbout();
    const steps = screen.getByRole('region', { name: 'Your first steps' });
    expect(steps.textContent).not.toContain('ten minutes');
    fireEvent.click(within(steps).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(localStorage.getItem('thoughtfulAboutContinued:u1')).toBe('true');
    cleanup();
    renderAbout();
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
  });

  it("counts a way on from the first steps as going on, and keeps one member's choice from another", async () => {
    signInAs({ date: new Date(Date.now() - 60_000).toISOString() });
    renderAbout();
    const steps = screen.getByRole('region', { name: 'Your first steps' });
    fireEvent.click(within(steps).getByRole('link', { name: 'Share your first inTell' }));
    expect(await screen.findByRole('heading', { name: 'Create' })).toBeTruthy();
    expect(localStorage.getItem('thoughtfulAboutContinued:u1')).toBe('true');
    cleanup();
    signInAs({ _id: 'u2', date: new Date(Date.now() - 60_000).toISOString() });
    renderAbout();
    expect(screen.getByRole('region', { name: 'Your first steps' })).toBeTruthy();
  });

  it('shows no first steps to an established member or a student', () => {
    signInAs({ date: '2024-01-01T00:00:00.000Z' });
    renderAbout();
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
    cleanup();
    signInAs({ date: new Date().toISOString(), isStudent: true });
    renderAbout();
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
  });

  it('has one h1, the values cards, benefits, quotes and the team', () => {
    signInAs({});
    renderAbout();

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      ABOUT_TEXT.heading,
    ]);
    const values = screen.getByRole('region', { name: ABOUT_TEXT.valuesHeading });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Humility', 'Diversity of opinion', 'Curiosity']);
    expect(screen.getByRole('region', { name: ABOUT_TEXT.benefitsHeading })).toBeTruthy();
    const quotes = screen.getByRole('region', { name: ABOUT_TEXT.quotesHeading });
    expect(within(quotes).getByText(/John Stuart Mill/)).toBeTruthy();
    expect(screen.getByRole('region', { name: ABOUT_TEXT.teamHeading })).toBeTruthy();
  });

  it('shows Get started, to the activities, only to a student', () => {
    signInAs({ isStudent: true });
    const router = renderAbout();

    fireEvent.click(screen.getByRole('link', { name: ABOUT_TEXT.getStarted }));
    expect(router.state.location.pathname).toBe('/activity-students');
  });

  it('outside the education build treats a student-flagged account as a member', () => {
    // Nobody is a student there (the access policy): Get started would lead to a screen that does
    // not exist, and the first steps are hers as any new member's.
    inBuild({ education: false });
    signInAs({ date: new Date().toISOString(), isStudent: true });
    renderAbout();
    expect(screen.queryByRole('link', { name: ABOUT_TEXT.getStarted })).toBeNull();
    expect(screen.getByRole('region', { name: 'Your first steps' })).toBeTruthy();
  });

  it('shows neither Get started nor the first steps until the configuration has loaded', () => {
    vi.mocked(useCan).mockReturnValue(null);
    signInAs({ date: new Date().toISOString(), isStudent: true });
    renderAbout();
    expect(screen.queryByRole('link', { name: ABOUT_TEXT.getStarted })).toBeNull();
    cleanup();
    signInAs({ date: new Date().toISOString() });
    renderAbout();
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
  });

  it.each([
    ['a non-student', {}],
    ['a user still loading', null],
  ] as const)('hides Get started from %s', (_label, user) => {
    signInAs(user);
    renderAbout();
    expect(screen.queryByRole('link', { name: ABOUT_TEXT.getStarted })).toBeNull();
  });

  it('shows back-to-top only after scrolling more than 100 px, and it returns to the top', () => {
    signInAs({});
    renderAbout();
    const button = () => screen.queryByRole('button', { name: ABOUT_TEXT.backToTop });

    expect(button()).toBeNull();
    scrollTo(100);
    expect(button()).toBeNull();
    scrollTo(101);
    fireEvent.click(button()!);

    expect(scrollToMock).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    scrollTo(0);
    expect(button()).toBeNull();
  });

  it('opens the tip dialog from How to read the trees', () => {
    signInAs({});
    renderAbout();

    fireEvent.click(screen.getByRole('button', { name: ABOUT_TEXT.howToRead }));
    const dialog = screen.getByRole('dialog', { name: 'How to read the trees' });
    expect(within(dialog).getByText('1 of 4')).toBeTruthy();
  });
});
