import { PRODUCT_NAME, type PublicConfig, type UserDto } from '@thoughtful/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configQueryOptions } from '../../config/get-config';
import { baseConfig, fakeApi, makeUser } from '../../testing/fake-api';
import { createQueryClient } from '../query-client';
import { MENU_TEXT } from './menu-text';
import { NavMenu } from './nav-menu';
import { say } from '../../testing/say';
import { I18nWrapper } from '../../testing/i18n-wrapper';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The menu alone, with the configuration already read (as AppNavMenu draws it). */
function renderNavMenu(user: UserDto, config: PublicConfig) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configQueryOptions().queryKey, config);
  const router = createMemoryRouter([{ path: '*', element: <NavMenu user={user} /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { wrapper: I18nWrapper },
  );
  return screen.getByRole('navigation', { name: say(MENU_TEXT.navLabel) });
}

const brandHref = (nav: HTMLElement) =>
  within(nav).getByRole('link', { name: PRODUCT_NAME }).getAttribute('href');

describe('the unread count with the menu closed (issue 43)', () => {
  const unread = (count: number) => ({
    'GET /api/notifications': () => ({
      body: { unread: count, items: [], feedbackMails: true, canMail: false },
    }),
  });

  it('shows it on the menu’s toggle, which says it in its name', async () => {
    fakeApi(unread(3));
    const nav = renderNavMenu(makeUser({ isStudent: true }), baseConfig);
    const toggle = await within(nav).findByRole('button', {
      name: 'Toggle navigation, 3 unread notifications',
    });
    expect(toggle.textContent).toBe('3');
    // The menu is closed: the bell inside it is not shown.
    expect(toggle.classList.contains('collapsed')).toBe(true);
  });

  it('shows none when all are read', async () => {
    const api = fakeApi(unread(0));
    const nav = renderNavMenu(makeUser(), baseConfig);
    await vi.waitFor(() => expect(api.callsTo('GET /api/notifications')).toHaveLength(1));
    const toggle = within(nav).getByRole('button', { name: 'Toggle navigation' });
    expect(toggle.textContent).toBe('');
  });
});

describe('NavMenu asks the access policy', () => {
  it('gives a student of the education build the students’ menu, home at the activities', () => {
    const nav = renderNavMenu(makeUser({ isStudent: true }), baseConfig);
    expect(brandHref(nav)).toBe('/activity-students');
    expect(within(nav).getByRole('button', { name: say(MENU_TEXT.report) })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: say(MENU_TEXT.submitNew) })).toBeNull();
  });

  it('outside the education build treats a student-flagged account as the member it is', () => {
    // The policy's rule: outside the education build nobody is a student. The menu once read the
    // flag alone and gave this member the students' menu, home at a screen that does not exist.
    const nav = renderNavMenu(makeUser({ isStudent: true }), { ...baseConfig, education: false });
    expect(brandHref(nav)).toBe('/welcome');
    expect(within(nav).queryByRole('button', { name: say(MENU_TEXT.report) })).toBeNull();
    expect(within(nav).getByRole('button', { name: say(MENU_TEXT.submitNew) })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: say(MENU_TEXT.account) })).toBeTruthy();
  });

  it('offers the invitation list and the reports to admins only, as the policy does', () => {
    const entries = (user: UserDto) => {
      const nav = renderNavMenu(user, baseConfig);
      fireEvent.click(within(nav).getByRole('button', { name: say(MENU_TEXT.account) }));
      const names = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      cleanup();
      return names;
    };
    expect(entries(makeUser({ isAdmin: true }))).toEqual(
      expect.arrayContaining([say(MENU_TEXT.invitations), say(MENU_TEXT.reports)]),
    );
    const teacherEntries = entries(makeUser());
    expect(teacherEntries).not.toContain(say(MENU_TEXT.invitations));
    expect(teacherEntries).not.toContain(say(MENU_TEXT.reports));
    expect(teacherEntries).toContain(say(MENU_TEXT.myProfile));
  });

  it('words the activity editor as Admin for admins only, as Teacher for a teacher', () => {
    const activityEntries = (user: UserDto) => {
      const nav = renderNavMenu(user, baseConfig);
      fireEvent.click(within(nav).getByRole('button', { name: say(MENU_TEXT.activities) }));
      const names = within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href') === '/activity-edit')
        .map((link) => link.textContent);
      cleanup();
      return names;
    };
    expect(activityEntries(makeUser({ isAdmin: true }))).toEqual(['Edit as Admin']);
    expect(activityEntries(makeUser())).toEqual(['Edit as Teacher']);
  });
});
