import type { ClassAgreement, ClassDto, ClassPerceptionGaps, Roster } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { errorBody, fakeApi, makeUser, type FakeHandler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { agreementVerdict } from '../class-reading-text';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

const civics: ClassDto = {
  _id: 'c1',
  name: 'Civics 7A',
  code: 'K7QDM2XP9A',
  teachers: [{ _id: 't1', name: 'Tess' }],
  studentCount: 9,
  archived: false,
  pseudonyms: false,
  autoFollowUps: false,
  followUpsPerStudent: 3,
};

const agreement: ClassAgreement = {
  scales: [
    { scale: 'emotion', alpha: 0.84, low: 0.81, high: 0.9, raters: 9, items: 12 },
    { scale: 'authorIntent', alpha: 0.71, low: 0.55, high: 0.82, raters: 9, items: 12 },
    { scale: 'sound', alpha: 0.22, low: 0.05, high: 0.4, raters: 8, items: 11 },
    { scale: 'goodFaith', alpha: null, low: null, high: null, raters: 0, items: 0 },
  ],
};

const gaps: ClassPerceptionGaps = {
  questions: [
    {
      ideaId: 'q1',
      label: 'Phones belong in lockers',
      scale: 'sound',
      respondents: 7,
      predictors: 6,
      actual: 0.7,
      meanError: 0.2333,
      meanGap: -0.2,
      actualSplit: 0.57,
      predictedSplit: 1,
      expects: 'moreDisagreement',
    },
    {
      ideaId: 'q2',
      label: 'School should start at ten',
      scale: 'emotion',
      respondents: 5,
      predictors: 1,
      actual: 0.2,
      meanError: 0.1,
      meanGap: 0.2,
      actualSplit: 0.8,
      predictedSplit: null,
      expects: null,
    },
  ],
  trend: {
    points: [
      {
        ideaId: 'q0',
        label: 'Uniforms help',
        at: '2026-09-01T10:00:00.000Z',
        meanError: 0.4,
        guesses: 6,
      },
      {
        ideaId: 'q1',
        label: 'Phones belong in lockers',
        at: '2026-09-08T10:00:00.000Z',
        meanError: 0.2333,
        guesses: 6,
      },
      {
        ideaId: 'q2',
        label: 'School should start at ten',
        at: '2026-09-15T10:00:00.000Z',
        meanError: 0.1,
        guesses: 1,
      },
    ],
    slope: -0.15,
    verdict: 'shrinking',
  },
};

function serve(extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/auth': () => ({ body: makeUser({ _id: 't1', name: 'Tess' }) }),
    'GET /api/classes/c1': () => ({ body: civics }),
    'GET /api/classes/c1/agreement': () => ({ body: agreement }),
    'GET /api/classes/c1/perception-gap': () => ({ body: gaps }),
    ...extra,
  });
}

async function open({ agreement = true } = {}) {
  renderApp('/classes/c1/reading');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'How the class reads: Civics 7A' },
    { timeout: 5000 },
  );
  // The agreement has answered.
  if (agreement) await screen.findAllByTestId('agreement-sentence', {}, { timeout: 5000 });
}

const scaleItem = (scale: string) => screen.getByTestId(`agreement-${scale}`);

