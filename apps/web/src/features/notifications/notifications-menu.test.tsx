import { I18nProvider } from '@lingui/react';
import type { NotificationList } from '@thoughtful/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { fakeApi } from '../../testing/fake-api';
import { NotificationsMenu } from './notifications-menu';

afterEach(cleanup);

const list: NotificationList = {
  unread: 2,
  feedbackMails: true,
  canMail: true,
  items: [
    {
      _id: 'n2',
      kind: 'feedbackReleased',
      text: 'Your teacher has given you feedback on ‘#2 Interpret an inTell’ in 7B.',
      path: '/activities/a2',
      createdAt: new Date().toISOString(),
      read: false,
    },
    {
      _id: 'n1',
      kind: 'activityLive',
      text: 'A new activity is live in 7B.',
      path: '/activities/a3',
      createdAt: new Date().toISOString(),
      read: false,
    },
  ],
};

function renderMenu() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: <NotificationsMenu userId="u1" id="bell" menuRole="group" />,
    },
  ]);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the notifications bell', () => {
  it('says how many are unread, lists them, leads to each and marks all read', async () => {
    const api = fakeApi({
      'GET /api/notifications': () => ({ body: list }),
      'POST /api/notifications/read': ({ body }) => ({
        body:
          (body as { ids?: string[] }).ids === undefined
            ? { ...list, unread: 0, items: list.items.map((n) => ({ ...n, read: true })) }
            : { ...list, unread: 1, items: [{ ...list.items[0]!, read: true }, list.items[1]!] },
      }),
    });
    renderMenu();
    const toggle = await screen.findByRole('button', { name: /Notifications, 2 unread/ });
    fireEvent.click(toggle);
    const links = screen.getAllByRole('link');
    // Each opens its activity (issue 43).
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/activities/a2',
      '/activities/a3',
    ]);
    expect(links[0]!.textContent).toContain('Unread: Your teacher has given you feedback');

    fireEvent.click(links[0]!);
    await waitFor(() =>
      expect(api.callsTo('POST /api/notifications/read')[0]?.body).toEqual({ ids: ['n2'] }),
    );
    expect(await screen.findByRole('button', { name: /Notifications, 1 unread/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Notifications, 1 unread/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo('POST /api/notifications/read')[1]?.body).toEqual({}));
    const quiet = await screen.findByRole('button', { name: /^Notifications$/ });
    expect(within(quiet).queryByText('2')).toBeNull();
  });

  it('turns feedback mails off and on, where mail can reach her', async () => {
    const api = fakeApi({
      'GET /api/notifications': () => ({ body: list }),
      'POST /api/notifications/settings': ({ body }) => ({
        body: { ...list, ...(body as object) },
      }),
    });
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: /Notifications, 2 unread/ }));
    const mails = screen.getByRole<HTMLInputElement>('switch', {
      name: 'E-mail me when feedback is released',
    });
    expect(mails.checked).toBe(true);
    fireEvent.click(mails);
    await waitFor(() =>
      expect(api.callsTo('POST /api/notifications/settings')[0]?.body).toEqual({
        feedbackMails: false,
      }),
    );
    await waitFor(() => expect(mails.checked).toBe(false));
  });

  it('offers no mail choice where mail cannot reach her', async () => {
    fakeApi({ 'GET /api/notifications': () => ({ body: { ...list, canMail: false } }) });
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: /Notifications, 2 unread/ }));
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says when there are none', async () => {
    fakeApi({});
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: /^Notifications$/ }));
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
  });
});
