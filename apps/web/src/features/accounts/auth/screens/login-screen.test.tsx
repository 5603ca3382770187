import { AUTH_MESSAGES, AUTH_VALIDATION } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

async function loginForm() {
  return screen.findByRole('button', { name: 'Login' });
}

describe('login screen: validation (spec accounts §5)', () => {
  it('flags an empty ID and a short password, and clears each once corrected', async () => {
    const api = fakeApi({});
    renderApp('/login');
    fireEvent.click(await loginForm());

    const id = field('Email');
    const password = field('Password');
    expect(id.className).toContain('is-invalid');
    expect(id.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(AUTH_VALIDATION.LOGIN_ID_REQUIRED).id).toBe(
      id.getAttribute('aria-describedby'),
    );
    expect(password.className).toContain('is-invalid');
    expect(screen.getByText(AUTH_VALIDATION.LOGIN_PASSWORD_TOO_SHORT)).toBeTruthy();
    expect(document.activeElement).toBe(id);

    type('Email', 'ada@example.org');
    expect(field('Email').className).not.toContain('is-invalid');
    expect(screen.queryByText(AUTH_VALIDATION.LOGIN_ID_REQUIRED)).toBeNull();
    expect(field('Password').className).toContain('is-invalid');

    type('Password', '12345');
    expect(field('Password').className).toContain('is-invalid');
    type('Password', '123456');
    expect(field('Password').className).not.toContain('is-invalid');
    expect(screen.queryByText(AUTH_VALIDATION.LOGIN_PASSWORD_TOO_SHORT)).toBeNull();
    expect(api.callsTo('POST /api/auth')).toHaveLength(0);
  });

  it('shows the Register and Forgot my password links', async () => {
    fakeApi({});
    renderApp('/');
    await loginForm();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot my password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});

describe('login screen: signing in (spec accounts §4)', () => {
  it('stores the token, loads the user and goes to the home screen', async () => {
    const api = fakeApi({
      'POST /api/auth': () => ({ body: { token: 'tok-1' } }),
      'GET /api/auth': () => ({ body: makeUser() }),
    });
    const { router } = renderApp('/login');
    await loginForm();
    type('Email', ' ada@example.org ');
    type('Password', 'secret1');
    fireEvent.submit(screen.getByRole('button', { name: 'Login' }).closest('form')!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/activity-students'));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(api.callsTo('POST /api/auth')[0]?.body).toEqual({
      email: 'ada@example.org',
      password: 'secret1',
    });
    expect(api.callsTo('GET /api/auth')[0]?.headers.get('x-auth-token')).toBe('tok-1');
  });

  it('shows the server message and keeps the form on bad credentials', async () => {
    fakeApi({
      'POST /api/auth': () => ({ status: 400, body: errorBody(AUTH_MESSAGES.INVALID_CREDENTIALS) }),
    });
    renderApp('/login');
    await loginForm();
    type('Email', 'ada@example.org');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(AUTH_MESSAGES.INVALID_CREDENTIALS);
    expect(alert.className).toContain('alert-danger');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('moves an unconfirmed account to status 0', async () => {
    fakeApi({
      'POST /api/auth': () => ({ status: 403, body: errorBody(AUTH_MESSAGES.UNCONFIRMED_LOGIN) }),
    });
    renderApp('/login');
    await loginForm();
    type('Email', 'new@example.org');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Registration successful' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.UNCONFIRMED_LOGIN);

    // Sign in forgets the status and brings the form back.
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await loginForm()).toBeTruthy();
  });
});

describe('login screen: signed-in users (spec accounts §2)', () => {
  const hourAgo = (extraSeconds: number) =>
    new Date(Date.now() - (3600 + extraSeconds) * 1000).toISOString();

  it.each([
    [
      'an education student older than an hour',
      makeUser({ isStudent: true, date: hourAgo(60) }),
      '/activity-students',
    ],
    [
      'an education student of less than an hour',
      makeUser({ isStudent: true, date: hourAgo(-60) }),
      '/about',
    ],
    ['a new teacher', makeUser({ date: hourAgo(-60) }), '/about'],
    ['an admin', makeUser({ isAdmin: true, date: hourAgo(-60) }), '/welcome'],
  ])('sends %s to %s', async (_who, user, path) => {
    localStorage.setItem('token', 'stored');
    fakeApi({ 'GET /api/auth': () => ({ body: user }) });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('sends everyone to /welcome outside the education build', async () => {
    localStorage.setItem('token', 'stored');
    fakeApi(
      { 'GET /api/auth': () => ({ body: makeUser({ isStudent: true }) }) },
      { ...baseConfig, education: false },
    );
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });
});

describe('login screen: anonymous education mode', () => {
  /** The server's answer to 'does this ID need a password?': the admin's and a teacher's do. */
  const loginIdCheck = {
    'POST /api/auth/login-id': ({ body }: { body: unknown }) => ({
      body: {
        passwordRequired: ['admin-e2e', 'teacher@school.org'].includes(
          (body as { email: string }).email,
        ),
      },
    }),
  };

  it('asks only for a login ID, and for a password once the server says the ID needs one', async () => {
    const config = { ...baseConfig, anonymous: true };
    const api = fakeApi(loginIdCheck, config);
    renderApp('/login');
    await loginForm();

    expect(field('Your login ID')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Forgot my password' })).toBeNull();

    type('Your login ID', ' Admin-E2E ');
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(field('Email').value).toBe(' Admin-E2E ');
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();

    type('Email', 'student-7');
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
    expect(field('Your login ID')).toBeTruthy();

    type('Your login ID', 'Teacher@School.org');
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    // The typed IDs went to the server once typing paused, normalised; the config holds no hint.
    const asked = api.callsTo('POST /api/auth/login-id').map((c) => c.body);
    expect(asked).toContainEqual({ email: 'admin-e2e' });
    expect(asked).toContainEqual({ email: 'teacher@school.org' });
    expect(JSON.stringify(config)).not.toContain('admin');
  });

  it('keeps the student form when the server cannot answer', async () => {
    fakeApi(
      {
        'POST /api/auth/login-id': () => ({
          status: 429,
          body: errorBody('Too many attempts. Please try again later.'),
        }),
      },
      { ...baseConfig, anonymous: true },
    );
    renderApp('/login');
    await loginForm();
    type('Your login ID', 'admin-e2e');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(field('Your login ID')).toBeTruthy();
  });

  it('logs a student in with the ID alone', async () => {
    const api = fakeApi(
      {
        'POST /api/auth': () => ({ body: { token: 'tok-s' } }),
        'GET /api/auth': () => ({
          body: makeUser({ isStudent: true, date: new Date().toISOString() }),
        }),
      },
      { ...baseConfig, anonymous: true },
    );
    const { router } = renderApp('/login');
    await loginForm();
    type('Your login ID', 'student-7');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(api.callsTo('POST /api/auth')[0]?.body).toEqual({ email: 'student-7' });
  });
});

describe('loading the user (spec accounts §4, §8)', () => {
  it('shows a load failure as a prefixed danger alert and signs out', async () => {
    localStorage.setItem('token', 'stored');
    fakeApi({
      'GET /api/auth': () => ({
        status: 500,
        body: errorBody('Server error. Please try again later.'),
      }),
    });
    renderApp('/login');

    // After the one retry a server error gets.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe('Load user server error: Server error. Please try again later.');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(await loginForm()).toBeTruthy();
  });

  it('signs out quietly when the token has expired (401)', async () => {
    localStorage.setItem('token', 'expired');
    const api = fakeApi({
      'GET /api/auth': () => ({ status: 401, body: errorBody(AUTH_MESSAGES.TOKEN_INVALID) }),
    });
    renderApp('/login');

    expect(await loginForm()).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Not retried: a refused token will not get better.
    expect(api.callsTo('GET /api/auth')).toHaveLength(1);
    expect(within(screen.getByRole('main')).queryByRole('status')).toBeNull();
  });
});
