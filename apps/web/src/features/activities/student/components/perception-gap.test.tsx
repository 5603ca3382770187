import type {
  ActivityDto,
  IdeaDto,
  IdeaScalePlotData,
  KeyDistances,
  PredictionOutcome,
  PredictionTrend,
  UpdateActivityPayload,
} from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea, makeIdeaScale } from '../../../../testing/content-fixtures';
import { fakeApi, makeUser, type FakeHandler } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import {
  inTellSummary,
  makeActivity,
  topicSummary,
} from '../../../../testing/student-activity-fixtures';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const student = makeUser({ _id: 'stu', name: 'Stu', isStudent: true });
const reading: IdeaDto = makeIdea({
  _id: 'reading',
  myPoint: 'Teenagers sleep late',
  myContent: 'Their body clocks run two hours late.',
});
const topic: IdeaDto = makeIdea({
  _id: 'topic',
  myPoint: 'School should start at 9',
  myContent: 'Should the first lesson move to 9 a.m.?',
});
const noPlot: IdeaScalePlotData = {
  total: 0,
  emotion: [],
  authorIntent: [],
  sound: [],
  score: [],
  confidence: [],
  supportLevel: [],
  mine: null,
};
const interpreted = {
  ...reading,
  myScale: makeIdeaScale({ user: { _id: 'stu', name: 'Stu' }, myEmotion: 0.8 }),
};

function outcome(overrides: Partial<PredictionOutcome>): PredictionOutcome {
  return {
    scale: 'emotion',
    predicted: 0.8,
    predictedAgreeShare: 0.7,
    actual: 0.2,
    actualAgreeShare: 0.4,
    gap: 0.6,
    error: 0.3,
    respondents: 5,
    ...overrides,
  };
}

/** A student's list on the fake server; a completion marks its activity completed. */
function classroom(activities: ActivityDto[], extra: Record<string, FakeHandler> = {}) {
  let list = activities;
  const handlers: Record<string, FakeHandler> = {
    'GET /api/auth': () => ({ body: student }),
    'GET /api/activity?view=student': () => ({ body: list }),
    'GET /api/ideas/topic': () => ({ body: topic }),
    'GET /api/ideas/topic/scales': () => ({ body: noPlot }),
    'GET /api/ideas/reading/scales': () => ({ body: noPlot }),
    'GET /api/ideas/reading/key-distance': () => ({ body: [] }),
    'GET /api/me/predictions': () => ({ body: { points: [], slope: null, direction: null } }),
    ...extra,
  };
  for (const activity of activities) {
    handlers[`GET /api/ideas/topic/scales?activity=${activity._id}`] ??=
      handlers['GET /api/ideas/topic/scales']!;
    handlers[`POST /api/activity/${activity._id}`] ??= ({ body }) => {
      const sent = body as UpdateActivityPayload;
      const position = sent.addIdeaScale?.position;
      list = list.map((a) =>
        a._id !== activity._id
          ? a
          : {
              ...a,
              completed: true,
              myAnswer:
                typeof position === 'number'
                  ? { position, confidence: sent.addIdeaScale?.confidence ?? null, note: '' }
                  : a.myAnswer,
            },
      );
      return { body: list };
    };
  }
  return fakeApi(handlers);
}

function place(name: string, value: number) {
  const input = screen.getByRole('slider', { name });
  fireEvent.change(input, { target: { value: String(value) } });
  fireEvent.pointerUp(input);
}
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const choose = (group: string, name: string) =>
  fireEvent.click(
    within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name }),
  );

/** The screen's and the flow's chunks load on first use: slow on a busy machine. */
const openInterpretation = () =>
  screen.findByRole('heading', { name: 'Interpret this inTell' }, { timeout: 20_000 });

