import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { IDEA_MESSAGES } from '@thoughtful/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea } from '../../../../testing/content-fixtures';
import { errorBody, fakeApi, makeUser, type FakeHandler } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { CREATE_IDEA_TEXT as T } from '../create-idea-text';

/** The created inTell as the server answers it (IdeaDto); the idea screen shows it next. */
const created = makeIdea({
  _id: 'new1',
  user: { _id: 'u1', name: 'Ada', avatar: '', agents: [] },
  date: '2024-01-01T00:00:00.000Z',
  myPoint: '',
  myContent: 'Short and simple',
  agents: [],
});

function signedIn(handlers: Record<string, FakeHandler> = {}) {
  localStorage.setItem('token', 'stored');
  return fakeApi({
    'GET /api/auth': () => ({ body: makeUser() }),
    'GET /api/setting': () => ({ body: [{ _id: 's1', name: 'Original', defaultWaveMakers: [] }] }),
    'POST /api/ideas': () => ({ status: 201, body: created }),
    ...handlers,
  });
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function box(name: RegExp) {
  return screen.getByRole('checkbox', { name });
}

async function open() {
  const view = renderApp('/create1');
  await screen.findByRole('heading', { level: 1, name: T.heading }, { timeout: 5000 });
  return view;
}

async function share(name: string = T.shareFull) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** One problem is said once: at its field, with no dialog and no alert besides. */
function expectSaidOnceAtField(label: string, message: string) {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getAllByText(message)).toHaveLength(1);
  const messageId = field.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
  expect(document.getElementById(messageId)?.textContent).toBe(message);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/create1', () => {
  it('shows the intent step once the text is longer than 2 characters', async () => {
    signedIn();
    await open();
    expect(screen.queryByRole('checkbox', { name: /Not POTIE/ })).toBeNull();
    type(T.contentLabel, 'ab');
    expect(screen.queryByRole('checkbox', { name: /Not POTIE/ })).toBeNull();
    type(T.contentLabel, 'abc');
    expect(box(/Not POTIE/)).toBeTruthy();
  });

  it('moves through the intent levels: level 2 reveals the framing form; unticking goes back', async () => {
    signedIn();
    await open();
    type(T.contentLabel, 'A thought worth sharing');
    expect(screen.queryByRole('checkbox', { name: /Deep diving/ })).toBeNull();
    fireEvent.click(box(/Not POTIE/));
    fireEvent.click(box(/Deep diving/));
    expect(screen.getByRole('heading', { name: T.framingHeading })).toBeTruthy();
    expect(screen.getByRole('button', { name: T.shareFull })).toBeTruthy();

    fireEvent.click(box(/Deep diving/));
    expect(screen.queryByRole('heading', { name: T.framingHeading })).toBeNull();
    expect(box(/Not POTIE/)).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: T.shareSimple })).toBeTruthy();

    fireEvent.click(box(/Deep diving/));
    fireEvent.click(box(/Not POTIE/));
    expect(box(/Not POTIE/)).toHaveProperty('checked', false);
    expect(screen.queryByRole('checkbox', { name: /Deep diving/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: T.framingHeading })).toBeNull();
  });

  it('shares simple thoughts as the member’s own and opens the new inTell', async () => {
    const api = signedIn();
    const { router } = await open();
    type(T.contentLabel, 'Short and simple');
    fireEvent.click(box(/Not POTIE/));
    await share(T.shareSimple);
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/new1'));
    expect(api.callsTo('POST /api/ideas')[0]?.body).toEqual({
      goodIntentLevel: 1,
      myPoint: '',
      myContent: 'Short and simple',
      image: '',
      isPdf: false,
      isVideo: false,
      url: '',
      agents: [],
    });
  });

  it('sends the language the author chooses (issue 44), each named in the page language', async () => {
    const api = signedIn();
    await open();
    const select = screen.getByLabelText<HTMLSelectElement>('Language');
    expect(select.value).toBe('');
    expect(screen.getByRole('option', { name: 'Detect from the text' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Spanish' }).getAttribute('lang')).toBe('es');
    type(T.contentLabel, 'Corto y sencillo');
    fireEvent.change(select, { target: { value: 'es' } });
    fireEvent.click(box(/Not POTIE/));
    await share(T.shareSimple);
    await waitFor(() => expect(api.callsTo('POST /api/ideas')).toHaveLength(1));
    expect(api.callsTo('POST /api/ideas')[0]?.body).toMatchObject({
      myContent: 'Corto y sencillo',
      language: 'es',
    });
  });

  it('goes on to the link mode and field given in the address', async () => {
    signedIn();
    const { router } = renderApp('/create1?mode=20&field=other');
    await screen.findByRole('heading', { level: 1, name: T.heading }, { timeout: 5000 });
    type(T.contentLabel, 'Short and simple');
    fireEvent.click(box(/Not POTIE/));
    await share(T.shareSimple);
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/new1/20/other'));
  });

  it('shows the first failing check’s message once, under its field, and reveals the step it names', async () => {
    const api = signedIn();
    await open();
    type(T.contentLabel, 'A thought worth framing');
    fireEvent.click(box(/Not POTIE/));
    fireEvent.click(box(/Deep diving/));

    await share();
    expect(await screen.findByText(IDEA_MESSAGES.HEADLINE_INVALID)).toBeTruthy();
    expectSaidOnceAtField(T.titleLabel, IDEA_MESSAGES.HEADLINE_INVALID);
    // Focus goes to the field the message names.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(T.titleLabel)));

    type(T.titleLabel, 'A framed thought');
    expect(screen.queryByText(IDEA_MESSAGES.HEADLINE_INVALID)).toBeNull();

    type(T.frameContextLabel, 'The big picture');
    expect(screen.queryByLabelText(T.frameResolutionLabel)).toBeNull();
    await share();
    expect(await screen.findByText(IDEA_MESSAGES.FRAME_RESOLUTION_INADEQUATE)).toBeTruthy();
    expectSaidOnceAtField(T.frameResolutionLabel, IDEA_MESSAGES.FRAME_RESOLUTION_INADEQUATE);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(T.frameResolutionLabel)),
    );
    expect(api.callsTo('POST /api/ideas')).toHaveLength(0);
  });

  it('opens four confirmations under at core and clears them when unticked', async () => {
    signedIn();
    await open();
    type(T.contentLabel, 'A thought worth framing');
    fireEvent.click(box(/Not POTIE/));
    fireEvent.click(box(/Deep diving/));
    type(T.frameContextLabel, 'x');
    type(T.myConcernLabel, 'x');
    type(T.criticContentLabel, 'x');
    type(T.criticConcernLabel, 'x');
    type(T.errorCorrectionLabel, 'x');
    expect(screen.getByText(T.proxyUnset)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(T.proxyLabel), { target: { value: '0.02' } });
    expect(screen.getByText(T.proxyMin, { selector: 'p' })).toBeTruthy();
    expect(screen.queryByLabelText(T.sourcesLabel)).toBeNull();
    fireEvent.click(box(/Not applicable/));
    type(T.frameResolutionLabel, 'x');

    fireEvent.click(box(/At core/));
    const confirmations = T.coreConfirmations.map((label) => screen.getByLabelText(label));
    expect(confirmations.every((c) => !(c as HTMLInputElement).checked)).toBe(true);
    confirmations.slice(0, 3).forEach((c) => fireEvent.click(c));
    expect(screen.queryByText(T.coreConfirmed)).toBeNull();
    fireEvent.click(confirmations[3]!);
    expect(screen.getByText(T.coreConfirmed)).toBeTruthy();

    fireEvent.click(box(/At core/));
    expect(screen.queryByLabelText(T.coreConfirmations[0])).toBeNull();
    fireEvent.click(box(/At core/));
    expect(screen.getByLabelText(T.coreConfirmations[0])).toHaveProperty('checked', false);
  });

  it('shows each server message as a danger alert and keeps the form', async () => {
    signedIn({
      'POST /api/ideas': () => ({
        status: 400,
        body: errorBody('Invalid content. Please be more descriptive.'),
      }),
    });
    await open();
    type(T.contentLabel, 'Short and simple');
    fireEvent.click(box(/Not POTIE/));
    await share(T.shareSimple);
    expect(
      await screen.findByText(
        'Failed To Create Idea On Server: Invalid content. Please be more descriptive.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>(T.contentLabel).value).toBe(
      'Short and simple',
    );
  });

  it('asks for an author when the member is not the author and there is no default list', async () => {
    signedIn();
    await open();
    type(T.contentLabel, 'Someone else said this');
    fireEvent.click(box(/Not POTIE/));
    fireEvent.click(box(/I am the author/));
    await share(T.shareSimple);
    expect(await screen.findByText(T.authorsRequired)).toBeTruthy();
    expect(screen.queryByText('Please select a waveMaker.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
