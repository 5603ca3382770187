import {
  aggregateOf,
  binIndex,
  emptyIdeaScaleAggregates,
  type IdeaCruxes,
  type IdeaDto,
  type IdeaScalePlotData,
  type IdeaViewpoints,
  type ViewpointGroupScale,
} from '@thoughtful/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea, makeIdeaScale } from '../../../../testing/content-fixtures';
import { fakeApi, makeUser } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';

/**
 * The viewpoints beside the community's results (DESIGN.md §12): the groups' curves on the plots
 * with a legend in words, the sentences, the cruxes, and the class they are read in.
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

const high = [0.8, 0.9, 0.85];
const low = [0.1, 0.2, 0.15];

function histogram(values: readonly number[]): number[] {
  const bins = Array.from({ length: 47 }, () => 0);
  for (const value of values) bins[binIndex(value)]! += 1;
  return bins;
}

function group(index: number, values: readonly number[]): ViewpointGroupScale {
  return {
    index,
    respondents: values.length,
    mean: values.reduce((sum, v) => sum + v, 0) / values.length,
    histogram: histogram(values),
  };
}

const plot: IdeaScalePlotData = {
  total: 6,
  emotion: [0.5, 0.6, 0.4, -0.5, -0.6, -0.4],
  authorIntent: [...high, ...low],
  sound: [...high, ...low],
  score: [0.5, 0.6, 0.5, -0.5, -0.4, -0.6],
  confidence: [1, 1, 1, 1, 1, 1],
  supportLevel: [null, null, null, null, null, null],
  mine: 0,
};

const idea: Partial<IdeaDto> = {
  myScale: makeIdeaScale({
    user: { _id: 'u1', name: 'Ada' },
    myEmotion: 0.5,
    authorIntent: 0.8,
    sound: 0.8,
    confidence: 1,
  }),
  scaleCount: 6,
  scaleAggregates: {
    ...emptyIdeaScaleAggregates(),
    emotion: aggregateOf(plot.emotion as number[]),
    authorIntent: aggregateOf(plot.authorIntent as number[]),
    sound: aggregateOf(plot.sound as number[]),
    score: aggregateOf(plot.score as number[]),
  },
};

const viewpoints: IdeaViewpoints = {
  respondents: 6,
  groups: [
    { index: 0, size: 3 },
    { index: 1, size: 3 },
  ],
  scales: [
    {
      scale: 'sound',
      bridged: 0.36,
      spread: 0.7,
      sentence: 'Group A finds it sound and Group B does not.',
      respondents: 6,
      groups: [group(0, high), group(1, low)],
    },
    {
      scale: 'goodFaith',
      bridged: 0.5,
      spread: 0.1,
      sentence: 'The groups agree on its good faith.',
      respondents: 6,
      groups: [group(0, [0.5, 0.5, 0.5]), group(1, [0.5, 0.5, 0.5])],
    },
  ],
  disagreement: {
    kind: 'facts',
    sentence:
      'The groups disagree mostly about facts and reasoning: they judge how sound it is differently.',
  },
  placed: 6,
  computedAt: '2026-12-01T10:00:00.000Z',
};

const cruxes: IdeaCruxes = {
  cruxes: [{ ideaId: 'x1', headline: 'Trees cool streets', reason: 'The groups read it apart.' }],
};

function serve(
  answers: { viewpoints?: IdeaViewpoints; cruxes?: IdeaCruxes } = {},
  route = '/api/ideas/i1',
  query = '',
) {
  return fakeApi({
    'GET /api/auth': () => ({ body: makeUser({ _id: 'u1', name: 'Ada' }) }),
    'GET /api/ideas/i1': () => ({ body: makeIdea(idea) }),
    'GET /api/ideas/i1/scales': () => ({ body: plot }),
    'GET /api/ideas/i1/notes': () => ({ body: { notes: [], nextCursor: null } }),
    [`GET ${route}/viewpoints${query}`]: () => ({ body: answers.viewpoints ?? viewpoints }),
    [`GET ${route}/cruxes${query}`]: () => ({ body: answers.cruxes ?? { cruxes: [] } }),
  });
}

const results = () => screen.findByRole('region', { name: 'Community interpretations' });

describe('viewpoints on the inTell screen', () => {
  it('draws each group’s curve on the plot of a scale the viewpoints have, with a legend', async () => {
    serve();
    renderApp('/idea/i1/1000/1');
    const region = await results();
    const sound = within(region).getByRole('region', { name: 'Soundness' });
    const plotImage = await within(sound).findByRole('img', {
      name: /^Soundness: density plot of 6 responses/,
    });
    // The text alternative names the groups, and the legend says them in words.
    expect(plotImage.getAttribute('aria-label')).toMatch(
      /one curve for each viewpoint group: Group A, 3 people; Group B, 3 people\.$/,
    );
    expect(within(plotImage).getByTestId('density-plot-group-0')).toBeTruthy();
    const curveB = within(plotImage).getByTestId('density-plot-group-1');
    expect(curveB.getAttribute('stroke')).toBe('#E69F00');
    expect(curveB.getAttribute('stroke-dasharray')).toBe('6 3');
    expect(curveB.getAttribute('d')).toMatch(/^M/);
    const legend = within(sound).getByRole('list', { name: "Soundness: the plot's curves" });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Everyone, 6 people', 'Group A, 3 people', 'Group B, 3 people']);
    // The emotion is not among the viewpoints' scales here: its plot is everyone's only.
    const emotion = within(region).getByRole('region', { name: 'Emotion' });
    const emotionPlot = await within(emotion).findByRole('img', { name: /^Emotion:/ });
    expect(within(emotionPlot).queryByTestId('density-plot-groups')).toBeNull();
    expect(within(emotion).queryByRole('list', { name: /the plot's curves/ })).toBeNull();
  });

  it('says the sentences beside the summaries, scales without a plot too', async () => {
    serve();
    renderApp('/idea/i1/1000/1');
    const region = await results();
    const part = await within(region).findByRole('region', { name: 'Viewpoints' });
    expect(part.textContent).toContain(
      'The groups disagree mostly about facts and reasoning: they judge how sound it is differently.',
    );
    expect(part.textContent).toContain('Soundness: Group A finds it sound and Group B does not.');
    expect(part.textContent).toContain('Good faith: The groups agree on its good faith.');
    expect(part.textContent).toContain('rests on 6 people in 2 groups');
    // The spec's summaries are still there.
    expect(within(region).getByRole('region', { name: 'Soundness' })).toBeTruthy();
    // Names: none in the viewpoints, only groups.
    expect(part.textContent).not.toMatch(/Ada|Bea/);
  });

  it('lists the cruxes when the inTell has some', async () => {
    serve({ cruxes });
    renderApp('/idea/i1/1000/1');
    const region = await results();
    const list = await within(region).findByRole('region', { name: 'Cruxes' });
    const link = within(list).getByRole('link', { name: 'Trees cool streets' });
    expect(link.getAttribute('href')).toBe('/idea/x1/1000/1');
    expect(list.textContent).toContain('The groups read it apart.');
  });

  it('shows no legend and says why when the viewpoints have no scales', async () => {
    serve({
      viewpoints: { ...viewpoints, respondents: 4, groups: [], scales: [], disagreement: null },
    });
    renderApp('/idea/i1/1000/1');
    const region = await results();
    const part = await within(region).findByRole('region', { name: 'Viewpoints' });
    expect(part.textContent).toContain('Viewpoints show once 5 people have interpreted');
    await within(region).findByRole('img', { name: /^Soundness:/ });
    expect(within(region).queryByTestId('density-plot-groups')).toBeNull();
    expect(within(region).queryByText(/^Group A/)).toBeNull();
  });

  it('reads the class’s viewpoints when opened inside a class', async () => {
    // The answers for the class: the routes carry `?classId=`.
    const api = serve({ cruxes }, '/api/ideas/i1', '?classId=k1');
    renderApp('/idea/i1/1000/1?classId=k1');
    const region = await results();
    const list = await within(region).findByRole('region', { name: 'Cruxes' });
    expect(within(list).getByRole('link').getAttribute('href')).toBe('/idea/x1/1000/1?classId=k1');
    await within(region).findByRole('region', { name: 'Viewpoints' });
    expect(api.callsTo('GET /api/ideas/i1/viewpoints?classId=k1')).toHaveLength(1);
    expect(api.callsTo('GET /api/ideas/i1/viewpoints')).toHaveLength(0);
  });
});
