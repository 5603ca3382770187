import { AUTH_MESSAGES, AUTH_VALIDATION } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeApi } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('forgot-password screen (spec accounts §2, §7)', () => {
  it('checks the e-mail, sends it, shows the answer as a success alert and goes to /login', async () => {
    const api = fakeApi({
      'POST /api/users/password-reset': () => ({ body: { msg: AUTH_MESSAGES.RESET_REQUESTED } }),
    });
    const { router } = renderApp('/forgot-password');
    const button = await screen.findByRole('button', { name: 'Reset Password' });
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');

    fireEvent.click(button);
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.className).toContain('is-invalid');
    expect(screen.getByText(AUTH_VALIDATION.EMAIL_INVALID)).toBeTruthy();

    fireEvent.change(email, { target: { value: 'ada@example.org' } });
    expect(email.className).not.toContain('is-invalid');
    fireEvent.click(button);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The alert; the login screen's own loading indicator may still be a status too.
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === AUTH_MESSAGES.RESET_REQUESTED),
    ).toBe(true);
    expect(api.callsTo('POST /api/users/password-reset')[0]?.body).toEqual({
      email: 'ada@example.org',
    });
  });

  it('stays, with the server message, when the request is refused', async () => {
    fakeApi({
      'POST /api/users/password-reset': () => ({
        status: 429,
        body: errorBody(AUTH_MESSAGES.TOO_MANY_ATTEMPTS),
      }),
    });
    const { router } = renderApp('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ada@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.TOO_MANY_ATTEMPTS);
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
