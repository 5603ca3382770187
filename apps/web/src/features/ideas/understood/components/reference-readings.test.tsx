import type { UnderstoodScales } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea } from '../../../../testing/content-fixtures';
import { baseConfig, errorBody, fakeApi, makeUser } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';

// The screen's modules, transformed before the first test's clock starts.
beforeAll(async () => {
  await import('../../screens/idea-screen');
}, 60_000);
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

const AUTHOR = { ...makeIdea().user, _id: 'u1' };

const notSaid: UnderstoodScales = (
  ['emotion', 'authorIntent', 'sound', 'goodFaith', 'values'] as const
).map((scale) => ({
  scale,
  author: null,
  readers: null,
  gap: null,
  respondents: 0,
  said: 'notSaid',
  sentence: 'You have not said how you mean it on this scale.',
}));

/** Her reading once said, against five readers (or fewer). */
function answered(respondents: number): UnderstoodScales {
  const few = respondents < 5;
  return [
    {
      scale: 'emotion',
      author: 0.5,
      readers: few ? null : 0.5,
      gap: few ? null : 0,
      respondents,
      said: few ? 'tooFewReaders' : 'asMeant',
      sentence: '',
    },
    {
      scale: 'authorIntent',
      author: 0.9,
      readers: few ? null : 0.2,
      gap: few ? null : -0.7,
      respondents,
      said: few ? 'tooFewReaders' : 'lower',
      sentence: '',
    },
    { ...notSaid[2]!, respondents },
    { ...notSaid[3]!, respondents },
    { ...notSaid[4]!, respondents },
  ];
}

/** A revision she said values on: 4 of 5 readers saw fairness, which she did not mean. */
function revised(): UnderstoodScales {
  const earlier = {
    ideaId: 'old',
    author: 0.9,
    readers: 0.5,
    gap: -0.4,
    respondents: 6,
    said: 'lower' as const,
  };
  return [
    { ...notSaid[0]!, earlier: { ...earlier, author: null, gap: null, said: 'notSaid' } },
    { ...notSaid[1]!, earlier: { ...earlier, author: null, gap: null, said: 'notSaid' } },
    {
      scale: 'sound',
      author: 0.9,
      readers: 0.8,
      gap: -0.1,
      respondents: 5,
      said: 'asMeant',
      sentence: '',
      earlier,
      change: { before: 0.4, after: 0.1, said: 'closed', sentence: '' },
    },
    { ...notSaid[3]!, earlier: { ...earlier, author: null, gap: null, said: 'notSaid' } },
    {
      scale: 'values',
      author: null,
      readers: null,
      gap: 0.8,
      respondents: 5,
      said: 'differently',
      sentence: 'Most readers saw fairness in it; you did not mean it.',
      values: {
        meant: [1],
        seen: [
          { code: 2, meant: false, share: 0.8 },
          { code: 1, meant: true, share: 0.6 },
        ],
        differences: [
          {
            code: 2,
            kind: 'unmeant',
            share: 0.8,
            sentence: 'Most readers saw fairness in it; you did not mean it.',
          },
        ],
      },
      earlier: { ...earlier, gap: 0.3, said: 'differently', author: null, readers: null },
      change: null,
    },
  ];
}

/** The section's form, once her saved reading is read (the section loads lazily). */
async function findMeanForm() {
  await screen.findByRole('button', { name: 'Save how I mean it' }, { timeout: 10_000 });
  return screen.getByRole('region', { name: 'How I mean it' });
}

function place(label: string, value: number) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: String(value) } });
}

