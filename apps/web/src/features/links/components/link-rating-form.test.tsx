import { AUTH_MESSAGES, type LinkIdeaIdeaDto } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdeaSummary } from '../../../testing/content-fixtures';
import { baseConfig, errorBody, fakeApi, makeUser } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LINK: LinkIdeaIdeaDto = {
  _id: 'l1',
  date: '2024-01-01T00:00:00.000Z',
  ideaCause: makeIdeaSummary({ _id: 'i1', label: 'Trees cool streets' }),
  ideaEffect: makeIdeaSummary({ _id: 'i2', label: 'Cities should plant trees' }),
  significanceSupportOppose: 0.5,
  significanceSimilar: 0,
  significanceComplex: 0,
  avgLevelSupportOppose: 1,
  avgLevelReversed: 0,
  raters: { total: 1, support: 1, oppose: 0, neutral: 0, similar: 0, complex: 0, reversed: 0 },
  myRating: null,
};

/** ana's support (0.5) and the reader's 'Mostly damaged', 'I know', reversed. */
const RATED: LinkIdeaIdeaDto = {
  ...LINK,
  significanceSupportOppose: 1.5,
  avgLevelSupportOppose: (0.5 - 0.66) / 1.5,
  avgLevelReversed: 1 / 1.5,
  raters: { total: 2, support: 1, oppose: 1, neutral: 0, similar: 0, complex: 0, reversed: 1 },
  myRating: { level: -0.66, confidence: 1, isSimilar: false, isComplex: false, isReversed: true },
};

function serve(
  link: LinkIdeaIdeaDto,
  rate: () => { status?: number; body?: unknown },
  user = makeUser(),
) {
  return fakeApi({
    'GET /api/auth': () => ({ body: user }),
    'GET /api/linkIdeaIdeas/l1': () => ({ body: link }),
    'POST /api/linkIdeaIdeas/l1/scale': rate,
  });
}

const form = () => screen.findByRole('region', { name: 'Rate this link' });
const levels = () =>
  screen.getByRole('radiogroup', { name: 'How does the cause bear on the effect?' });
const confidence = () => screen.getByRole('radiogroup', { name: 'How sure are you?' });

describe('the link page rating form', () => {
  it('offers the seven points, confidence and the flags; Submit rates and the sentences follow', async () => {
    const api = serve(LINK, () => ({ body: RATED }));
    renderApp('/link-idea-idea/l1');
    await form();
    expect(screen.getByText('The one rater sees this as support.')).toBeTruthy();
    expect(
      within(levels())
        .getAllByRole('radio')
        .map((r) => r.closest('div')?.textContent),
    ).toEqual([
      'Totally damaged',
      'Mostly damaged',
      'Somewhat damaged',
      'Neither damaged nor supported',
      'Somewhat supported',
      'Mostly supported',
      'Totally supported',
    ]);
    expect(within(confidence()).getAllByRole('radio')).toHaveLength(3);
    // Nothing is chosen for a reader who has not rated.
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((r) => r.checked)).toBe(false);

    fireEvent.click(within(levels()).getByRole('radio', { name: 'Mostly damaged' }));
    fireEvent.click(within(confidence()).getByRole('radio', { name: 'I know' }));
    fireEvent.click(
      screen.getByRole('checkbox', { name: /^Reversed: I read it the other way round/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText('Raters are split: 1 sees support, 1 sees opposition.');
    expect(
      screen.getByText(
        'Most of the weight reads it the other way round: the effect bears on the cause.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('The one rater sees this as support.')).toBeNull();
    expect(api.callsTo('POST /api/linkIdeaIdeas/l1/scale').map((c) => c.body)).toEqual([
      { level: -0.66, confidence: 1, isSimilar: false, isComplex: false, isReversed: true },
    ]);
    expect(within(await form()).getByRole('status').textContent).toBe(
      'Your rating is saved; the sentences above include it.',
    );
    // No raw figures on the page.
    expect(document.body.textContent).not.toMatch(/significance/i);
  });

  it("shows the reader's saved rating chosen, the nearest points for other stored values", async () => {
    serve(
      {
        ...RATED,
        myRating: {
          level: 0.5,
          confidence: 0.35,
          isSimilar: true,
          isComplex: false,
          isReversed: false,
        },
      },
      () => ({ body: RATED }),
    );
    renderApp('/link-idea-idea/l1');
    await form();
    const checked = (group: HTMLElement) =>
      within(group)
        .getAllByRole<HTMLInputElement>('radio')
        .filter((r) => r.checked)
        .map((r) => r.closest('div')?.textContent);
    // 0.5 is nearer 0.66 than 0.33; 0.35 nearer 0.5 than 0.1.
    expect(checked(levels())).toEqual(['Mostly supported']);
    expect(checked(confidence())).toEqual(['I think so']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^Similar/ }).checked).toBe(true);
  });

  it('asks for the level and confidence before sending anything', async () => {
    const api = serve(LINK, () => ({ body: RATED }));
    renderApp('/link-idea-idea/l1');
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Choose how the cause bears on the effect.')).toBeTruthy();
    expect(screen.getByText('Choose how sure you are.')).toBeTruthy();
    expect(document.activeElement).toBe(
      within(levels()).getByRole('radio', { name: 'Totally damaged' }),
    );
    expect(api.callsTo('POST /api/linkIdeaIdeas/l1/scale')).toHaveLength(0);
  });

  it("logs the spec's console message and shows the server's messages as alerts", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(LINK, () => ({ status: 400, body: errorBody('level must be from -1 to 1') }));
    renderApp('/link-idea-idea/l1');
    await form();
    fireEvent.click(within(levels()).getByRole('radio', { name: 'Totally supported' }));
    fireEvent.click(within(confidence()).getByRole('radio', { name: 'I guess' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Your rating was not saved: level must be from -1 to 1');
    expect(logged).toHaveBeenCalledWith(
      'Unexpected error submitting link scale',
      expect.anything(),
    );
    // The choices stay for another try.
    expect(
      within(levels()).getByRole<HTMLInputElement>('radio', { name: 'Totally supported' }).checked,
    ).toBe(true);
  });

  it("is not offered to the education build's students, who still read the sentences", async () => {
    expect(baseConfig.education).toBe(true);
    const api = serve(
      LINK,
      () => ({ status: 403, body: errorBody(AUTH_MESSAGES.STUDENTS_FORBIDDEN) }),
      makeUser({ isStudent: true }),
    );
    renderApp('/link-idea-idea/l1');
    await screen.findByText('The one rater sees this as support.');
    await waitFor(() => expect(api.callsTo('GET /api/config')).not.toHaveLength(0));
    // Let the configuration's answer land before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Rate this link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
