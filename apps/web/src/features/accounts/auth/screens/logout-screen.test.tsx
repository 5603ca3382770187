import { AUTH_MESSAGES } from '@thoughtful/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** `/logout` (issue 41): the session ends on the server, and at the school's provider if it can. */
describe('/logout', () => {
  it('ends the session on the server with the token, then clears it and goes to /login', async () => {
    localStorage.setItem('token', 'tok-password');
    const api = fakeApi({
      'GET /api/auth': () => ({ body: makeUser({}) }),
      'POST /api/auth/logout': () => ({ body: { msg: AUTH_MESSAGES.LOGGED_OUT } }),
    });
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(api.callsTo('POST /api/auth/logout')[0]?.headers.get('x-auth-token')).toBe(
      'tok-password',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says the school account is still signed in when the provider has no logout', async () => {
    localStorage.setItem('token', 'tok-school');
    fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ isStudent: true }) }),
      'POST /api/auth/logout': () => ({
        body: { msg: AUTH_MESSAGES.LOGGED_OUT, provider: { name: 'Google', logoutUrl: null } },
      }),
    });
    renderApp('/logout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are logged out of Thoughtful' }),
    ).toBeTruthy();
    expect(
      screen.getByText(/still signed in with Google in this browser: whoever uses it next/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in again' }).getAttribute('href')).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
