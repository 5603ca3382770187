import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdeaSummary } from '../../../testing/content-fixtures';
import { errorBody, fakeApi, makeUser, type FakeAnswer } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

const LATEST = 'GET /api/ideas?limitSize=10';
const ideas = (text: string) => `GET /api/ideas?searchString=${text}&limitSize=10`;
const agents = (text: string) => `GET /api/agents?searchString=${text}&limitSize=10`;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const oldUser = { 'GET /api/auth': () => ({ body: makeUser({ name: 'ada@example.org' }) }) };

describe('welcome screen (content §1, §2)', () => {
  it('sends an account younger than 600 seconds to /about', async () => {
    fakeApi({
      'GET /api/auth': () => ({
        body: makeUser({ date: new Date(Date.now() - 599_000).toISOString() }),
      }),
      [LATEST]: () => ({ body: [] }),
    });
    const { router } = renderApp('/welcome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('opens for a new account once the member has gone on from About on this device', async () => {
    localStorage.setItem('thoughtfulAboutContinued:u1', 'true');
    fakeApi({
      'GET /api/auth': () => ({
        body: makeUser({ _id: 'u1', name: 'ada@example.org', date: new Date().toISOString() }),
      }),
      [LATEST]: () => ({ body: [] }),
    });
    const { router } = renderApp('/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: /ada/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('greets by public name and lists the latest inTells in the order given', async () => {
    const api = fakeApi({
      ...oldUser,
      [LATEST]: () => ({
        body: [
          makeIdeaSummary({ _id: 'i2', label: 'Second' }),
          makeIdeaSummary({ _id: 'i1', label: 'First', isPdf: true }),
        ],
      }),
    });
    renderApp('/welcome');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back ada.' }),
    ).toBeTruthy();
    expect(screen.getByText('Check out some of the latest inTell...')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Latest inTells' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Second', 'First']);
    expect(within(list).getByText('PDF')).toBeTruthy();
    expect(api.callsTo(LATEST)).toHaveLength(1);
  });

  it('alerts a failure to load the latest inTells in the spec wording', async () => {
    fakeApi({ ...oldUser, [LATEST]: () => ({ status: 403, body: errorBody('Nope') }) });
    renderApp('/welcome');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed To Retrieve Latest Ideas From Server: Nope',
    );
  });
});

describe('search box (content §2, §7)', () => {
  it('searches once the typing rests, both inTells and waveMakers, and links each result', async () => {
    const api = fakeApi({
      ...oldUser,
      [LATEST]: () => ({ body: [] }),
      [ideas('gar')]: () => ({ body: [makeIdeaSummary({ _id: 'i9', label: 'Gardens' })] }),
      [agents('gar')]: () => ({ body: [{ _id: 'a9', name: 'Garden Club' }] }),
    });
    renderApp('/welcome');
    const box = await screen.findByRole('searchbox', { name: 'Search inTells and waveMakers' });
    for (const text of ['g', 'ga', 'gar']) fireEvent.change(box, { target: { value: text } });

    const found = await screen.findByRole('list', { name: 'inTells' });
    expect(within(found).getByRole('link', { name: 'Gardens' }).getAttribute('href')).toBe(
      '/idea/i9',
    );
    const wm = screen.getByRole('list', { name: 'waveMakers' });
    expect(within(wm).getByRole('link', { name: 'Garden Club' }).getAttribute('href')).toBe(
      '/agent/a9',
    );
    expect(await screen.findByText('1 inTell and 1 waveMaker found')).toBeTruthy();
    // Only the text the user stopped at was searched.
    expect(api.calls.map((c) => c.route).filter((r) => r.includes('searchString'))).toEqual([
      ideas('gar'),
      agents('gar'),
    ]);
  });

  it("says 'No matching search results found' when nothing matches", async () => {
    fakeApi({
      ...oldUser,
      [LATEST]: () => ({ body: [] }),
      [ideas('zzz')]: () => ({ body: [] }),
      [agents('zzz')]: () => ({ body: [] }),
    });
    renderApp('/welcome');
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No matching search results found')).toBeTruthy();
  });

  it('never shows a late answer to an earlier text', async () => {
    let answerEarly: (answer: FakeAnswer) => void = () => undefined;
    const api = fakeApi({
      ...oldUser,
      [LATEST]: () => ({ body: [] }),
      [ideas('ga')]: () => new Promise<FakeAnswer>((resolve) => (answerEarly = resolve)),
      [agents('ga')]: () => ({ body: [] }),
      [ideas('gar')]: () => ({ body: [makeIdeaSummary({ _id: 'i9', label: 'Gardens' })] }),
      [agents('gar')]: () => ({ body: [] }),
    });
    renderApp('/welcome');
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: 'ga' } });
    await waitFor(() => expect(api.callsTo(ideas('ga'))).toHaveLength(1));
    fireEvent.change(box, { target: { value: 'gar' } });
    expect(await screen.findByRole('link', { name: 'Gardens' })).toBeTruthy();

    answerEarly({ body: [makeIdeaSummary({ _id: 'old', label: 'Stale' })] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Stale')).toBeNull();
    expect(screen.getByRole('link', { name: 'Gardens' })).toBeTruthy();
  });

  it('alerts failed searches in the spec wording', async () => {
    fakeApi({
      ...oldUser,
      [LATEST]: () => ({ body: [] }),
      [ideas('x')]: () => ({ status: 400, body: errorBody('Bad search') }),
      [agents('x')]: () => ({ status: 400, body: errorBody('Bad search') }),
    });
    renderApp('/welcome');
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'x' } });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        'Failed To Retrieve Ideas From Server: Bad search',
        'Failed To Retrieve Agents From Server: Bad search',
      ]),
    );
    expect(screen.queryByText('No matching search results found')).toBeNull();
  });
});
