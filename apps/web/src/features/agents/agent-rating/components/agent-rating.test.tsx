import { AGENT_MESSAGES, type AgentDto, type AgentScale } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAgent } from '../../../../testing/content-fixtures';
import { errorBody, fakeApi, makeUser } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { plotFrame, toSvgX, toSvgY } from '../agent-rating-model';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 't');
  // The agent screen opens the waveMaker's page once; not this test's subject.
  vi.stubGlobal(
    'open',
    vi.fn(() => null),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = { 'GET /api/auth': () => ({ body: makeUser({ _id: 'u1', name: 'Ada' }) }) };

function scale(userId: string, x: number, y: number, confidence = 0.5): AgentScale {
  return {
    user: { _id: userId, name: userId },
    x,
    y,
    confidence,
    date: '2024-05-01T00:00:00.000Z',
  };
}

const others = [scale('u2', -0.5, 0.5), scale('u3', 0.2, -0.7), scale('u4', 0.9, 0.1)];

/** Opens view 1 of the waveMaker and waits for its plane. */
async function openView1() {
  renderApp('/agent/a1/1000/1');
  // The plane is a lazy chunk: its first load (transformed on demand here) can take a while.
  return screen.findByRole('img', { name: /waveMaker rating plane/ }, { timeout: 5000 });
}

function slider(name: RegExp) {
  return screen.getByRole<HTMLInputElement>('slider', { name });
}

function ownPoint() {
  const point = screen.queryByTestId('own-point');
  return point === null
    ? null
    : { x: point.getAttribute('data-x'), y: point.getAttribute('data-y') };
}

/** Makes the plane measurable in jsdom: drawn at its own size at (left, top). */
function layOut(plane: Element, left = 20, top = 40) {
  const frame = plotFrame(Number(plane.getAttribute('width')));
  vi.spyOn(plane, 'getBoundingClientRect').mockReturnValue({
    left,
    top,
    width: frame.width,
    height: frame.height,
    right: left + frame.width,
    bottom: top + frame.height,
    x: left,
    y: top,
    toJSON: () => ({}),
  });
  return (x: number, y: number) =>
    fireEvent.click(plane, { clientX: left + toSvgX(frame, x), clientY: top + toSvgY(frame, y) });
}

const confidenceNames = ['I guess', 'I think so', 'I know'];

/** 'Edit my rating', then the gate's 'Edit my prior choice' (content §2 'Interpretation gate'). */
async function editRating() {
  fireEvent.click(screen.getByRole('button', { name: 'Edit my rating' }));
  const gate = screen.getByRole('dialog', { name: 'You already intrerpreted.' });
  fireEvent.click(within(gate).getByRole('button', { name: 'Edit my prior choice' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('agent rating (agent screen, view 1)', () => {
  it('places a first rating with the sliders, asks confidence only then, and saves it', async () => {
    let current: AgentDto = makeAgent();
    const api = fakeApi({
      ...signedIn,
      'GET /api/agents/a1': () => ({ body: current }),
      'POST /api/agents/scale/a1': ({ body }) => {
        const { x, y, confidence } = body as { x: number; y: number; confidence: number };
        current = makeAgent({ scales: [scale('u1', x, y, confidence)] });
        return { body: current };
      },
    });
    await openView1();
    expect(screen.getByText('0 ratings of this waveMaker so far.')).toBeTruthy();
    expect(screen.getByText('Limited data points so far. Please check back later.')).toBeTruthy();
    expect(screen.getByText('You have not rated this waveMaker yet.')).toBeTruthy();
    // Editing from the start: no point, so no confidence, no abort, and Submit waits.
    for (const name of confidenceNames) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abort edit' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(true);
    expect(slider(/Misleads or informs/).getAttribute('aria-valuetext')).toBe('Not set');

    fireEvent.change(slider(/Misleads or informs/), { target: { value: '0.4' } });
    expect(slider(/Misleads or informs/).getAttribute('aria-valuetext')).toBe('Informs 0.40');
    // x alone is not a point yet.
    expect(screen.queryByRole('button', { name: 'I think so' })).toBeNull();
    expect(ownPoint()).toBeNull();
    expect(screen.getByRole('button', { name: 'Abort edit' })).toBeTruthy();

    fireEvent.change(slider(/Self-serving or public-spirited/), { target: { value: '-0.25' } });
    expect(ownPoint()).toEqual({ x: '0.4', y: '-0.25' });
    expect(screen.getByText('Your point: Informs 0.40, Self-serving 0.25.')).toBeTruthy();
    for (const name of confidenceNames) expect(screen.getByRole('button', { name })).toBeTruthy();
    // No confidence yet: none is disabled, and Submit still waits.
    for (const name of confidenceNames) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('false');
    }
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'I think so' }));
    expect(screen.getByRole('button', { name: 'I think so' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Your rating was saved.')).toBeTruthy();
    expect(api.callsTo('POST /api/agents/scale/a1').map((call) => call.body)).toEqual([
      { x: 0.4, y: -0.25, confidence: 0.5 },
    ]);
    // Editing closed: the saved point, read-only, named in words.
    expect(await screen.findByRole('button', { name: 'Edit my rating' })).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(
      screen.getByText('Your rating: Informs 0.40, Self-serving 0.25 (I think so).'),
    ).toBeTruthy();
    expect(ownPoint()).toEqual({ x: '0.4', y: '-0.25' });
    expect(screen.getByText('1 rating of this waveMaker so far.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit my rating' }));
    // No refetch was needed: the answer replaced the cached waveMaker.
    expect(api.callsTo('GET /api/agents/a1')).toHaveLength(1);
  });

  it('shows no thumb on a slider until it is set, and a press where the hidden thumb sits sets it', async () => {
    fakeApi({ ...signedIn, 'GET /api/agents/a1': () => ({ body: makeAgent() }) });
    await openView1();
    const x = slider(/Misleads or informs/);
    const y = slider(/Self-serving or public-spirited/);
    // Unset: no thumb drawn (its class hides it), and a visible word that nothing is chosen.
    expect(x.classList.contains('axis-slider-unset')).toBe(true);
    expect(y.classList.contains('axis-slider-unset')).toBe(true);
    expect(screen.getAllByText('Not set yet: click or tap the scale.')).toHaveLength(2);
    fireEvent.change(x, { target: { value: '0.4' } });
    expect(x.classList.contains('axis-slider-unset')).toBe(false);
    expect(screen.getAllByText('Not set yet: click or tap the scale.')).toHaveLength(1);
    // A press on the middle, where the hidden thumb already is, fires no change: letting go sets it.
    fireEvent.pointerUp(y);
    expect(y.classList.contains('axis-slider-unset')).toBe(false);
    expect(y.getAttribute('aria-valuetext')).not.toBe('Not set');
    expect(ownPoint()).toEqual({ x: '0.4', y: '0' });
  });

  it('places the point where the plane is clicked, clamped to the plane', async () => {
    const api = fakeApi({
      ...signedIn,
      'GET /api/agents/a1': () => ({ body: makeAgent() }),
      'POST /api/agents/scale/a1': () => ({ body: makeAgent() }),
    });
    const plane = await openView1();
    const clickAt = layOut(plane);

    clickAt(0.5, -0.3);
    expect(ownPoint()).toEqual({ x: '0.5', y: '-0.3' });
    expect(slider(/Misleads or informs/).value).toBe('0.5');
    expect(slider(/Self-serving or public-spirited/).value).toBe('-0.3');
    // Beyond the plane's edge (the axes run on to 1.15): the edge.
    clickAt(-1.1, 1.12);
    expect(ownPoint()).toEqual({ x: '-1', y: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'I know' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/agents/scale/a1').map((call) => call.body)).toEqual([
        { x: -1, y: 1, confidence: 1 },
      ]),
    );
  });

  it('shows a saved rating read-only among 4+ ratings; editing starts from it and aborts to it', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/agents/a1': () => ({
        body: makeAgent({ scales: [scale('u1', 0.4, 0.2), ...others] }),
      }),
    });
    const plane = await openView1();
    expect(screen.getByText('4 ratings of this waveMaker so far.')).toBeTruthy();
    expect(screen.queryByText(/Limited data points/)).toBeNull();
    // The three others are drawn; the reader's own is the highlighted one.
    expect(screen.getByTestId('other-points').querySelectorAll('circle')).toHaveLength(3);
    expect(ownPoint()).toEqual({ x: '0.4', y: '0.2' });
    expect(
      screen.getByText('Your rating: Informs 0.40, Public-spirited 0.20 (I think so).'),
    ).toBeTruthy();
    expect(plane.getAttribute('data-editing')).toBe('false');
    expect(screen.queryByRole('slider')).toBeNull();
    // Clicks do nothing until editing.
    layOut(plane)(-0.5, -0.5);
    expect(ownPoint()).toEqual({ x: '0.4', y: '0.2' });

    // The gate's dialog first (content §2): Cancel keeps the rating read-only.
    fireEvent.click(screen.getByRole('button', { name: 'Edit my rating' }));
    const gate = screen.getByRole('dialog', { name: 'You already intrerpreted.' });
    expect(gate.textContent).toContain('Your earlier choice stays until you submit a new one.');
    fireEvent.click(within(gate).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('slider')).toBeNull();
    await editRating();
    expect(slider(/Misleads or informs/).value).toBe('0.4');
    await waitFor(() => expect(document.activeElement).toBe(slider(/Misleads or informs/)));
    // The saved confidence is shown disabled, and is the current choice.
    const thinkSo = screen.getByRole('button', { name: 'I think so' });
    expect(thinkSo.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'I know' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
    fireEvent.click(thinkSo);
    expect(thinkSo.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'I know' }));
    expect(screen.getByRole('button', { name: 'I know' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(thinkSo.getAttribute('aria-disabled')).toBe('false');

    layOut(screen.getByRole('img', { name: /waveMaker rating plane/ }))(-0.5, -0.5);
    expect(ownPoint()).toEqual({ x: '-0.5', y: '-0.5' });
    // The saved point stays visible to compare with.
    expect(screen.getByTestId('saved-point')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Abort edit' }));
    expect(ownPoint()).toEqual({ x: '0.4', y: '0.2' });
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByTestId('saved-point')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit my rating' }));

    // Editing again starts from the saved rating, not the aborted one.
    await editRating();
    expect(slider(/Misleads or informs/).value).toBe('0.4');
    expect(screen.getByRole('button', { name: 'I think so' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('aborting a first rating clears the picked point', async () => {
    fakeApi({ ...signedIn, 'GET /api/agents/a1': () => ({ body: makeAgent() }) });
    const plane = await openView1();
    layOut(plane)(0.3, 0.3);
    expect(ownPoint()).toEqual({ x: '0.3', y: '0.3' });
    fireEvent.click(screen.getByRole('button', { name: 'Abort edit' }));
    expect(ownPoint()).toBeNull();
    expect(screen.queryByRole('button', { name: 'I guess' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abort edit' })).toBeNull();
    expect(slider(/Misleads or informs/).getAttribute('aria-valuetext')).toBe('Not set');
  });

  it('shows each refusal with the spec prefix and keeps the chosen point', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/agents/a1': () => ({ body: makeAgent() }),
      'POST /api/agents/scale/a1': () => ({
        status: 400,
        body: errorBody('x must be a number from -1 to 1', 'Something else'),
      }),
    });
    const plane = await openView1();
    layOut(plane)(0.6, 0.1);
    fireEvent.click(screen.getByRole('button', { name: 'I guess' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Failed To Add Agent-Scale On Server: x must be a number from -1 to 1',
        'Failed To Add Agent-Scale On Server: Something else',
      ]),
    );
    expect(ownPoint()).toEqual({ x: '0.6', y: '0.1' });
    expect(screen.getByRole('button', { name: 'I guess' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(false);
    expect(screen.queryByText('Your rating was saved.')).toBeNull();
  });

  it('says there are too few ratings to plot, and draws none of them', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/agents/a1': () => ({ body: makeAgent({ scales: others }) }),
    });
    await openView1();
    expect(screen.getByText('3 ratings of this waveMaker so far.')).toBeTruthy();
    expect(screen.getByText('Limited data points so far. Please check back later.')).toBeTruthy();
    expect(screen.queryByTestId('other-points')).toBeNull();
  });

  it('explains instead of offering controls on the reader’s own waveMaker', async () => {
    fakeApi({
      ...signedIn,
      'GET /api/agents/a1': () => ({
        body: makeAgent({ member: { _id: 'u1', name: 'Ada' }, scales: others }),
      }),
    });
    const plane = await openView1();
    expect(screen.getByRole('heading', { name: 'Ratings of this waveMaker' })).toBeTruthy();
    expect(screen.getByText(/This waveMaker is you/)).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit my rating' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(plane.getAttribute('data-editing')).toBe('false');
    expect(AGENT_MESSAGES.OWN_AGENT_RATING).toBe('You cannot rate your own waveMaker.');
  });
});
