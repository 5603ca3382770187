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
  sessionStorage.clear();
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

  it("signs in a class's managed account with its login ID, which is no e-mail", async () => {
    const api = fakeApi({
      'POST /api/auth': () => ({ body: { token: 'tok-2' } }),
      'GET /api/auth': () => ({ body: makeUser({ isStudent: true, email: 'brave-otter-42' }) }),
    });
    const { router } = renderApp('/login');
    await loginForm();
    type('Email', 'brave-otter-42');
    type('Password', 'kite-mango-7');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activity-students'));
    expect(api.callsTo('POST /api/auth')[0]?.body).toEqual({
      email: 'brave-otter-42',
      password: 'kite-mango-7',
    });
  });

  it('goes on to the join link that sent the visitor to sign in', async () => {
    sessionStorage.setItem('thoughtfulAfterSignIn', '/join/K7QDM2XP9A');
    const api = fakeApi({
      'POST /api/auth': () => ({ body: { token: 'tok-3' } }),
      'GET /api/auth': () => ({ body: makeUser({ isStudent: true }) }),
      'POST /api/classes/join': () => ({ body: {} }),
    });
    const { router } = renderApp('/login');
    await loginForm();
    type('Email', 'ada@example.org');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activity-students'));
    expect(api.callsTo('POST /api/classes/join').map((call) => call.body)).toEqual([
      { code: 'K7QDM2XP9A' },
    ]);
    expect(sessionStorage.getItem('thoughtfulAfterSignIn')).toBeNull();
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

  // A mail sent again, or past the limit the last one still valid.
  it.each([AUTH_MESSAGES.UNCONFIRMED_LOGIN, AUTH_MESSAGES.UNCONFIRMED_LOGIN_LAST_MAIL_VALID])(
    'moves an unconfirmed account to status 0, saying: %s',
    async (message) => {
      fakeApi({
        'POST /api/auth': () => ({ status: 403, body: errorBody(message) }),
      });
      renderApp('/login');
      await loginForm();
      type('Email', 'new@example.org');
      type('Password', 'secret1');
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));

      expect(await screen.findByRole('heading', { name: 'Registration successful' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(message);

      // Sign in forgets the status and brings the form back.
      fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
      expect(await loginForm()).toBeTruthy();
    },
  );
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
      'an education student of less than an hour, in no class yet',
      makeUser({ isStudent: true, date: hourAgo(-60) }),
      '/about',
    ],
    // Issue 43: her teacher made her account minutes before the lesson.
    [
      'a student of a class, minutes after her account was made',
      makeUser({ isStudent: true, inClass: true, date: hourAgo(-3500) }),
      '/activity-students',
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
  it('asks only for a login ID, and for a password when the user asks for the field', async () => {
    const config = { ...baseConfig, anonymous: true };
    const api = fakeApi({}, config);
    renderApp('/login');
    await loginForm();

    expect(field('Your login ID')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Forgot my password' })).toBeNull();

    type('Your login ID', ' Admin-E2E ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a password' }));
    expect(field('Password')).toBeTruthy();
    // Still an ID, not an e-mail, and nothing an ID cannot do: IDs have no mailbox,
    // and /register and /forgot-password send anonymous visitors back here.
    expect(field('Your login ID').value).toBe(' Admin-E2E ');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Forgot my password' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in with my ID only' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(field('Your login ID').value).toBe(' Admin-E2E ');
    // Nothing about a typed ID is asked of the server, and the config holds no hint.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo('POST /api/auth/login-id')).toHaveLength(0);
    expect(JSON.stringify(config)).not.toContain('admin');
  });

  it('offers the password field once a login by ID alone is refused as invalid credentials', async () => {
    const api = fakeApi(
      {
        'POST /api/auth': ({ body }: { body: unknown }) =>
          (body as { password?: string }).password === 'teacher-pass'
            ? { body: { token: 'tok-t' } }
            : { status: 400, body: errorBody(AUTH_MESSAGES.INVALID_CREDENTIALS) },
        'GET /api/auth': () => ({ body: makeUser({ date: new Date().toISOString() }) }),
      },
      { ...baseConfig, anonymous: true },
    );
    const { router } = renderApp('/login');
    await loginForm();
    type('Your login ID', 'teacher@school.org');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.INVALID_CREDENTIALS);
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(field('Your login ID').value).toBe('teacher@school.org');
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Forgot my password' })).toBeNull();
    type('Password', 'teacher-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(api.callsTo('POST /api/auth').map((c) => c.body)).toEqual([
      { email: 'teacher@school.org' },
      { email: 'teacher@school.org', password: 'teacher-pass' },
    ]);
  });

  it('keeps the student form when a login by ID alone fails otherwise', async () => {
    fakeApi(
      {
        'POST /api/auth': () => ({ status: 403, body: errorBody(AUTH_MESSAGES.USER_NOT_INVITED) }),
      },
      { ...baseConfig, anonymous: true },
    );
    renderApp('/login');
    await loginForm();
    type('Your login ID', 'stranger');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.USER_NOT_INVITED);
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
