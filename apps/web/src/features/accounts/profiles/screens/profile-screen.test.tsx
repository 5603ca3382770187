import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../../testing/content-fixtures';
import { errorBody, fakeApi, makeUser } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const asU1 = { 'GET /api/auth': () => ({ body: makeUser({ _id: 'u1' }) }) };

describe('profile screen (content §2, §6)', () => {
  it('shows avatar, name, waveMakers, alias, bio and reputation', async () => {
    fakeApi({
      ...asU1,
      'GET /api/profile/user/u2': () => ({
        body: makeProfile({
          user: { _id: 'u2', name: 'Bea', avatar: '', agents: [{ _id: 'a2', name: 'Bea' }] },
        }),
      }),
    });
    renderApp('/profile/u2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bea' })).toBeTruthy();
    expect(screen.getByText('aka The Countess')).toBeTruthy();
    expect(await screen.findByText('Loves engines.')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bea' }).getAttribute('href')).toBe('/agent/a2');
    // Another member's profile is read-only.
    expect(screen.queryByRole('button', { name: 'Edit My Public Profile' })).toBeNull();
  });

  it('lets the owner edit; Save Changes appears only after an edit; Cancel Edits discards', async () => {
    let saved = makeProfile();
    const api = fakeApi({
      ...asU1,
      'GET /api/profile/user/u1': () => ({ body: saved }),
      'POST /api/profile': ({ body }) => {
        saved = { ...saved, ...(body as { aka: string; bio: string }) };
        return { body: saved };
      },
    });
    renderApp('/profile/u1');
    expect(await screen.findByText('Loves engines.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit My Public Profile' }));
    const aka = screen.getByLabelText(/Alias/);
    expect(document.activeElement).toBe(aka);
    // The bio is in the form while editing, not also shown above it.
    expect(screen.queryByText('Loves engines.', { selector: 'dd' })).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Bio/).value).toBe('Loves engines.');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    fireEvent.change(aka, { target: { value: 'Ada L.' } });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    fireEvent.change(aka, { target: { value: 'The Countess' } });
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    fireEvent.change(aka, { target: { value: 'Thrown away' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Edits' }));
    expect(screen.queryByLabelText(/Alias/)).toBeNull();
    expect(screen.queryByText(/Thrown away/)).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Edit My Public Profile' }),
      ),
    );
    expect(api.callsTo('POST /api/profile')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Edit My Public Profile' }));
    fireEvent.change(screen.getByLabelText(/Bio/), { target: { value: 'Poet of numbers.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Poet of numbers.')).toBeTruthy();
    expect(api.callsTo('POST /api/profile')[0]?.body).toEqual({
      aka: 'The Countess',
      bio: 'Poet of numbers.',
    });
    expect(screen.getByText('Your public profile has been saved.')).toBeTruthy();
  });

  it('alerts a refused save in the spec wording and keeps the form', async () => {
    fakeApi({
      ...asU1,
      'GET /api/profile/user/u1': () => ({ body: makeProfile() }),
      'POST /api/profile': () => ({ status: 400, body: errorBody('Alias too long') }),
    });
    renderApp('/profile/u1');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit My Public Profile' }));
    fireEvent.change(screen.getByLabelText(/Alias/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed To Update User Profile On Server: Alias too long',
    );
    expect(screen.getByLabelText(/Alias/)).toBeTruthy();
  });

  it('alerts a failed load in the spec wording, and explains an unknown member', async () => {
    fakeApi({
      ...asU1,
      'GET /api/profile/user/u2': () => ({ status: 403, body: errorBody('Forbidden') }),
      'GET /api/profile/user/nope': () => ({ status: 404, body: errorBody('Profile not found') }),
    });
    const { router } = renderApp('/profile/u2');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed To Retieve Specified User Profile From Server: Forbidden',
    );
    await router.navigate('/profile/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile not found' }),
    ).toBeTruthy();
  });
});

describe('profiles screen', () => {
  it("lists each profile with a View Profile link, or 'No profiles found...'", async () => {
    fakeApi({ ...asU1, 'GET /api/profile': () => ({ body: [makeProfile()] }) });
    renderApp('/profiles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Developers' })).toBeTruthy();
    const entry = (await screen.findAllByRole('listitem'))[0]!;
    expect(within(entry).getByText('aka The Countess')).toBeTruthy();
    expect(
      within(entry)
        .getByRole('link', { name: /View Profile/ })
        .getAttribute('href'),
    ).toBe('/profile/u1');
    cleanup();
    vi.unstubAllGlobals();

    fakeApi({ ...asU1, 'GET /api/profile': () => ({ body: [] }) });
    renderApp('/profiles');
    expect(await screen.findByText('No profiles found...')).toBeTruthy();
  });

  it('alerts a failed list in the spec wording', async () => {
    fakeApi({ ...asU1, 'GET /api/profile': () => ({ status: 403, body: errorBody('Forbidden') }) });
    renderApp('/profiles');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed To Retieve All User Profiles From Server: Forbidden',
    );
  });
});
