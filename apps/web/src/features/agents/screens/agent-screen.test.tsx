import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAgent, makeIdeaSummary } from '../../../testing/content-fixtures';
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

describe('agent screen', () => {
  it('shows the card, its inTells, and opens its page once under the agent key', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/agents/a1': () => ({
        body: makeAgent({
          attributed: [makeIdeaSummary({ _id: 'i1', label: 'Their words' })],
          proxied: [],
        }),
      }),
    });
    renderApp('/agent/a1/1000/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Planet' })).toBeTruthy();
    const theirs = screen.getByRole('list', { name: 'Their inTell' });
    expect(within(theirs).getByRole('link', { name: 'Their words' }).getAttribute('href')).toBe(
      '/idea/i1',
    );
    expect(screen.getByRole('heading', { name: 'inTell attributable (by proxy)' })).toBeTruthy();
    expect(screen.getByText('None yet.')).toBeTruthy();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('thoughtLastAgent')).toBe('a1');
  });

  it('does not open the page of the waveMaker the user submitted or is', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/agents/a1': () => ({ body: makeAgent({ member: { _id: 'u1', name: 'Ada' } }) }),
    });
    renderApp('/agent/a1');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(open).not.toHaveBeenCalled();
  });

  it('does not open the page of a waveMaker the user has already rated', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/agents/a1': () => ({
        body: makeAgent({
          scales: [
            {
              user: { _id: 'u1', name: 'Ada' },
              x: 0.5,
              y: 0.5,
              confidence: 1,
              date: '2024-01-01T00:00:00.000Z',
            },
          ],
        }),
      }),
    });
    renderApp('/agent/a1/1000/2');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(open).not.toHaveBeenCalled();
  });

  describe('route modes 100–400: the rating first, then the named link screen', () => {
    const linkedIdea = {
      link: { _id: 'l9', date: '2024-01-01T00:00:00.000Z', avgLevel: 1 },
      other: makeIdeaSummary({ _id: 'i9', label: 'Trees cool streets' }),
    };
    const ownRating = {
      user: { _id: 'u1', name: 'Ada' },
      x: 0.2,
      y: 0.4,
      confidence: 1,
      date: '2024-01-01T00:00:00.000Z',
    };

    it('opens the link screen at once for a member who has rated the waveMaker', async () => {
      fakeApi({
        ...signedIn,
        'GET /api/agents/a1': () => ({
          body: makeAgent({ linkedIdeas: [linkedIdea], scales: [ownRating] }),
        }),
      });
      const { router } = renderApp('/agent/a1/100/i9');
      await waitFor(() => expect(router.state.location.pathname).toBe('/link-idea-agent/l9'));
    });

    it('shows the rating first, and opens the link screen once it is saved', async () => {
      let agent = makeAgent({ linkedIdeas: [linkedIdea] });
      const api = fakeApi({
        ...signedIn,
        'GET /api/agents/a1': () => ({ body: agent }),
        'POST /api/agents/scale/a1': () => {
          agent = { ...agent, scales: [ownRating] };
          return { body: agent };
        },
      });
      const { router } = renderApp('/agent/a1/100/i9');
      expect(await screen.findByRole('heading', { name: 'Rate this waveMaker' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/agent/a1/100/i9');
      fireEvent.change(screen.getByLabelText('Misleads or informs'), { target: { value: '0.2' } });
      fireEvent.change(screen.getByLabelText('Self-serving or public-spirited'), {
        target: { value: '0.4' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'I know' }));
      fireEvent.click(screen.getByRole('button', { name: /^Submit$/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/link-idea-agent/l9'));
      expect(api.callsTo('POST /api/agents/scale/a1')[0]?.body).toEqual({
        x: 0.2,
        y: 0.4,
        confidence: 1,
      });
    });

    it('counts the member’s own waveMaker as rated', async () => {
      fakeApi({
        ...signedIn,
        'GET /api/agents/a1': () => ({
          body: makeAgent({
            linkedIdeas: [linkedIdea],
            member: { _id: 'u1', name: 'Ada' },
          }),
        }),
      });
      const { router } = renderApp('/agent/a1/100/i9');
      await waitFor(() => expect(router.state.location.pathname).toBe('/link-idea-agent/l9'));
    });
  });

  it('alerts a failure in the spec wording, and explains an unknown waveMaker', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/agents/a1': () => ({ status: 403, body: errorBody('Not allowed') }),
      'GET /api/agents/nope': () => ({ status: 404, body: errorBody('Agent not found') }),
    });
    const { router } = renderApp('/agent/a1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed To Retrieve Agent From Server: Not allowed',
    );
    await router.navigate('/agent/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'waveMaker not found' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
