import type { LinkAgentAgentDto, LinkIdeaAgentDto, LinkIdeaIdeaDto } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdeaSummary } from '../../../testing/content-fixtures';
import { errorBody, fakeApi, makeUser, type FakeHandler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

/**
 * The three link pages: what each says of a supporting and of an opposing link, so
 * that swapping the words fails; and withdrawing one's own rating, asked first, after which the
 * sentences follow, or the page says the link is gone with its last rating.
 */

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NO_RATERS = {
  total: 0,
  support: 0,
  oppose: 0,
  neutral: 0,
  similar: 0,
  complex: 0,
  reversed: 0,
};
const MINE = { level: -1, confidence: 0.5, isSimilar: false, isComplex: false, isReversed: false };

const IDEA_IDEA: LinkIdeaIdeaDto = {
  _id: 'l1',
  date: '2024-01-01T00:00:00.000Z',
  ideaCause: makeIdeaSummary({ _id: 'i1', label: 'Trees cool streets' }),
  ideaEffect: makeIdeaSummary({ _id: 'i2', label: 'Cities should plant trees' }),
  significanceSupportOppose: 1,
  significanceSimilar: 0,
  significanceComplex: 0,
  avgLevelSupportOppose: 1,
  avgLevelReversed: 0,
  raters: { ...NO_RATERS, total: 2, support: 2 },
  myRating: null,
};
const OPPOSING: LinkIdeaIdeaDto = {
  ...IDEA_IDEA,
  avgLevelSupportOppose: -1,
  raters: { ...NO_RATERS, total: 2, oppose: 2 },
  myRating: MINE,
};

const IDEA_AGENT: LinkIdeaAgentDto = {
  _id: 'l2',
  date: '2024-01-01T00:00:00.000Z',
  idea: makeIdeaSummary({ _id: 'i1', label: 'Trees cool streets' }),
  agent: { _id: 'a1', name: 'Daily Planet', url: 'https://example.org/planet', image: '' },
  avgLevel: 1,
  myRating: null,
};
const AGENT_AGENT: LinkAgentAgentDto = {
  _id: 'l3',
  date: '2024-01-01T00:00:00.000Z',
  agent1: { _id: 'a1', name: 'Daily Planet', url: '', image: '' },
  agent2: { _id: 'a2', name: 'Daily Bugle', url: '', image: '' },
  significanceSimilar: 0,
  significanceSupportOppose: 1,
  avgLevelSupportOppose: 1,
  myRating: null,
};

function serve(handlers: Record<string, FakeHandler>, user = makeUser()) {
  return fakeApi({ 'GET /api/auth': () => ({ body: user }), ...handlers });
}
const sentences = () => screen.findByTestId('link-sentences');
const withdrawButton = () => screen.findByRole('button', { name: 'Withdraw my rating' });
const dialog = () => screen.findByRole('dialog', { name: 'Withdraw your rating?' });

describe('the link pages’ words', () => {
  it('an inTell link: support reads as support, opposition as opposition', async () => {
    serve({ 'GET /api/linkIdeaIdeas/l1': () => ({ body: IDEA_IDEA }) });
    renderApp('/link-idea-idea/l1');
    expect((await sentences()).textContent).toContain('Both raters see this as support.');
    expect((await sentences()).textContent).toContain(
      'Weighed by their confidence, it reads as strong support.',
    );
    expect(screen.getByRole('region', { name: 'Cause' }).textContent).toContain(
      'Trees cool streets',
    );
    expect(screen.getByRole('region', { name: 'Effect' }).textContent).toContain(
      'Cities should plant trees',
    );
    cleanup();

    serve({ 'GET /api/linkIdeaIdeas/l1': () => ({ body: OPPOSING }) });
    renderApp('/link-idea-idea/l1');
    const text = (await sentences()).textContent;
    expect(text).toContain('Both raters see this as opposition.');
    expect(text).toContain('Weighed by their confidence, it reads as strong opposition.');
    expect(text).not.toMatch(/support\./);
  });

  it('an inTell–waveMaker link: strengthens or weakens', async () => {
    serve({ 'GET /api/linkIdeaAgents/l2': () => ({ body: IDEA_AGENT }) });
    renderApp('/link-idea-agent/l2');
    expect((await sentences()).textContent).toContain(
      "Weighed by the raters' confidence, the inTell strongly strengthens the waveMaker.",
    );
    cleanup();

    serve({
      'GET /api/linkIdeaAgents/l2': () => ({ body: { ...IDEA_AGENT, avgLevel: -0.5 } }),
    });
    renderApp('/link-idea-agent/l2');
    expect((await sentences()).textContent).toContain(
      "Weighed by the raters' confidence, the inTell weakens the waveMaker.",
    );
  });

  it('a waveMaker–waveMaker link: friends or foes', async () => {
    serve({ 'GET /api/linkAgentAgents/l3': () => ({ body: AGENT_AGENT }) });
    renderApp('/link-agent-agent/l3');
    expect((await sentences()).textContent).toContain(
      "Weighed by the raters' confidence, the two waveMakers are firm friends.",
    );
    cleanup();

    serve({
      'GET /api/linkAgentAgents/l3': () => ({
        body: { ...AGENT_AGENT, avgLevelSupportOppose: -1 },
      }),
    });
    renderApp('/link-agent-agent/l3');
    expect((await sentences()).textContent).toContain(
      "Weighed by the raters' confidence, the two waveMakers are firm foes.",
    );
  });

  it('shows no raw figure: every number is in a sentence or its working', async () => {
    serve({
      'GET /api/linkIdeaIdeas/l1': () => ({
        body: { ...IDEA_IDEA, avgLevelSupportOppose: 1 / 3, significanceSupportOppose: 1.5 },
      }),
    });
    renderApp('/link-idea-idea/l1');
    await sentences();
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/significance|avgLevel|0\.333/i);
  });
});

