import { CLASS_MESSAGES } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseConfig, errorBody, fakeApi, makeUser } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the join link (DESIGN.md §10)', () => {
  it('joins a signed-in student once and lands on the activities', async () => {
    localStorage.setItem('token', 't');
    const api = fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ isStudent: true }) }),
      'POST /api/classes/join': () => ({ body: {} }),
      'GET /api/activity?view=student': () => ({ body: [] }),
    });
    const { router } = renderApp('/join/K7QDM2XP9A');
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity-students'));
    expect(api.callsTo('POST /api/classes/join').map((call) => call.body)).toEqual([
      { code: 'K7QDM2XP9A' },
    ]);
  });

  it('shows the server’s refusal', async () => {
    localStorage.setItem('token', 't');
    fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ isStudent: true }) }),
      'POST /api/classes/join': () => ({
        status: 400,
        body: errorBody(CLASS_MESSAGES.CODE_INVALID),
      }),
    });
    renderApp('/join/WRONG');
    expect(await screen.findByText(CLASS_MESSAGES.CODE_INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my activities' })).toBeTruthy();
  });

  it('lets a visitor register with the code, or sign in and come back', async () => {
    const api = fakeApi({
      'POST /api/users': () => ({ body: { msg: 'Registered' } }),
    });
    renderApp('/join/K7QDM2XP9A');
    const intro = await screen.findByText(/^Create your account to join the class with the code/);
    expect(intro.textContent).toBe(
      'Create your account to join the class with the code K7QDM-2XP9A.',
    );
    // Kept on one line: a phone must not break it at its hyphen.
    expect(screen.getByText('K7QDM-2XP9A').classList).toContain('text-nowrap');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'bo@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('POST /api/users')).toHaveLength(1));
    expect(api.callsTo('POST /api/users')[0]?.body).toMatchObject({
      email: 'bo@example.org',
      classCode: 'K7QDM2XP9A',
    });
  });

  it('names the class and its teachers to a visitor, or says the code opens none (issue 43)', async () => {
    const api = fakeApi({
      'GET /api/classes/join/K7QDM2XP9A': () => ({
        body: { name: 'Year 7 Science', teachers: ['Ms Green', 'Mr Brown'] },
      }),
      'GET /api/classes/join/WRONG': () => ({
        status: 400,
        body: errorBody(CLASS_MESSAGES.CODE_INVALID),
      }),
    });
    renderApp('/join/K7QDM2XP9A');
    expect(await screen.findByText('Class: Year 7 Science')).toBeTruthy();
    expect(screen.getByText('Teachers: Ms Green and Mr Brown')).toBeTruthy();
    expect(api.callsTo('GET /api/classes/join/K7QDM2XP9A')).toHaveLength(1);
    cleanup();
    renderApp('/join/WRONG');
    expect(await screen.findByText('This code opens no class just now:')).toBeTruthy();
    expect(screen.getByText(CLASS_MESSAGES.CODE_INVALID)).toBeTruthy();
  });

  it('remembers the link for after signing in', async () => {
    fakeApi({});
    renderApp('/join/K7QDM2XP9A');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in, then join' }));
    // One way to sign in: the one that comes back to the class.
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(sessionStorage.getItem('thoughtfulAfterSignIn')).toBe('/join/K7QDM2XP9A');
  });

  it('asks a visitor in anonymous mode to log in with her ID first, with no registration form', async () => {
    fakeApi({}, { ...baseConfig, anonymous: true });
    renderApp('/join/K7QDM2XP9A');
    const intro = await screen.findByText(/login ID your teacher gave you/);
    expect(intro.textContent).toMatch(/ the code K7QDM-2XP9A\.$/);
    expect(screen.getByText('K7QDM-2XP9A').classList).toContain('text-nowrap');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Log in, then join' }));
    expect(sessionStorage.getItem('thoughtfulAfterSignIn')).toBe('/join/K7QDM2XP9A');
  });
});