describe('how the class reads (issue 45)', () => {
  it('says per scale whether the class agrees, with α, its band and what it rests on', async () => {
    serve();
    await open();
    const part = screen.getByRole('region', { name: 'Do the students read alike?' });
    await within(part).findByText(/^The class agrees on emotion/);
    expect(
      within(part)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Emotion', 'Author’s intent', 'Soundness', 'Good faith']);
    expect(within(scaleItem('emotion')).getByTestId('agreement-sentence').textContent).toBe(
      'The class agrees on emotion (α 0.84, 0.81–0.90).',
    );
    expect(within(scaleItem('authorIntent')).getByTestId('agreement-sentence').textContent).toBe(
      'The class agrees tentatively on the author’s intent (α 0.71, 0.55–0.82). Its band reaches lower: more inTells read together would make this surer.',
    );
    expect(within(scaleItem('sound')).getByTestId('agreement-sentence').textContent).toBe(
      'The class does not agree on soundness (α 0.22, 0.05–0.40).',
    );
    expect(scaleItem('emotion').textContent).toContain('From 9 students’ readings of 12 inTells.');
    // Too few readings: said so, no drawing, no count of nothing.
    expect(scaleItem('goodFaith').textContent).toBe('Good faithNot enough readings yet.');
    expect(within(scaleItem('goodFaith')).queryByTestId('agreement-band')).toBeNull();
  });

  it('draws α and its band on a line from 0 to 1, hidden from screen readers', async () => {
    serve();
    await open();
    const band = await within(scaleItem('emotion')).findByTestId('agreement-band');
    expect(band.getAttribute('aria-hidden')).toBe('true');
    const range = band.querySelector<HTMLElement>('.class-reading-band-range')!;
    expect(range.style.insetInlineStart).toBe('81%');
    const mark = band.querySelector<HTMLElement>('.class-reading-band-alpha')!;
    expect(mark.style.insetInlineStart).toBe('84%');
    expect(band.textContent).toBe('00.670.801');
  });

  it('shows each question’s gap, largest first, with what the class expects', async () => {
    serve();
    await open();
    const part = screen.getByRole('region', { name: 'Do the students guess their class right?' });
    const questions = await within(part).findAllByRole('article');
    expect(questions.map((q) => q.querySelector('h3')!.textContent)).toEqual([
      'Phones belong in lockers',
      'School should start at ten',
    ]);
    const first = questions[0]!;
    expect(
      within(first).getByRole('link', { name: 'Phones belong in lockers' }).getAttribute('href'),
    ).toBe('/idea/q1/1000/1?classId=c1');
    expect(within(first).getByText('Scale: Soundness')).toBeTruthy();
    expect(within(first).getByTestId('gap-sentence').textContent).toBe(
      'This class expects more disagreement than there is.',
    );
    const figures = within(first)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);
    expect(figures).toEqual([
      'Mean guessing error: 23% of the scale',
      'The answers’ median: 0.7',
      'Guessed high or low: 0.2 below the median, on average',
    ]);
    expect(first.textContent).toContain('6 students guessed; 7 answered.');
    expect(within(questions[1]!).getByTestId('gap-sentence').textContent).toBe(
      'No one guessed how many would agree.',
    );
    expect(questions[1]!.textContent).toContain('1 student guessed; 5 answered.');
  });

  it('says whether the class’s gap shrinks, inTell after inTell, in words and bars', async () => {
    serve();
    await open();
    const trend = await screen.findByRole('region', { name: 'Does the gap shrink?' });
    expect(within(trend).getByTestId('gap-trend-sentence').textContent).toBe(
      'The gap is shrinking: the class’s guesses come closer, inTell after inTell.',
    );
    expect(within(trend).getByTestId('gap-trend-span').textContent).toBe(
      'Over 3 inTells, in the order the class guessed: 40% of the scale off on the first, 10% on the last.',
    );
    const bars = within(trend).getByTestId('gap-trend-bars');
    expect(bars.getAttribute('aria-hidden')).toBe('true');
    expect([...bars.querySelectorAll<HTMLElement>('span')].map((bar) => bar.style.height)).toEqual([
      '100%',
      '58.3%',
      '25%',
    ]);
    expect(
      within(trend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Uniforms help: 40% of the scale off, from 6 guesses',
      'Phones belong in lockers: 23% of the scale off, from 6 guesses',
      'School should start at ten: 10% of the scale off, from 1 guess',
    ]);
  });

  it('says a steady or growing gap, and what a trend waits for', async () => {
    for (const [verdict, sentence] of [
      ['steady', 'The gap is steady: the class guesses about as well as it did.'],
      ['growing', 'The gap is growing: the class’s guesses fall further off, inTell after inTell.'],
    ] as const) {
      serve({
        'GET /api/classes/c1/perception-gap': () => ({
          body: { ...gaps, trend: { ...gaps.trend, verdict } },
        }),
      });
      await open();
      expect((await screen.findByTestId('gap-trend-sentence')).textContent).toBe(sentence);
      cleanup();
    }
    serve({
      'GET /api/classes/c1/perception-gap': () => ({
        body: {
          ...gaps,
          trend: { points: gaps.trend.points.slice(0, 1), slope: null, verdict: null },
        },
      }),
    });
    await open();
    expect((await screen.findByTestId('gap-trend-sentence')).textContent).toBe(
      'A trend shows once the class has guessed on 3 inTells that 5 students answered; so far it has on 1 inTell.',
    );
    expect(screen.queryByTestId('gap-trend-bars')).toBeNull();
  });

  it('says so when no question has guesses to compare yet', async () => {
    serve({ 'GET /api/classes/c1/perception-gap': () => ({ body: { questions: [] } }) });
    await open();
    expect(
      await screen.findByText(
        'No guesses to compare yet: a question shows here once its students have guessed before interpreting it and 5 of them have answered.',
      ),
    ).toBeTruthy();
  });

  it('alerts when the agreement cannot be read, and still shows the guesses', async () => {
    serve({
      'GET /api/classes/c1/agreement': () => ({
        status: 403,
        body: errorBody('You are not a teacher of this class'),
      }),
    });
    await open({ agreement: false });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load the class’s agreement: You are not a teacher of this class',
    );
    expect(await screen.findByText('Phones belong in lockers')).toBeTruthy();
  });

  it('in Spanish, with the reader’s decimal comma', async () => {
    // Her own language, as her profile keeps it.
    serve({
      'GET /api/auth': () => ({ body: makeUser({ _id: 't1', name: 'Tess', language: 'es' }) }),
    });
    renderApp('/classes/c1/reading');
    await screen.findByRole('heading', { level: 1, name: 'Cómo lee la clase: Civics 7A' });
    await waitFor(() =>
      expect(within(scaleItem('emotion')).getByTestId('agreement-sentence').textContent).toBe(
        'La clase coincide en la emoción (α 0,84, 0,81-0,90).',
      ),
    );
    expect(within(scaleItem('sound')).getByTestId('agreement-sentence').textContent).toBe(
      'La clase no coincide en la solidez (α 0,22, 0,05-0,40).',
    );
    expect(scaleItem('goodFaith').textContent).toContain('Aún no hay suficientes lecturas.');
    expect(screen.getAllByTestId('gap-sentence')[0]!.textContent).toBe(
      'Esta clase espera más desacuerdo del que hay.',
    );
    expect(screen.getByTestId('gap-trend-sentence').textContent).toBe(
      'La brecha se reduce: las predicciones de la clase se acercan, inTell tras inTell.',
    );
    expect(screen.getByTestId('gap-trend-span').textContent).toBe(
      'En 3 inTells, en el orden de las predicciones de la clase: un desvío del 40\u00a0% de la escala en el primero y del 10\u00a0% en el último.',
    );
  });
});

describe('the way in from the class’s page', () => {
  it('links the class’s teachers from the roster to how the class reads', async () => {
    const roster: Roster = { students: [], invited: [], activityCount: 0 };
    serve({
      'GET /api/classes/c1/roster': () => ({ body: roster }),
      'GET /api/classes/c1/groups': () => ({ body: { groups: [] } }),
    });
    renderApp('/classes/c1');
    const link = await screen.findByRole('link', { name: 'How Civics 7A reads' });
    expect(link.getAttribute('href')).toBe('/classes/c1/reading');
    fireEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'How the class reads: Civics 7A' });
  });
});

describe('agreementVerdict', () => {
  it('follows Krippendorff’s levels: 0.8 reliable, 0.667 tentative', () => {
    expect(agreementVerdict(0.8)).toBe('agrees');
    expect(agreementVerdict(0.79)).toBe('tentative');
    expect(agreementVerdict(0.667)).toBe('tentative');
    expect(agreementVerdict(0.66)).toBe('disagrees');
    expect(agreementVerdict(-0.2)).toBe('disagrees');
  });
});
