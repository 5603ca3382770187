import type { FakeAnswer } from '../testing/fake-api';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseConfig, errorBody, fakeApi, makeUser } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const student = makeUser({ isStudent: true });
const teacher = makeUser();
const admin = makeUser({ isAdmin: true });

function signedInAs(user: ReturnType<typeof makeUser>, config = baseConfig) {
  localStorage.setItem('token', 'stored');
  return fakeApi({ 'GET /api/auth': () => ({ body: user }) }, config);
}

describe('route guards (spec accounts §2, §6)', () => {
  it.each(['/welcome', '/about', '/activity-students', '/create/1/x', '/invitations'])(
    'sends an anonymous visitor from %s to /login',
    async (path) => {
      fakeApi({});
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it.each(['/welcome', '/idea/1/2/3', '/profile/u1', '/activity-edit', '/invitations'])(
    'sends a student from %s to /activity-students',
    async (path) => {
      signedInAs(student);
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/activity-students'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Activities' })).toBeTruthy();
    },
  );

  it.each([
    ['/welcome', 'Welcome back Ada.'],
    ['/idea/1/20/2', 'inTell'],
    ['/agent/1', 'waveMaker'],
    ['/activity-edit', 'Edit activities'],
    ['/link-idea-agent/3', 'Link between an inTell and a waveMaker'],
  ])('lets a teacher into %s', async (path, heading) => {
    signedInAs(teacher);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('shows the not-found screen for education-only routes outside the education build', async () => {
    signedInAs(teacher, { ...baseConfig, education: false });
    renderApp('/activity-students');
    expect(await screen.findByRole('heading', { name: 'Page does not exist' })).toBeTruthy();
  });

  it('draws an "authenticated or loading" screen while the user loads, then redirects', async () => {
    localStorage.setItem('token', 'stored');
    // Made before the request, so answering never races the request being sent.
    let answer: (value: FakeAnswer) => void = () => undefined;
    const pending = new Promise<FakeAnswer>((resolve) => (answer = resolve));
    fakeApi({ 'GET /api/auth': () => pending });
    const { router } = renderApp('/activity-edit');

    expect(await screen.findByRole('heading', { name: 'Edit activities' })).toBeTruthy();
    answer({ body: student });
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity-students'));
  });

  it('waits, without redirecting, on other screens while the user loads', async () => {
    localStorage.setItem('token', 'stored');
    // Made before the request, so answering never races the request being sent.
    let answer: (value: FakeAnswer) => void = () => undefined;
    const pending = new Promise<FakeAnswer>((resolve) => (answer = resolve));
    fakeApi({ 'GET /api/auth': () => pending });
    const { router } = renderApp('/welcome');

    expect(await screen.findByText('Checking your access…')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/welcome');
    answer({ body: teacher });
    expect(await screen.findByRole('heading', { name: 'Welcome back Ada.' })).toBeTruthy();
  });
});

describe('/logout', () => {
  it('clears the token and goes to /login', async () => {
    signedInAs(teacher);
    const { router } = renderApp('/welcome');
    await screen.findByRole('heading', { name: 'Welcome back Ada.' });

    await router.navigate('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });
});

describe('/invitations', () => {
  it('lists, adds and removes entries for an admin', async () => {
    localStorage.setItem('token', 'stored');
    let list = [
      { email: 'a@x.org', role: 'student', date: '2024-01-01', registered: true, confirmed: false },
    ];
    const api = fakeApi({
      'GET /api/auth': () => ({ body: admin }),
      'GET /api/invitations': () => ({ body: list }),
      'POST /api/invitations': ({ body }) => {
        const { emails } = body as { emails: string[] };
        list = [
          ...list,
          ...emails
            .filter((e) => e.includes('@'))
            .map((email) => ({
              email,
              role: 'teacher',
              date: '2024-01-02',
              registered: false,
              confirmed: false,
            })),
        ];
        return {
          body: { added: emails.filter((e) => e.includes('@')), updated: [], invalid: ['oops'] },
        };
      },
      'DELETE /api/invitations/a%40x.org': () => {
        list = list.filter((entry) => entry.email !== 'a@x.org');
        return { body: { msg: 'Invitation removed' } };
      },
    });
    renderApp('/invitations');

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'a@x.org' })).toBeTruthy();
    expect(within(table).getAllByText('Yes')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(screen.getByText('Enter at least one email address')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email addresses'), {
      target: { value: 'B@x.org, c@x.org\noops' },
    });
    fireEvent.click(screen.getByLabelText('Teacher'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to the list' }));

    expect(await screen.findByRole('cell', { name: 'b@x.org' })).toBeTruthy();
    expect(api.callsTo('POST /api/invitations')[0]?.body).toEqual({
      emails: ['b@x.org', 'c@x.org'],
      role: 'teacher',
    });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Email addresses').value).toBe('oops');
    expect(screen.getByRole('status').textContent).toContain('Added 2 entries');

    fireEvent.click(screen.getByRole('button', { name: 'Remove a@x.org' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'a@x.org' })).toBeNull());
  });

  it('sends a teacher who is not an admin to /welcome', async () => {
    signedInAs(teacher);
    const { router } = renderApp('/invitations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('shows a refusal of the list as a danger alert', async () => {
    localStorage.setItem('token', 'stored');
    fakeApi({
      'GET /api/auth': () => ({ body: admin }),
      'GET /api/invitations': () => ({ status: 403, body: errorBody('Only admins can do that') }),
    });
    renderApp('/invitations');
    expect((await screen.findByRole('alert')).textContent).toBe('Only admins can do that');
  });
});
