import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea, makeIdeaScale } from '../../../testing/content-fixtures';
import { errorBody, fakeApi, makeUser } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

const open = vi.fn<typeof window.open>(() => null);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
  vi.stubGlobal('open', open);
  open.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = { 'GET /api/auth': () => ({ body: makeUser({ _id: 'u1' }) }) };

describe('idea screen', () => {
  it("shows the card with the headline as the page heading and opens a reader's link once", async () => {
    fakeApi({
      ...signedIn,
      'GET /api/ideas/i1': () => ({ body: makeIdea({ url: 'https://example.org/report' }) }),
    });
    renderApp('/idea/i1/20/i2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cities should plant trees' }),
    ).toBeTruthy();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(
      'https://example.org/report',
      '_blank',
      'noopener,noreferrer',
    );
    expect(localStorage.getItem('thoughtLastIdea')).toBe('i1');
  });

  it('does not open the link of an inTell the user has already interpreted', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/ideas/i1': () => ({
        body: makeIdea({
          url: 'https://example.org/report',
          myScale: { ...makeIdeaScale(), user: { _id: 'u1', name: 'Ada' } },
        }),
      }),
    });
    renderApp('/idea/i1');
    await screen.findByRole('heading', { level: 1, name: 'Cities should plant trees' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(open).not.toHaveBeenCalled();
  });
  it('never opens the link of an inTell for its author', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/ideas/i1': () => ({
        body: makeIdea({ url: 'https://example.org/r', user: { ...makeIdea().user, _id: 'u1' } }),
      }),
    });
    renderApp('/idea/i1');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(open).not.toHaveBeenCalled();
  });

  it('shows a failure as an alert in the spec wording', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/ideas/i1': () => ({ status: 403, body: errorBody('Not allowed') }),
    });
    renderApp('/idea/i1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed To Retrieve Idea From Server: Not allowed');
  });

  it('explains an unknown inTell on the page, without an alert', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/ideas/nope': () => ({ status: 404, body: errorBody('Idea not found') }),
    });
    renderApp('/idea/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'inTell not found' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the inTell while the member is still being checked, and only once', async () => {
    let answerAuth: () => void = () => undefined;
    const authAnswered = new Promise<void>((resolve) => (answerAuth = resolve));
    const api = fakeApi({
      'GET /api/auth': async () => {
        await authAnswered;
        return { body: makeUser({ _id: 'u1' }) };
      },
      'GET /api/ideas/i1': () => ({ body: makeIdea() }),
    });
    renderApp('/idea/i1');
    // The route asked for the inTell before the guard let its screen in.
    await waitFor(() => expect(api.callsTo('GET /api/ideas/i1')).toHaveLength(1));
    expect(api.callsTo('GET /api/auth')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Cities should plant trees' })).toBeNull();

    answerAuth();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cities should plant trees' }),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /api/ideas/i1')).toHaveLength(1);
  });

  it('reads nothing with the route for a visitor without a token', async () => {
    localStorage.clear();
    const api = fakeApi({ 'GET /api/ideas/i1': () => ({ body: makeIdea() }) });
    const { router } = renderApp('/idea/i1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('GET /api/ideas/i1')).toHaveLength(0);
  });

  it('reads the inTell again for the member who signed in from another tab', async () => {
    const api = fakeApi({
      'GET /api/auth': ({ headers }) => ({
        body: makeUser({ _id: headers.get('x-auth-token') === 't2' ? 'u2' : 'u1' }),
      }),
      'GET /api/ideas/i1': () => ({ body: makeIdea() }),
    });
    renderApp('/idea/i1');
    await screen.findByRole('heading', { level: 1, name: 'Cities should plant trees' });
    const readBy = (token: string) =>
      api.callsTo('GET /api/ideas/i1').filter((call) => call.headers.get('x-auth-token') === token);
    expect(readBy('t')).toHaveLength(1);

    // Another member signs in in another tab of this browser, within the read's fresh time.
    localStorage.setItem('token', 't2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    await waitFor(() => expect(readBy('t2')).toHaveLength(1));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cities should plant trees' }),
    ).toBeTruthy();
  });

  describe('link cards and the tree tips', () => {
    const linked = {
      link: {
        _id: 'l9',
        date: '2024-01-01T00:00:00.000Z',
        significanceSupportOppose: 1,
        significanceSimilar: 0,
        significanceComplex: 0,
        avgLevelSupportOppose: 1,
        avgLevelReversed: 0,
      },
      other: { _id: 'i9', label: 'Trees cool streets' },
      thisIsCause: true,
    };

    it("sends a click on a linked inTell's card through this inTell's interpretation first", async () => {
      fakeApi({
        ...signedIn,
        'GET /api/ideas/i1': () => ({ body: makeIdea({ linkedIdeas: [linked] }) }),
      });
      const { router } = renderApp('/idea/i1');
      const supports = await screen.findByRole('region', { name: 'Supports' });
      const card = within(supports).getByRole('link', { name: 'Trees cool streets' });
      expect(card.getAttribute('href')).toBe('/idea/i1/100/i9');
      // One way on per card: no second link straight to the link's page.
      expect(within(supports).getAllByRole('link')).toHaveLength(1);
      fireEvent.click(card);
      expect(await screen.findByRole('heading', { name: 'Interpret this inTell' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/idea/i1/100/i9');
    });

    it('opens "How to read the trees" from the tree views, not from the interpretation', async () => {
      fakeApi({ ...signedIn, 'GET /api/ideas/i1': () => ({ body: makeIdea() }) });
      renderApp('/idea/i1');
      await screen.findByRole('heading', { level: 1, name: 'Cities should plant trees' });
      fireEvent.click(screen.getByRole('button', { name: 'How to read the trees' }));
      const dialog = await screen.findByRole('dialog', { name: 'How to read the trees' });
      expect(within(dialog).getByText('1 of 4')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: 'Interpret' }));
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'How to read the trees' })).toBeNull(),
      );
    });
  });
});
