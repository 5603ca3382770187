import { AUTH_MESSAGES, AUTH_VALIDATION } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeApi, type FakeAnswer } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';

const CONFIRM = 'GET /api/confirm/u1/code-1';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('confirmation screen (spec accounts §2, §7, §8)', () => {
  it('shows a loading image until the answer is known, and asks once', async () => {
    // Made before the request, so answering never races the request being sent.
    let answer: (value: FakeAnswer) => void = () => undefined;
    const pending = new Promise<FakeAnswer>((resolve) => (answer = resolve));
    const api = fakeApi({
      [CONFIRM]: () => pending,
    });
    renderApp('/confirm/u1/code-1');

    const label = await screen.findByText('Checking your link…');
    expect(label.closest('[role="status"]')).toBeTruthy();
    answer({ body: { msg: AUTH_MESSAGES.EMAIL_CONFIRMED } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email address confirmed' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    // StrictMode runs effects twice in development: the code must still be spent only once.
    expect(api.callsTo(CONFIRM)).toHaveLength(1);
  });

  it.each([
    [AUTH_MESSAGES.ALREADY_CONFIRMED, 409, 'Your account is confirmed', /already been confirmed/],
    [AUTH_MESSAGES.BANNED, 403, 'Email address banned', /has been banned from the platform/],
    [AUTH_MESSAGES.CONFIRMATION_RESENT, 410, 'Confirmation email resent', /another email/],
    [AUTH_MESSAGES.NOT_INVITED, 403, 'Not on the invitation list', /match the invitation list/],
    [AUTH_MESSAGES.PASSWORD_CHANGE_FAILED, 400, 'Password change failed', /latest email/],
    [AUTH_MESSAGES.INVALID_LINK, 400, 'Something went wrong', /Unexepected error\./],
  ])('answers "%s" (%i) with "%s"', async (msg, status, heading, message) => {
    fakeApi({ [CONFIRM]: () => ({ status, body: errorBody(msg) }) });
    renderApp('/confirm/u1/code-1');

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows what went wrong when the refusal is not one it knows', async () => {
    fakeApi({
      [CONFIRM]: () => ({ status: 429, body: errorBody(AUTH_MESSAGES.TOO_MANY_ATTEMPTS) }),
    });
    renderApp('/confirm/u1/code-1');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.TOO_MANY_ATTEMPTS);
  });
});

describe('confirmation screen: new password (status 200)', () => {
  function type(label: string, value: string) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }

  it('validates, changes the password, alerts for 5 s and moves to status 1', async () => {
    const api = fakeApi({
      [CONFIRM]: () => ({ body: { msg: AUTH_MESSAGES.RESET_ACKNOWLEDGED } }),
      'POST /api/users/password-change': () => ({ body: { msg: AUTH_MESSAGES.PASSWORD_CHANGED } }),
    });
    renderApp('/confirm/u1/code-1');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();

    type('New password', 'short');
    type('Confirm new password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const password = screen.getByLabelText('New password');
    const password2 = screen.getByLabelText('Confirm new password');
    expect(password.className).toContain('is-invalid');
    expect(screen.getByText(AUTH_VALIDATION.NEW_PASSWORD_TOO_SHORT)).toBeTruthy();
    expect(password2.className).toContain('is-invalid');
    expect(screen.getByText(AUTH_VALIDATION.NEW_PASSWORDS_DIFFER)).toBeTruthy();

    type('New password', 'better-secret');
    expect(password.className).not.toContain('is-invalid');
    expect(password2.className).toContain('is-invalid');
    type('Confirm new password', 'better-secret');
    expect(password2.className).not.toContain('is-invalid');
    expect(api.callsTo('POST /api/users/password-change')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // Status 1 as the spec says, worded for what happened.
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Email address confirmed' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Password change successful');
    expect(api.callsTo('POST /api/users/password-change')[0]?.body).toEqual({
      userId: 'u1',
      confirmationString: 'code-1',
      password: 'better-secret',
    });
  });

  it('moves to -200 when the change is refused', async () => {
    fakeApi({
      [CONFIRM]: () => ({ body: { msg: AUTH_MESSAGES.RESET_ACKNOWLEDGED } }),
      'POST /api/users/password-change': () => ({
        status: 400,
        body: errorBody(AUTH_MESSAGES.PASSWORD_CHANGE_FAILED),
      }),
    });
    renderApp('/confirm/u1/code-1');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    type('New password', 'better-secret');
    type('Confirm new password', 'better-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { name: 'Password change failed' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.PASSWORD_CHANGE_FAILED),
    );
  });
});