describe("'Was I understood?' and the key on an inTell's screen", () => {
  it('lets the author say how she means it, then shows where readers read it differently', async () => {
    let understood = notSaid;
    const api = fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ _id: 'u1' }) }),
      'GET /api/ideas/i1': () => ({ body: makeIdea({ user: AUTHOR }) }),
      'GET /api/ideas/i1/understood': () => ({ body: understood }),
      'POST /api/ideas/scale/i1': () => {
        understood = answered(5);
        return { body: makeIdea({ user: AUTHOR }) };
      },
    });
    renderApp('/idea/i1/1000/1');
    const section = await findMeanForm();
    // Nothing said yet: no panel, and the save waits for a slider.
    expect(screen.queryByRole('region', { name: 'Was I understood?' })).toBeNull();
    const save = within(section).getByRole('button', { name: 'Save how I mean it' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    // No teacher's key on her own inTell.
    expect(screen.queryByRole('region', { name: 'The key' })).toBeNull();

    place('How do you mean it to make readers feel?', 0.5);
    place('How balanced do you mean it to be?', 0.9);
    fireEvent.click(save);

    const panel = await screen.findByRole('region', { name: 'Was I understood?' });
    const [call] = api.callsTo('POST /api/ideas/scale/i1');
    expect(call?.body).toEqual({
      role: 'author',
      myEmotion: 0.5,
      authorIntent: 0.9,
      sound: -2,
      goodFaith: -2,
      values: [],
    });
    const intent = within(panel).getByTestId('understood-authorIntent');
    expect(intent.textContent).toContain('Readers saw it as more one-sided than you meant.');
    expect(intent.textContent).toContain('You: Very balanced (0.9)');
    expect(intent.textContent).toMatch(/Readers: .*\(0\.2\)/);
    expect(intent.textContent).toContain('Rests on 5 readers.');
    expect(within(panel).getByTestId('understood-emotion').textContent).toContain(
      'Readers read it as you meant it.',
    );
    expect(within(panel).getByTestId('understood-sound').textContent).toContain(
      'You have not said how you mean it on this scale.',
    );
    expect(await screen.findByText('Saved how you mean your inTell.')).toBeTruthy();
    // The sliders start on what she said.
    expect(
      screen.getByLabelText<HTMLInputElement>('How balanced do you mean it to be?').value,
    ).toBe('0.9');
  });

  it('asks for her values, sends them, and shows those readers saw and how a revision did', async () => {
    const api = fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ _id: 'u1' }) }),
      'GET /api/ideas/i1': () => ({ body: makeIdea({ user: AUTHOR }) }),
      'GET /api/ideas/i1/understood': () => ({ body: revised() }),
      'POST /api/ideas/scale/i1': () => ({ body: makeIdea({ user: AUTHOR }) }),
    });
    renderApp('/idea/i1/1000/1');
    const section = await findMeanForm();
    const values = within(section).getByRole('group', {
      name: 'Which values do you mean it to touch?',
    });
    // Her saved values start checked; with no emotion placed all ten are offered.
    expect(within(values).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(values).getByRole<HTMLInputElement>('checkbox', { name: 'Care' }).checked).toBe(
      true,
    );
    // A positive emotion offers the values it upholds only.
    place('How do you mean it to make readers feel?', 0.5);
    expect(within(values).getAllByRole('checkbox')).toHaveLength(5);
    fireEvent.click(within(values).getByRole('checkbox', { name: 'Unity' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save how I mean it' }));
    await waitFor(() => expect(api.callsTo('POST /api/ideas/scale/i1')).toHaveLength(1));
    expect(api.callsTo('POST /api/ideas/scale/i1')[0]?.body).toMatchObject({
      role: 'author',
      myEmotion: 0.5,
      values: [1, 4],
    });

    const panel = screen.getByRole('region', { name: 'Was I understood?' });
    const row = within(panel).getByTestId('understood-values');
    expect(row.textContent).toContain('You: Care');
    expect(row.textContent).toContain('Readers saw: Fairness (80%) and Care (60%)');
    expect(row.textContent).toContain('Most readers saw fairness in it; you did not mean it.');
    expect(row.textContent).toContain('Both versions need 5 or more readers to be compared.');
    const sound = within(panel).getByTestId('understood-sound');
    expect(sound.textContent).toContain('Earlier version: a gap of 0.40 of the scale');
    expect(sound.textContent).toContain('This version: a gap of 0.10 of the scale');
    expect(sound.textContent).toContain('The gap on soundness closed: 0.40 → 0.10 of the scale.');
    // No comparison where she said nothing on either version.
    expect(within(panel).queryByTestId('understood-change-emotion')).toBeNull();
    expect(
      within(panel).getByRole('link', { name: 'Open the earlier version' }).getAttribute('href'),
    ).toBe('/idea/old/1000/1');
  });

  it('points a revised inTell to its revision', async () => {
    fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ _id: 'u1' }) }),
      'GET /api/ideas/i1': () => ({ body: makeIdea({ user: AUTHOR }) }),
      'GET /api/ideas/i1/understood': () => ({
        body: answered(5).map((row) => ({ ...row, revision: { ideaId: 'new' } })),
      }),
    });
    renderApp('/idea/i1/1000/1');
    const panel = await screen.findByRole(
      'region',
      { name: 'Was I understood?' },
      { timeout: 5000 },
    );
    expect(panel.textContent).toContain('You posted a revised version of this inTell.');
    expect(
      within(panel)
        .getByRole('link', { name: 'See how the revised version was understood' })
        .getAttribute('href'),
    ).toBe('/idea/new/1000/1');
    expect(within(panel).queryByTestId('understood-earlier')).toBeNull();
  });

  it('says so when it rests on fewer than 5 readers', async () => {
    fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ _id: 'u1' }) }),
      'GET /api/ideas/i1': () => ({ body: makeIdea({ user: AUTHOR }) }),
      'GET /api/ideas/i1/understood': () => ({ body: answered(3) }),
    });
    renderApp('/idea/i1/1000/1');
    const panel = await screen.findByRole(
      'region',
      { name: 'Was I understood?' },
      { timeout: 5000 },
    );
    const intent = within(panel).getByTestId('understood-authorIntent');
    expect(intent.textContent).toContain('Fewer than 5 readers so far.');
    expect(intent.textContent).not.toContain('Rests on');
    expect(intent.textContent).not.toContain('Readers:');
  });

  it('shows the author a failed save as an alert', async () => {
    fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ _id: 'u1' }) }),
      'GET /api/ideas/i1': () => ({ body: makeIdea({ user: AUTHOR }) }),
      'GET /api/ideas/i1/understood': () => ({ body: notSaid }),
      'POST /api/ideas/scale/i1': () => ({ status: 429, body: errorBody('Too many') }),
    });
    renderApp('/idea/i1/1000/1');
    await findMeanForm();
    place('How sound is your own evidence?', 0.6);
    fireEvent.click(screen.getByRole('button', { name: 'Save how I mean it' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to save how you mean it: Too many',
    );
  });

  it('lets a teacher give the key, never counted in the results', async () => {
    const api = fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ _id: 'u1', isStudent: false }) }),
      'GET /api/ideas/i1': () => ({ body: makeIdea() }),
      'POST /api/ideas/scale/i1': () => ({ body: makeIdea() }),
    });
    renderApp('/idea/i1/1000/1');
    const key = await screen.findByRole('region', { name: 'The key' }, { timeout: 5000 });
    expect(key.textContent).toContain('never counted in the results');
    expect(screen.queryByRole('region', { name: 'How I mean it' })).toBeNull();
    fireEvent.click(within(key).getByRole('button', { name: 'Give the key' }));
    place('The key: how sound is its content?', 0.3);
    place('The key: was it shared in good faith?', 1);
    fireEvent.click(within(key).getByRole('button', { name: 'Save the key' }));
    await waitFor(() =>
      expect(within(key).getByRole('status').textContent).toBe(
        'Your key was saved. It is never counted in the results.',
      ),
    );
    expect(api.callsTo('POST /api/ideas/scale/i1')[0]?.body).toEqual({
      role: 'key',
      myEmotion: -2,
      authorIntent: -2,
      sound: 0.3,
      goodFaith: 1,
    });
    // The author's panel is never asked for.
    expect(api.callsTo('GET /api/ideas/i1/understood')).toHaveLength(0);
  });

  it('starts a teacher’s sliders on the key she gave before, and reads it back once saved', async () => {
    let key: Record<string, unknown> = {
      emotion: -0.5,
      authorIntent: null,
      sound: 0.8,
      goodFaith: null,
      updatedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    };
    const api = fakeApi({
      'GET /api/auth': () => ({ body: makeUser({ _id: 'u1', isStudent: false }) }),
      'GET /api/ideas/i1': () => ({ body: makeIdea() }),
      'GET /api/ideas/i1/key': () => ({ body: key }),
      'POST /api/ideas/scale/i1': () => {
        key = { ...key, sound: 0.3, updatedAt: new Date().toISOString() };
        return { body: makeIdea() };
      },
    });
    renderApp('/idea/i1/1000/1');
    const region = await screen.findByRole('region', { name: 'The key' }, { timeout: 5000 });
    await waitFor(() =>
      expect(within(region).getByTestId('teacher-key-given').textContent).toBe(
        'You gave your key 3 days ago. The sliders start on it; change any and save it again.',
      ),
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Give the key' }));
    const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
    expect(value('The key: how sound is its content?')).toBe('0.8');
    expect(value('The key: how should it make a careful reader feel?')).toBe('-0.5');
    // Unanswered scales stay unplaced.
    expect(
      screen
        .getByLabelText('The key: was it shared in good faith?')
        .classList.contains('scale-slider-unset'),
    ).toBe(true);
    expect(
      screen
        .getByLabelText('The key: how sound is its content?')
        .classList.contains('scale-slider-unset'),
    ).toBe(false);
    place('The key: how sound is its content?', 0.3);
    fireEvent.click(within(region).getByRole('button', { name: 'Save the key' }));
    await waitFor(() => expect(api.callsTo('GET /api/ideas/i1/key').length).toBeGreaterThan(1));
    expect(api.callsTo('POST /api/ideas/scale/i1')[0]?.body).toEqual({
      role: 'key',
      myEmotion: -0.5,
      authorIntent: -2,
      sound: 0.3,
      goodFaith: -2,
    });
  });

  it('shows a reader outside the education build neither', async () => {
    const api = fakeApi(
      {
        'GET /api/auth': () => ({ body: makeUser({ _id: 'u1' }) }),
        'GET /api/ideas/i1': () => ({ body: makeIdea() }),
      },
      { ...baseConfig, education: false },
    );
    renderApp('/idea/i1/1000/1');
    await screen.findByRole('heading', { name: 'Interpret this inTell' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'The key' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'How I mean it' })).toBeNull();
    expect(api.callsTo('GET /api/ideas/i1/understood')).toHaveLength(0);
  });
});
