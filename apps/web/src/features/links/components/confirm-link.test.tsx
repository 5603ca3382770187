import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAgent, makeIdea, makeIdeaSummary } from '../../../testing/content-fixtures';
import { errorBody, fakeApi, makeUser } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

/**
 * A search result in a link column is not linked at once: a dialog says what will be
 * made, both names and the relation, and only 'Create link' posts it. Cancel and Escape make
 * nothing and give the focus back to the result.
 */

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
  vi.stubGlobal(
    'open',
    vi.fn(() => null),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = { 'GET /api/auth': () => ({ body: makeUser({ _id: 'u1' }) }) };
const IDEA = makeIdea({ _id: 'i1', myPoint: 'Trees cool streets' });
const OTHER = makeIdeaSummary({ _id: 'i2', label: 'Parking comes first' });
const search = (words: string) =>
  `GET /api/ideas?searchString=${encodeURIComponent(words)}&limitSize=10`;

async function choose(column: string, words: string, result: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Add to ${column}` }));
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: words } });
  const button = await screen.findByRole('button', { name: result });
  button.focus();
  fireEvent.click(button);
  return button;
}

const dialog = () => screen.findByRole('dialog', { name: 'Create this link?' });

describe('confirming a link made from a search result', () => {
  it('says which inTell supports which; Cancel makes nothing, Create link makes it', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/ideas/i1': () => ({ body: IDEA }),
      [search('parking')]: () => ({ body: [OTHER] }),
      'POST /api/linkIdeaIdeas': () => ({ status: 201, body: { _id: 'l9' } }),
      'GET /api/linkIdeaIdeas/l9': () => ({ status: 404, body: errorBody('Link not found') }),
    });
    const { router } = renderApp('/idea/i1');
    const result = await choose('Supported by', 'parking', 'Parking comes first');

    const asked = await dialog();
    expect(within(asked).getByTestId('new-link-sentence').textContent).toBe(
      '‘Parking comes first’ supports ‘Trees cool streets’.',
    );
    // Focus starts on Cancel, so an Enter out of habit makes nothing.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(asked).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/linkIdeaIdeas')).toHaveLength(0);
    // Back on the result, the search still open, to choose again.
    await waitFor(() => expect(document.activeElement).toBe(result));

    fireEvent.click(result);
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/link-idea-idea/l9'));
    expect(api.callsTo('POST /api/linkIdeaIdeas').map((call) => call.body)).toEqual([
      { ideaCause: 'i2', ideaEffect: 'i1', modeOnSubmit: 21 },
    ]);
  });

  it('says which opposes which, and Escape cancels', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/ideas/i1': () => ({ body: IDEA }),
      [search('parking')]: () => ({ body: [OTHER] }),
    });
    renderApp('/idea/i1');
    await choose('Opposes', 'parking', 'Parking comes first');
    const asked = await dialog();
    expect(within(asked).getByTestId('new-link-sentence').textContent).toBe(
      '‘Trees cool streets’ opposes ‘Parking comes first’.',
    );
    fireEvent.keyDown(asked, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/linkIdeaIdeas')).toHaveLength(0);
  });

  it('words waveMaker links: friends and foes, strengthens and weakens', async () => {
    const agents = {
      ...signedIn,
      'GET /api/agents/a1': () => ({ body: makeAgent({ _id: 'a1', name: 'Daily Planet' }) }),
      'GET /api/agents?searchString=bugle&limitSize=10': () => ({
        body: [{ _id: 'a2', name: 'Daily Bugle' }],
      }),
      [search('trees')]: () => ({ body: [makeIdeaSummary({ _id: 'i1', label: 'Trees' })] }),
    };
    fakeApi(agents);
    renderApp('/agent/a1/1000/4');
    await choose('Foes', 'bugle', 'Daily Bugle');
    expect(within(await dialog()).getByTestId('new-link-sentence').textContent).toBe(
      '‘Daily Planet’ and ‘Daily Bugle’ are foes.',
    );
    cleanup();

    fakeApi(agents);
    renderApp('/agent/a1/1000/4');
    await choose('Friends', 'bugle', 'Daily Bugle');
    expect(within(await dialog()).getByTestId('new-link-sentence').textContent).toBe(
      '‘Daily Planet’ and ‘Daily Bugle’ are friends.',
    );
    cleanup();

    fakeApi(agents);
    renderApp('/agent/a1/1000/3');
    await choose('inTell below weakens waveMaker', 'trees', 'Trees');
    expect(within(await dialog()).getByTestId('new-link-sentence').textContent).toBe(
      '‘Trees’ weakens ‘Daily Planet’.',
    );
  });

  it('a failure closes the dialog with the spec’s alert, and nothing is linked', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/ideas/i1': () => ({ body: IDEA }),
      [search('parking')]: () => ({ body: [OTHER] }),
      'POST /api/linkIdeaIdeas': () => ({ status: 404, body: errorBody('Idea not found') }),
    });
    const { router } = renderApp('/idea/i1');
    await choose('Supports', 'parking', 'Parking comes first');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Create link' }));
    expect(
      await screen.findByText('Failed To Create linkIdeaIdea On Server: Idea not found'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/idea/i1');
  });
});
