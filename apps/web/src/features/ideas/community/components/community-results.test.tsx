import {
  aggregateOf,
  emptyIdeaScaleAggregates,
  type IdeaDto,
  type IdeaNotesPage,
  type IdeaScalePlotData,
} from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea, makeIdeaScale } from '../../../../testing/content-fixtures';
import { fakeApi, makeUser } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';

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

const answered = makeIdeaScale({
  user: { _id: 'u1', name: 'Ada' },
  myEmotion: 0.6,
  authorIntent: 0.8,
  sound: 0.7,
  confidence: 0.5,
});
const skipped = makeIdeaScale({ user: { _id: 'u1', name: 'Ada' } });

function aggregates(emotion: number[], intent: number[], sound: number[], score: number[]) {
  return {
    ...emptyIdeaScaleAggregates(),
    emotion: aggregateOf(emotion),
    authorIntent: aggregateOf(intent),
    sound: aggregateOf(sound),
    score: aggregateOf(score),
  };
}

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

const longNote = 'A'.repeat(200);
const page1: IdeaNotesPage = {
  notes: [
    {
      user: { _id: 'u2', name: 'Bea' },
      note: longNote.slice(0, 160),
      truncated: true,
      confidence: 0.5,
      expertise: null,
      date: '2024-01-02T00:00:00.000Z',
    },
    {
      user: { _id: 'u3', name: 'Cy' },
      note: 'Short and sure.',
      truncated: false,
      confidence: 1,
      expertise: null,
      date: '2024-01-01T00:00:00.000Z',
    },
  ],
  nextCursor: 'c2',
};
const page2: IdeaNotesPage = {
  notes: [
    {
      user: { _id: 'u4', name: 'Dee' },
      note: 'I study this.',
      truncated: false,
      confidence: 4,
      expertise: { level: 4, statement: 'EXPERT STATEMENT' },
      date: '2023-12-01T00:00:00.000Z',
    },
  ],
  nextCursor: null,
};

function serve(
  idea: Partial<IdeaDto>,
  plot: IdeaScalePlotData = noPlot,
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  return fakeApi({
    ...extra,
    'GET /api/auth': () => ({ body: makeUser({ _id: 'u1', name: 'Ada' }) }),
    'GET /api/ideas/i1': () => ({ body: makeIdea(idea) }),
    'GET /api/ideas/i1/scales': () => ({ body: plot }),
    'GET /api/ideas/i1/notes': () => ({ body: page1 }),
    'GET /api/ideas/i1/notes?cursor=c2': () => ({ body: page2 }),
    'GET /api/ideas/i1/scales.csv': () => ({ body: 'user,note' }),
    'GET /api/ideas/i1/notes/u2': () => ({
      body: { ...page1.notes[0], note: longNote, myExpertise: '' },
    }),
    'GET /api/ideas/i1/notes/u4': () => ({
      body: { ...page2.notes[0], myExpertise: 'Twenty years in the field.' },
    }),
  });
}

const panel = () => screen.findByRole('region', { name: 'Community interpretations' });