describe('102: a guess before the results (issue 45)', { timeout: 40_000 }, () => {
  const interpret = makeActivity({ _id: 'a1', selection: 102, inTellExisting: inTellSummary });

  function answerScales() {
    place('How does this inTell make you feel?', 0.3);
    place('I found the way the author presented this information to be...', 0.7);
    place('How sound is its content?', 0.6);
  }

  it('asks a guess per answered scale, sends it before the interpretation, then shows it beside the result', async () => {
    let read = reading;
    const api = classroom([interpret], {
      'GET /api/ideas/reading': () => ({ body: read }),
      'POST /api/ideas/reading/prediction': () => ({ body: [] }),
      'GET /api/ideas/reading/prediction?activity=a1': () => ({
        body: [
          outcome({}),
          outcome({
            scale: 'sound',
            predicted: 0.6,
            predictedAgreeShare: null,
            actual: null,
            actualAgreeShare: null,
          }),
        ],
      }),
    });
    renderApp('/activity-students');
    await openInterpretation();
    answerScales();
    click('Submit');

    const heading = await screen.findByRole('heading', {
      name: 'Before you see your class’s answers: guess',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(api.callsTo('POST /api/activity/a1')).toHaveLength(0);
    // One guess per scale she answered, each named.
    const groups = ['Feeling', 'Presentation', 'Soundness'].map((name) =>
      screen.getByRole('group', { name }),
    );
    const feeling = groups[0]!;
    // The share is asked once she has placed where the class will land.
    expect(within(feeling).queryByRole('radiogroup')).toBeNull();
    const where = within(feeling).getByRole('slider', {
      name: 'Where will most of your class land?',
    });
    expect(where.getAttribute('aria-valuetext')).toBe('Not answered');
    fireEvent.change(where, { target: { value: '0.8' } });
    expect(where.getAttribute('aria-valuetext')).toBe('Very positive (0.8)');
    fireEvent.click(
      within(
        within(feeling).getByRole('radiogroup', { name: 'How many will agree it feels positive?' }),
      ).getByRole('radio', { name: 'Most (about 70%)' }),
    );
    fireEvent.change(
      within(groups[2]!).getByRole('slider', { name: 'Where will most of your class land?' }),
      { target: { value: '0.6' } },
    );
    read = interpreted;
    click('Guess and submit');

    expect(
      await screen.findByRole('heading', { name: 'Your interpretation is saved' }),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/ideas/reading/prediction').map((c) => c.body)).toEqual([
      { scale: 'emotion', predicted: 0.8, predictedAgreeShare: 0.7 },
      { scale: 'sound', predicted: 0.6 },
    ]);
    const routes = api.calls.map((c) => c.route);
    expect(routes.lastIndexOf('POST /api/ideas/reading/prediction')).toBeLessThan(
      routes.indexOf('POST /api/activity/a1'),
    );
    const guesses = await screen.findByRole('region', { name: 'Your guesses beside your class' });
    expect(
      within(guesses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Feeling: you guessed Very positive (0.8); your class landed at Neutral (0.2). You guessed 70% would agree; 40% did.',
      'Soundness: you guessed Somewhat sound (0.6). Not enough answers yet.',
    ]);
  });

  it('sends no guess when she submits without guessing', async () => {
    let read = reading;
    const api = classroom([interpret], {
      'GET /api/ideas/reading': () => ({ body: read }),
      'GET /api/ideas/reading/prediction?activity=a1': () => ({ body: [] }),
    });
    renderApp('/activity-students');
    await openInterpretation();
    answerScales();
    click('Submit');
    await screen.findByRole('heading', { name: 'Before you see your class’s answers: guess' });
    read = interpreted;
    click('Submit without guessing');
    expect(
      await screen.findByRole('heading', { name: 'Your interpretation is saved' }),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/ideas/reading/prediction')).toHaveLength(0);
    expect(api.callsTo('POST /api/activity/a1')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Your guesses beside your class' })).toBeNull();
  });

  it('asks no guess of a skip', async () => {
    let read = reading;
    const api = classroom([interpret], { 'GET /api/ideas/reading': () => ({ body: read }) });
    renderApp('/activity-students');
    await openInterpretation();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Skip this interpretation' }));
    read = { ...reading, myScale: makeIdeaScale({ user: { _id: 'stu', name: 'Stu' } }) };
    click('Confirm skip');
    expect(await screen.findByRole('heading', { name: 'You skipped this inTell' })).toBeTruthy();
    expect(api.callsTo('POST /api/activity/a1')).toHaveLength(1);
  });
});

describe('101: a guess of the class’s answers, inline (issue 45)', { timeout: 40_000 }, () => {
  it('takes an optional guess once she has a position, and sends it before the answer', async () => {
    const api = classroom(
      [makeActivity({ _id: 'a1', selection: 101, communityTopic: topicSummary })],
      {
        'POST /api/ideas/topic/prediction': () => ({ body: [] }),
        'GET /api/ideas/topic/prediction?activity=a1': () => ({
          body: [
            outcome({
              scale: 'supportLevel',
              predicted: 1,
              predictedAgreeShare: 0.9,
              actual: 0,
              actualAgreeShare: 0.4,
            }),
          ],
        }),
      },
    );
    renderApp('/activity-students');
    await screen.findByText('Should the first lesson move to 9 a.m.?');
    expect(
      screen.queryByRole('slider', { name: 'Where will most of your class land?' }),
    ).toBeNull();
    choose('Your position on the guiding question', 'I am unsure');
    const where = screen.getByRole('slider', { name: 'Where will most of your class land?' });
    fireEvent.change(where, { target: { value: '1' } });
    expect(where.getAttribute('aria-valuetext')).toBe('I agree (1)');
    choose('How many will agree with the guiding question?', 'Almost all (about 90%)');
    click('Submit');

    expect(await screen.findByRole('heading', { name: 'How the community answered' })).toBeTruthy();
    expect(api.callsTo('POST /api/ideas/topic/prediction').map((c) => c.body)).toEqual([
      { scale: 'supportLevel', predicted: 1, predictedAgreeShare: 0.9 },
    ]);
    const guesses = await screen.findByRole('region', { name: 'Your guesses beside your class' });
    expect(within(guesses).getByRole('listitem').textContent).toBe(
      'The guiding question: you guessed I agree (1); your class landed at I am unsure (0). You guessed 90% would agree; 40% did.',
    );
  });

  it('sends the answer alone without a guess', async () => {
    const api = classroom([
      makeActivity({ _id: 'a1', selection: 101, communityTopic: topicSummary }),
    ]);
    renderApp('/activity-students');
    await screen.findByText('Should the first lesson move to 9 a.m.?');
    choose('Your position on the guiding question', 'I am unsure');
    click('Submit');
    expect(await screen.findByRole('heading', { name: 'How the community answered' })).toBeTruthy();
    expect(api.callsTo('POST /api/ideas/topic/prediction')).toHaveLength(0);
  });
});

describe(
  'her trend and her teacher’s key, on the Completed tab (issue 45)',
  { timeout: 40_000 },
  () => {
    const done102 = makeActivity({
      _id: 'a2',
      selection: 102,
      inTellExisting: inTellSummary,
      completed: true,
    });
    const trend: PredictionTrend = {
      points: [0.4, 0.3, 0.1].map((error, i) => ({
        ideaId: `i${i}`,
        scale: 'emotion' as const,
        at: `2026-12-0${i + 1}T10:00:00.000Z`,
        error,
      })),
      slope: -0.15,
      direction: 'closer',
    };

    async function openCompleted() {
      fireEvent.click(await screen.findByRole('tab', { name: /^Activities Completed/ }));
      return screen.findByRole('tabpanel', { name: /Activities Completed/ });
    }

    it('says whether her guesses come closer, with how many', async () => {
      classroom([done102], { 'GET /api/me/predictions': () => ({ body: trend }) });
      renderApp('/activity-students');
      const panel = await openCompleted();
      expect(
        (await within(panel).findByText(/How well you read your class/)).closest('p')?.textContent,
      ).toBe(
        'How well you read your class: Your guesses are getting closer. 3 guesses compared so far.',
      );
    });

    it('says nothing without a compared guess', async () => {
      const api = classroom([done102]);
      renderApp('/activity-students');
      const panel = await openCompleted();
      await waitFor(() => expect(api.callsTo('GET /api/me/predictions')).toHaveLength(1));
      expect(within(panel).queryByText(/How well you read your class/)).toBeNull();
    });

    it('shows her reading beside the key in words, never a number', async () => {
      const key: KeyDistances = [
        { scale: 'emotion', reading: 0.8, key: 0.7, distance: 0.05, said: 'close' },
        { scale: 'sound', reading: 0.2, key: 0.9, distance: 0.7, said: 'far' },
      ];
      classroom([done102], {
        'GET /api/ideas/reading': () => ({ body: interpreted }),
        'GET /api/ideas/reading/key-distance': () => ({ body: key }),
        'GET /api/ideas/reading/prediction?activity=a2': () => ({ body: [] }),
      });
      renderApp('/activity-students');
      fireEvent.click(within(await openCompleted()).getByRole('button', { name: 'Open again' }));
      const region = await screen.findByRole('region', {
        name: 'Your reading beside your teacher’s key',
      });
      expect(within(region).getByText('Feedback to learn from, not a grade.')).toBeTruthy();
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Feeling: Close to your teacher’s key', 'Soundness: Far from your teacher’s key']);
      expect(region.textContent).not.toMatch(/\d/);
    });

    it('shows no key section without a key', async () => {
      const api = classroom([done102], {
        'GET /api/ideas/reading': () => ({ body: interpreted }),
        'GET /api/ideas/reading/prediction?activity=a2': () => ({ body: [] }),
      });
      renderApp('/activity-students');
      fireEvent.click(within(await openCompleted()).getByRole('button', { name: 'Open again' }));
      await screen.findByRole('heading', { name: 'Community interpretations' });
      await waitFor(() =>
        expect(api.callsTo('GET /api/ideas/reading/key-distance')).toHaveLength(1),
      );
      expect(
        screen.queryByRole('region', { name: 'Your reading beside your teacher’s key' }),
      ).toBeNull();
    });
  },
);
