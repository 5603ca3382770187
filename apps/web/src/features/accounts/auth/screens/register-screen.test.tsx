import { AUTH_MESSAGES, AUTH_VALIDATION } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseConfig, errorBody, fakeApi, makeUser } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function submit() {
  fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
}

function fillValid() {
  type('Email', 'ada@example.org');
  type('Password', 'secret1');
  type('Confirm password', 'secret1');
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('register screen: form (spec accounts §2, §5)', () => {
  it('has the title, fields, terms link and a link to sign in', async () => {
    fakeApi({});
    renderApp('/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeTruthy();
    await screen.findByRole('button', { name: 'Submit' });
    expect(screen.queryByLabelText('User name')).toBeNull();
    expect(screen.getByRole('link', { name: /Terms of Use/ }).getAttribute('href')).toBe(
      '/terms-of-use',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows every message under its field and clears each highlight once corrected', async () => {
    const api = fakeApi({});
    renderApp('/register');
    await screen.findByRole('button', { name: 'Submit' });
    type('Password', '12345');
    await submit();

    const messages = [
      ['Email', AUTH_VALIDATION.EMAIL_INVALID],
      ['Password', AUTH_VALIDATION.PASSWORD_TOO_SHORT],
      ['Confirm password', AUTH_VALIDATION.PASSWORDS_DIFFER],
    ] as const;
    for (const [label, msg] of messages) {
      expect(field(label).className).toContain('is-invalid');
      expect(screen.getByText(msg).id).toBe(field(label).getAttribute('aria-describedby'));
    }
    const terms = screen.getByRole('checkbox');
    expect(terms.className).toContain('is-invalid');
    expect(screen.getByText(AUTH_VALIDATION.TERMS_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));

    type('Email', 'not-an-email');
    expect(field('Email').className).toContain('is-invalid');
    type('Email', 'ada@example.org');
    expect(field('Email').className).not.toContain('is-invalid');
    expect(screen.queryByText(AUTH_VALIDATION.EMAIL_INVALID)).toBeNull();

    type('Password', 'secret1');
    expect(field('Password').className).not.toContain('is-invalid');
    expect(field('Confirm password').className).toContain('is-invalid');
    type('Confirm password', 'secret1');
    expect(field('Confirm password').className).not.toContain('is-invalid');

    fireEvent.click(terms);
    expect(terms.className).not.toContain('is-invalid');
    expect(screen.queryByText(AUTH_VALIDATION.TERMS_REQUIRED)).toBeNull();
    expect(api.callsTo('POST /api/users')).toHaveLength(0);
  });

  it('asks for a user name when the name option is on, and sends it', async () => {
    const api = fakeApi(
      { 'POST /api/users': () => ({ status: 201, body: { msg: AUTH_MESSAGES.REGISTERED } }) },
      { ...baseConfig, nameField: true },
    );
    renderApp('/register');
    await submit();
    expect(screen.getByText(AUTH_VALIDATION.NAME_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(field('User name'));

    type('User name', ' Ada ');
    fillValid();
    await submit();
    await screen.findByRole('heading', { name: 'Registration successful' });
    expect(api.callsTo('POST /api/users')[0]?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      password: 'secret1',
    });
  });
});

describe('register screen: outcomes (spec accounts §4)', () => {
  it('moves to status 0 with the registration message and a 30 s success alert', async () => {
    const api = fakeApi({
      'POST /api/users': () => ({ status: 201, body: { msg: AUTH_MESSAGES.REGISTERED } }),
    });
    renderApp('/register');
    await screen.findByRole('button', { name: 'Submit' });
    fillValid();
    await submit();

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Registration successful',
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/check your spam folder/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(AUTH_MESSAGES.REGISTERED);
    // Without the name option the name is left to the server, which uses the e-mail.
    expect(api.callsTo('POST /api/users')[0]?.body).toEqual({
      email: 'ada@example.org',
      password: 'secret1',
    });
  });

  it("moves to -101 on 'User not invited'", async () => {
    fakeApi({
      'POST /api/users': () => ({ status: 403, body: errorBody(AUTH_MESSAGES.USER_NOT_INVITED) }),
    });
    renderApp('/register');
    await screen.findByRole('button', { name: 'Submit' });
    fillValid();
    await submit();

    expect(await screen.findByRole('heading', { name: 'Not on the invitation list' })).toBeTruthy();
    expect(
      screen.getByText(/does not match the invitation list for this exploration/),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.USER_NOT_INVITED);
  });

  it('keeps the form and shows the message on any other failure (banned)', async () => {
    fakeApi({ 'POST /api/users': () => ({ status: 403, body: errorBody(AUTH_MESSAGES.BANNED) }) });
    renderApp('/register');
    await screen.findByRole('button', { name: 'Submit' });
    fillValid();
    await submit();

    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.BANNED);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(field('Email').value).toBe('ada@example.org');
  });
});

describe('register and forgot-password screens: who is sent away (spec accounts §2)', () => {
  it.each(['/register', '/forgot-password'])(
    'sends a signed-in user from %s to /activity-students in the education build',
    async (path) => {
      localStorage.setItem('token', 'stored');
      fakeApi({ 'GET /api/auth': () => ({ body: makeUser() }) });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/activity-students'));
    },
  );

  it.each(['/register', '/forgot-password'])(
    'sends a signed-in user from %s to /welcome outside it',
    async (path) => {
      localStorage.setItem('token', 'stored');
      fakeApi(
        { 'GET /api/auth': () => ({ body: makeUser() }) },
        { ...baseConfig, education: false },
      );
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    },
  );

  it.each(['/register', '/forgot-password'])(
    'sends an anonymous-mode visitor from %s on (and on to /login, being signed out)',
    async (path) => {
      fakeApi({}, { ...baseConfig, anonymous: true });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );
});
