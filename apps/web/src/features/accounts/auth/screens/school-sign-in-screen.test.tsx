import { AUTH_MESSAGES } from '@thoughtful/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseConfig, errorBody, fakeApi, makeUser } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { ticketFromHash } from './school-sign-in-screen';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const withProvider = { ...baseConfig, oidc: { name: 'Google' } };

describe('login screen: school sign-in (DESIGN.md §13)', () => {
  it("offers 'Sign in with …' above the password form when a provider is configured", async () => {
    fakeApi({}, withProvider);
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start?next=%2F');
    const login = screen.getByRole('button', { name: 'Login' });
    // Before the form's fields, with the divider's 'or' between.
    expect(link.compareDocumentPosition(screen.getByLabelText('Email'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByText('or')).toBeTruthy();
    expect(login).toBeTruthy();
  });

  it('carries the join link the visitor opened before signing in', async () => {
    sessionStorage.setItem('thoughtfulAfterSignIn', '/join/K7QDM2XP9A');
    fakeApi({}, withProvider);
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start?next=%2Fjoin%2FK7QDM2XP9A');
  });

  it('offers no such button without a provider', async () => {
    fakeApi({});
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });
});

describe('/signin: trading a school sign-in ticket', () => {
  it('reads the ticket from the fragment only', () => {
    expect(ticketFromHash('#ticket=abc-DEF_1')).toBe('abc-DEF_1');
    expect(ticketFromHash('#ticket=a%2Bb')).toBe('a+b');
    expect(ticketFromHash('')).toBeNull();
    expect(ticketFromHash('#ticket=')).toBeNull();
    expect(ticketFromHash('#other=1')).toBeNull();
  });

  it('trades the ticket once, keeps the token, clears the address and takes a new student to her activities', async () => {
    const api = fakeApi({
      'POST /api/auth/ticket': () => ({ body: { token: 'tok-school', next: '/' } }),
      // Her account was made a moment ago: a password login would show the about page first.
      'GET /api/auth': () => ({
        body: makeUser({ isStudent: true, date: new Date().toISOString() }),
      }),
    });
    const { router } = renderApp('/signin#ticket=the-ticket');

    await waitFor(() => expect(router.state.location.pathname).toBe('/activity-students'));
    expect(api.callsTo('POST /api/auth/ticket').map((call) => call.body)).toEqual([
      { ticket: 'the-ticket' },
    ]);
    expect(localStorage.getItem('token')).toBe('tok-school');
    expect(api.callsTo('GET /api/auth')[0]?.headers.get('x-auth-token')).toBe('tok-school');
    // The ticket left the history: going back does not find it.
    expect(router.state.location.hash).toBe('');
  });

  it('goes to the place the sign-in carried', async () => {
    fakeApi({
      'POST /api/auth/ticket': () => ({ body: { token: 'tok-2', next: '/classes' } }),
      'GET /api/auth': () => ({ body: makeUser() }),
    });
    const { router } = renderApp('/signin#ticket=t2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/classes'));
  });

  it('takes a teacher where a password login would', async () => {
    fakeApi({
      'POST /api/auth/ticket': () => ({ body: { token: 'tok-3', next: '/' } }),
      'GET /api/auth': () => ({ body: makeUser({ isStudent: false }) }),
    });
    const { router } = renderApp('/signin#ticket=t3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity-students'));
  });

  it("shows the server's refusal and the way back to the login page", async () => {
    const api = fakeApi({
      'POST /api/auth/ticket': () => ({
        status: 401,
        body: errorBody(AUTH_MESSAGES.SIGN_IN_TICKET_INVALID),
      }),
    });
    renderApp('/signin#ticket=spent');
    expect(await screen.findByRole('heading', { name: 'The sign-in did not work' })).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.SIGN_IN_TICKET_INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the login page' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.callsTo('POST /api/auth/ticket')).toHaveLength(1);
  });

  it('says so without a ticket, and asks the server nothing', async () => {
    const api = fakeApi({});
    renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'The sign-in did not work' })).toBeTruthy();
    expect(screen.getByText(/incomplete or was already used/)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/ticket')).toHaveLength(0);
  });
});