describe('withdrawing one’s rating from a link page', () => {
  it('asks first; Cancel keeps it; Withdraw sends it and the sentences follow', async () => {
    const after: LinkIdeaIdeaDto = {
      ...OPPOSING,
      significanceSupportOppose: 0.5,
      raters: { ...NO_RATERS, total: 1, oppose: 1 },
      myRating: null,
    };
    const api = serve({
      'GET /api/linkIdeaIdeas/l1': () => ({ body: OPPOSING }),
      'DELETE /api/linkIdeaIdeas/l1/scale': () => ({ body: { link: after } }),
    });
    renderApp('/link-idea-idea/l1');
    const button = await withdrawButton();
    // The form shows the saved rating until it is withdrawn.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Totally damaged' }).checked).toBe(
      true,
    );

    fireEvent.click(button);
    const asked = await dialog();
    expect(asked.textContent).toContain('If yours is the link');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(asked).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(api.callsTo('DELETE /api/linkIdeaIdeas/l1/scale')).toHaveLength(0);

    fireEvent.click(button);
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Withdraw my rating' }));
    await screen.findByText('The one rater sees this as opposition.');
    expect(api.callsTo('DELETE /api/linkIdeaIdeas/l1/scale')).toHaveLength(1);
    expect(
      screen.getByText('Your rating is withdrawn: the sentences below no longer count it.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Withdraw my rating' })).toBeNull();
    // The form starts again from nothing, and the focus is on the sentences' heading.
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((r) => r.checked)).toBe(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'What the community thinks of this link' }),
      ),
    );
  });

  it('says so when the link went with the last rating, and links its two ends', async () => {
    serve({
      'GET /api/linkIdeaAgents/l2': () => ({
        body: { ...IDEA_AGENT, avgLevel: -1, myRating: MINE },
      }),
      'DELETE /api/linkIdeaAgents/l2/scale': () => ({ body: { link: null } }),
    });
    renderApp('/link-idea-agent/l2');
    const own = await screen.findByRole('region', { name: 'Your rating' });
    expect(own.textContent).toContain('You said the inTell weakens the waveMaker.');
    fireEvent.click(within(own).getByRole('button', { name: 'Withdraw my rating' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Withdraw my rating' }));
    const notice = await screen.findByText(
      "Your rating is withdrawn. It was the link's only rating, so the link is removed.",
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.getByRole('link', { name: 'Trees cool streets' }).getAttribute('href')).toBe(
      '/idea/i1',
    );
    expect(screen.getByRole('link', { name: 'Daily Planet' }).getAttribute('href')).toBe(
      '/agent/a1',
    );
    expect(screen.queryByTestId('link-sentences')).toBeNull();
  });

  it('a waveMaker link: the reader’s own rating in words; a failure is an alert', async () => {
    serve({
      'GET /api/linkAgentAgents/l3': () => ({
        body: { ...AGENT_AGENT, myRating: { ...MINE, level: 1 } },
      }),
      'DELETE /api/linkAgentAgents/l3/scale': () => ({
        status: 404,
        body: errorBody('You have not rated this link'),
      }),
    });
    renderApp('/link-agent-agent/l3');
    const own = await screen.findByRole('region', { name: 'Your rating' });
    expect(own.textContent).toContain('You said the two waveMakers are friends.');
    fireEvent.click(within(own).getByRole('button', { name: 'Withdraw my rating' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Withdraw my rating' }));
    expect(
      await screen.findByText('Your rating was not withdrawn: You have not rated this link'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is offered only to a reader who rated, and never to a student', async () => {
    serve({ 'GET /api/linkIdeaAgents/l2': () => ({ body: IDEA_AGENT }) });
    renderApp('/link-idea-agent/l2');
    await sentences();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Withdraw my rating' })).toBeNull();
    cleanup();

    const api = serve(
      { 'GET /api/linkIdeaIdeas/l1': () => ({ body: OPPOSING }) },
      makeUser({ isStudent: true }),
    );
    renderApp('/link-idea-idea/l1');
    await sentences();
    await waitFor(() => expect(api.callsTo('GET /api/config')).not.toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Withdraw my rating' })).toBeNull();
  });
});