describe('community results (idea screen, view 1)', () => {
  it('keeps the placeholder until the reader has interpreted', async () => {
    serve({ myScale: null });
    renderApp('/idea/i1/1000/1');
    await screen.findByRole('heading', { name: /Interpret this inTell/ });
    expect(screen.getByTestId('community-interpretations').textContent).toContain(
      'Interpretations here...',
    );
    expect(screen.queryByRole('region', { name: 'Community interpretations' })).toBeNull();
  });

  it('shows the author the results without her interpreting', async () => {
    const api = serve({
      user: { _id: 'u1', name: 'Ada', avatar: '', agents: [] },
      goodIntentLevel: 1,
      myScale: null,
      scaleAggregates: aggregates([0.6, 0.7, 0.8, 0.5], [0.8, 0.9, 0.7, 0.6], [0.7], [0.2]),
    });
    renderApp('/idea/i1/1000/1');
    const region = await panel();
    expect(within(region).queryByText(/Activity skipped/)).toBeNull();
    expect(within(region).getAllByText('How is this worked out?').length).toBeGreaterThan(0);
    await waitFor(() => expect(api.callsTo('GET /api/ideas/i1/scales')).toHaveLength(1));
    // Her own interpretation stays hers to give: the flow is still offered.
    expect(screen.getByRole('heading', { name: /Interpret this inTell/ })).toBeTruthy();
  });

  it('keeps the results from an author who posted without declaring her intent', async () => {
    serve({
      user: { _id: 'u1', name: 'Ada', avatar: '', agents: [] },
      goodIntentLevel: 0,
      myScale: null,
    });
    renderApp('/idea/i1/1000/1');
    await screen.findByRole('heading', { name: /Interpret this inTell/ });
    expect(screen.queryByRole('region', { name: 'Community interpretations' })).toBeNull();
  });

  it('tells a member who skipped that the results are not shown', async () => {
    serve({ myScale: skipped, scaleAggregates: aggregates([0.5], [0.5], [0.5], [0.1]) });
    renderApp('/idea/i1/1000/1');
    const region = await panel();
    expect(
      within(region).getByText('Activity skipped. Unable to display community interpretations.'),
    ).toBeTruthy();
  });

  it('says engagement is limited below 4 members, with how that is worked out', async () => {
    const api = serve({
      myScale: answered,
      scaleAggregates: aggregates([0.6], [0.8], [0.7], [0.2]),
    });
    renderApp('/idea/i1/1000/1');
    const region = await panel();
    expect(
      within(region).getAllByText('Limited community engagement so far. Please check back later.'),
    ).toHaveLength(4);
    expect(within(region).getAllByText('How is this worked out?')).toHaveLength(4);
    expect(within(region).queryByText('Show the responses as a table')).toBeNull();
    expect(within(region).queryByRole('img')).toBeNull();
    expect(api.callsTo('GET /api/ideas/i1/scales')).toHaveLength(0);
  });

  it('summarises and plots each scale from 4 members, with a table of the values', async () => {
    const api = serve(
      {
        myScale: answered,
        scaleAggregates: aggregates(
          [0.6, 0.7, 0.8, 0.6],
          [0.8, 0.9, 0.7, 0.8],
          [0.7, 0.6],
          [0.4, 0.5, 0.6, 0.5],
        ),
      },
      {
        total: 4,
        emotion: [0.6, 0.7, 0.8, 0.6],
        authorIntent: [0.8, 0.9, 0.7, 0.8],
        sound: [0.7, null, 0.6, null],
        score: [0.4, 0.5, 0.6, 0.5],
        confidence: [0.5, 0.5, 1, null],
        supportLevel: [null, null, null, null],
        mine: 0,
      },
    );
    renderApp('/idea/i1/1000/1');
    const region = await panel();
    // The plot, lazily loaded, names its scale, its count and the reader's own answer.
    const plot = await within(region).findByRole('img', {
      name: /^Emotion: density plot of 4 responses .*; your answer 0\.6\. .*positive/i,
    });
    expect(plot.querySelector('[data-testid="density-plot-mine"]')).toBeTruthy();
    expect(plot.getAttribute('width')).toBe('595');
    expect(await within(region).findAllByRole('img')).toHaveLength(3);
    expect(api.callsTo('GET /api/ideas/i1/scales')).toHaveLength(1);
    const emotion = within(region).getByRole('region', { name: 'Emotion' });
    expect(emotion.textContent).toMatch(/positive/i);
    // Soundness has only 2 answers of the 4 members.
    const sound = within(region).getByRole('region', { name: 'Soundness' });
    expect(
      within(sound).getByText('Limited data points so far. Please check back later.'),
    ).toBeTruthy();
    // The disclosure holds the numbers behind the sentence.
    const details = emotion.querySelector('details');
    fireEvent.click(within(emotion).getAllByText('How is this worked out?')[0]!);
    expect(details?.textContent).toMatch(/4/);
    // The table: one row per non-empty bin.
    const table = within(emotion).getByRole('table', { name: 'Emotion: responses by value' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['0.602', '0.701', '0.801']);
  });

  it('lists the notes, opens one in full and loads more', async () => {
    serve({ myScale: answered, scaleAggregates: aggregates([0.6], [0.8], [0.7], [0.2]) });
    renderApp('/idea/i1/1000/1');
    const region = await panel();
    const notes = within(region).getByRole('region', { name: 'Notes' });
    await within(notes).findByText('Short and sure.');
    expect(within(notes).getByText(`${'A'.repeat(160)}…`)).toBeTruthy();
    // Only the cut note has a detail button on the first page.
    expect(within(notes).getAllByRole('button', { name: /note in full/ })).toHaveLength(1);
    fireEvent.click(within(notes).getByRole('button', { name: "Read Bea's note in full" }));
    const dialog = await screen.findByRole('dialog', { name: "Bea's note" });
    await within(dialog).findByText('A'.repeat(200));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // 'More': the next page, whose expert note has a detail button too.
    fireEvent.click(within(notes).getByRole('button', { name: 'More' }));
    await within(notes).findByText('I study this.');
    expect(within(notes).queryByRole('button', { name: 'More' })).toBeNull();
    fireEvent.click(within(notes).getByRole('button', { name: "Read Dee's note in full" }));
    const expert = await screen.findByRole('dialog', { name: "Dee's note" });
    expect(within(expert).getByText('EXPERT STATEMENT')).toBeTruthy();
    await within(expert).findByText('Twenty years in the field.');
  });

  it('downloads the interpretations as CSV for a member', async () => {
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = serve({
      myScale: answered,
      scaleAggregates: aggregates([0.6], [0.8], [0.7], [0.2]),
    });
    renderApp('/idea/i1/1000/1');
    const region = await panel();
    fireEvent.click(
      within(region).getByRole('button', { name: 'Download the interpretations (CSV)' }),
    );
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(api.callsTo('GET /api/ideas/i1/scales.csv')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalled();
    clicked.mockRestore();
  });

  it('selects respondents by a range and shows them on every plot and in the notes', async () => {
    const plot: IdeaScalePlotData = {
      total: 5,
      emotion: [0.6, 0.7, 0.8, -0.6, -0.9],
      authorIntent: [0.8, 0.9, 0.7, 0.2, 0.1],
      sound: [0.7, 0.8, 0.6, 0.3, 0.2],
      score: [0.4, 0.5, 0.6, -0.5, -0.7],
      confidence: [0.5, 0.5, 1, null, 1],
      supportLevel: [0.66, 1, 0.33, -1, null],
      mine: 0,
    };
    serve(
      {
        myScale: answered,
        scaleAggregates: {
          ...aggregates(
            plot.emotion as number[],
            plot.authorIntent as number[],
            plot.sound as number[],
            plot.score as number[],
          ),
          supportLevel: aggregateOf([0.66, 1, 0.33, -1]),
        },
      },
      plot,
      {
        'GET /api/ideas/i1/notes?scale=emotion&min=0.5&max=1': () => ({
          body: { notes: [page1.notes[1]!], nextCursor: null },
        }),
      },
    );
    renderApp('/idea/i1/1000/1');
    const region = await panel();
    // The guiding question's support level is plotted where members answered it.
    await within(region).findByRole('img', { name: /^Support for the guiding question: / });
    expect(within(region).queryByTestId('density-plot-selected')).toBeNull();

    fireEvent.click(within(region).getByText('Select respondents by their answers'));
    fireEvent.change(within(region).getByLabelText('Scale'), { target: { value: 'emotion' } });
    fireEvent.change(within(region).getByLabelText('From'), { target: { value: '0.5' } });
    fireEvent.change(within(region).getByLabelText('To'), { target: { value: '1' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Select' }));

    expect((await within(region).findByTestId('brush-status')).textContent).toBe(
      '3 of 5 respondents selected: Emotion from 0.50 to 1.00.',
    );
    // Every plot draws the selection against everyone.
    await waitFor(() =>
      expect(within(region).getAllByTestId('density-plot-selected')).toHaveLength(5),
    );
    // The selection's own summary where it has enough answers (3 < 4: none here).
    expect(within(region).queryAllByTestId('selected-summary')).toHaveLength(0);
    const notes = within(region).getByRole('region', { name: 'Notes of the selected respondents' });
    await within(notes).findByText('Short and sure.');
    expect(within(notes).queryByText(`${'A'.repeat(160)}…`)).toBeNull();

    fireEvent.click(within(region).getByRole('button', { name: 'Clear the selection' }));
    await waitFor(() => expect(within(region).queryByTestId('density-plot-selected')).toBeNull());
    expect(within(region).queryByTestId('brush-status')).toBeNull();
    await within(region).findByRole('region', { name: 'Notes' });
  });

  it('summarises the selection itself once it has 4 answers', async () => {
    const plot: IdeaScalePlotData = {
      total: 5,
      emotion: [0.6, 0.7, 0.8, 0.9, -0.9],
      authorIntent: [0.8, 0.9, 0.7, 0.2, 0.1],
      sound: [0.7, 0.8, 0.6, 0.3, 0.2],
      score: [0.4, 0.5, 0.6, -0.5, -0.7],
      confidence: [0.5, 0.5, 1, null, 1],
      supportLevel: [null, null, null, null, null],
      mine: 0,
    };
    serve(
      {
        myScale: answered,
        scaleAggregates: aggregates(
          plot.emotion as number[],
          plot.authorIntent as number[],
          plot.sound as number[],
          plot.score as number[],
        ),
      },
      plot,
      {
        'GET /api/ideas/i1/notes?scale=emotion&min=0.5&max=1': () => ({
          body: { notes: [], nextCursor: null },
        }),
      },
    );
    renderApp('/idea/i1/1000/1');
    const region = await panel();
    await within(region).findAllByRole('img');
    // Without answers, the support level has no section at all.
    expect(
      within(region).queryByRole('region', { name: 'Support for the guiding question' }),
    ).toBeNull();
    fireEvent.click(within(region).getByText('Select respondents by their answers'));
    fireEvent.change(within(region).getByLabelText('From'), { target: { value: '1' } });
    fireEvent.change(within(region).getByLabelText('To'), { target: { value: '0.5' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Select' }));
    const emotion = within(region).getByRole('region', { name: 'Emotion' });
    expect((await within(emotion).findByTestId('selected-summary')).textContent).toMatch(
      /^Selected respondents: .*positive/i,
    );
  });

  describe('What the summaries say', () => {
    const plot: IdeaScalePlotData = {
      total: 4,
      emotion: [0.6, 0.7, 0.8, 0.6],
      authorIntent: [0, 0.05, 0.9, 1],
      sound: [1, 0.95, 0.9, 0],
      score: [0.4, 0.5, 0.6, 0.5],
      confidence: [0.5, 0.5, 1, null],
      supportLevel: [-1, -0.66, -1, -0.66],
      mine: 0,
    };
    const scaleAggregates = {
      ...aggregates(
        plot.emotion as number[],
        plot.authorIntent as number[],
        plot.sound as number[],
        plot.score as number[],
      ),
      supportLevel: aggregateOf([-1, -0.66, -1, -0.66]),
      goodFaith: aggregateOf([0.2, 0.3, 0.4, 0.1]),
      heartOfIssue: aggregateOf([0.9, 0.85, 1, 0.9]),
    };

    it("shows good faith's 'Manipulative' and heart of issue's \"Requires everyone's attention\"", async () => {
      serve({ myScale: answered, scaleAggregates }, plot);
      renderApp('/idea/i1/1000/1');
      const region = await panel();
      const goodFaith = await within(region).findByRole('region', { name: 'Good faith' });
      expect(within(goodFaith).getByText('Manipulative')).toBeTruthy();
      const heart = within(region).getByRole('region', { name: 'Heart of issue' });
      expect(within(heart).getByText("Requires everyone's attention")).toBeTruthy();
      // Their table of values comes from the stored aggregates.
      expect(within(heart).getByText('Show the responses as a table')).toBeTruthy();
    });

    it("shows 'Recommended' for a heart of issue above 0.5 and up to 0.8", async () => {
      serve(
        {
          myScale: answered,
          scaleAggregates: { ...scaleAggregates, heartOfIssue: aggregateOf([0.6, 0.7, 0.6, 0.7]) },
        },
        plot,
      );
      renderApp('/idea/i1/1000/1');
      const region = await panel();
      const heart = await within(region).findByRole('region', { name: 'Heart of issue' });
      expect(within(heart).getByText('Recommended')).toBeTruthy();
    });

    it('names the way the class leans on the support scale', async () => {
      serve({ myScale: answered, scaleAggregates }, plot);
      renderApp('/idea/i1/1000/1');
      const region = await panel();
      const support = await within(region).findByRole('region', {
        name: 'Support for the guiding question',
      });
      expect(
        within(support).getByText('Clear agreement that it damages the guiding question'),
      ).toBeTruthy();
      expect(support.textContent).not.toMatch(/Clear disagreement/);
    });

    it('draws author intent on 0 … 1 with its ends in words, no density below 0', async () => {
      serve({ myScale: answered, scaleAggregates }, plot);
      renderApp('/idea/i1/1000/1');
      const region = await panel();
      const intent = await within(region).findByRole('img', {
        name: /^Author intent: density plot of 4 responses on a scale from 0 \(One-sided\) to 1 \(Very balanced\)/,
      });
      expect(within(intent).getByTestId('density-plot-end-min').textContent).toBe('One-sided');
      expect(within(intent).getByTestId('density-plot-end-max').textContent).toBe('Very balanced');
      // The axis runs -0.075 … 1.075 over 12 … 583 px: 0 is at 12 + 571 × 0.075 / 1.15.
      const zeroX = 12 + (571 * 0.075) / 1.15;
      const path = intent.querySelector('.density-plot-area')?.getAttribute('d') ?? '';
      const xs = [...path.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => Number(m[1]));
      expect(xs.length).toBeGreaterThan(10);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(zeroX - 0.01);
      expect(Math.max(...xs)).toBeLessThanOrEqual(12 + (571 * 1.075) / 1.15 + 0.01);
      // The ticks are the scale's own: 0 … 1, nothing below 0.
      const ticks = [...intent.querySelectorAll('.density-plot-tick')].map((t) => t.textContent);
      expect(ticks[0]).toBe('0');
      expect(ticks.at(-1)).toBe('1');

      const support = within(region).getByRole('img', {
        name: /^Support for the guiding question: density plot .* from -1 \(Totally damaged\) to 1 \(Totally supported\)/,
      });
      expect(within(support).getByTestId('density-plot-end-min').textContent).toBe(
        'Totally damaged',
      );
      const emotion = within(region).getByRole('img', { name: /^Emotion:/ });
      expect(within(emotion).getByTestId('density-plot-end-max').textContent).toBe('Very positive');
    });
  });
});
