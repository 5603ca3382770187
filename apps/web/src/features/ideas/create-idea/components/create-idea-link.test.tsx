import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SIMILAR_IDEAS_MESSAGES, type SimilarIdeas } from '@thoughtful/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea } from '../../../../testing/content-fixtures';
import { fakeApi, makeUser, type FakeHandler } from '../../../../testing/fake-api';
import { renderApp } from '../../../../testing/render-app';
import { CREATE_IDEA_TEXT as T } from '../create-idea-text';
import { SIMILAR_IDEAS_TEXT as S } from '../similar-ideas-text';

/**
 * 'Post mine linked as similar / synthesis' on /create1 (issue 45): the choice from the similar
 * list stays through the steps and while the list changes, shows above Share with Remove, goes
 * with the post as `linkTo`, and a link the server refuses keeps the draft and says why.
 */

const created = makeIdea({
  _id: 'new1',
  user: { _id: 'u1', name: 'Ada', avatar: '', agents: [] },
  date: '2024-01-01T00:00:00.000Z',
  myPoint: '',
  myContent: 'Phones should be banned in class',
  agents: [],
});

const TEXT = 'Phones should be banned in class';
const LATER = 'Phones should be banned in class and at lunch';
const similarRoute = (text: string) =>
  `GET /api/ideas/similar?${new URLSearchParams({ text }).toString()}`;
const THREE: SimilarIdeas = [
  { _id: 'a1', myPoint: 'Ban phones in classrooms', score: 0.87 },
  { _id: 'a2', myPoint: 'Phones at school: a ban?', score: 0.5 },
];

function signedIn(handlers: Record<string, FakeHandler> = {}) {
  localStorage.setItem('token', 'stored');
  return fakeApi({
    'GET /api/auth': () => ({ body: makeUser() }),
    'GET /api/setting': () => ({ body: [{ _id: 's1', name: 'Original', defaultWaveMakers: [] }] }),
    'POST /api/ideas': () => ({ status: 201, body: created }),
    [similarRoute(TEXT)]: () => ({ body: THREE }),
    // Her text moves on and the chosen inTell leaves the list.
    [similarRoute(LATER)]: () => ({ body: [THREE[1]] }),
    ...handlers,
  });
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const box = (name: RegExp) => screen.getByRole('checkbox', { name });

async function openAndWrite() {
  const view = renderApp('/create1');
  await screen.findByRole('heading', { level: 1, name: T.heading }, { timeout: 5000 });
  type(T.contentLabel, TEXT);
  await screen.findByRole('region', { name: S.heading }, { timeout: 8000 });
  return view;
}

const note = () => screen.queryByTestId('chosen-link');
const status = () =>
  screen.getAllByRole('status').find((el) => el.textContent?.startsWith('Will be') ?? false);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/create1: post mine linked to a similar inTell (issue 45)', () => {
  it('keeps the choice through the steps and a changing list, and posts it as linkTo', async () => {
    const api = signedIn();
    const { router } = await openAndWrite();
    const similar = screen.getByRole('button', {
      name: S.linkSimilarNamed('Ban phones in classrooms'),
    });
    expect(similar.textContent).toBe(S.linkSimilar);
    expect(similar.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(similar);
    expect(similar.getAttribute('aria-pressed')).toBe('true');
    expect(within(note()!).getByText(S.willLinkSimilar('Ban phones in classrooms'))).toBeTruthy();
    expect(status()?.textContent).toBe(S.willLinkSimilar('Ban phones in classrooms'));

    // Synthesis instead: one link at a time.
    fireEvent.click(
      screen.getByRole('button', { name: S.linkSynthesisNamed('Ban phones in classrooms') }),
    );
    expect(similar.getAttribute('aria-pressed')).toBe('false');
    expect(note()!.textContent).toContain(S.willLinkSynthesis('Ban phones in classrooms'));
    fireEvent.click(similar);

    // The framing steps come and go; the text changes until the chosen one leaves the list.
    fireEvent.click(box(/Not POTIE/));
    fireEvent.click(box(/Deep diving/));
    expect(screen.getByRole('heading', { name: T.framingHeading })).toBeTruthy();
    fireEvent.click(box(/Deep diving/));
    type(T.contentLabel, LATER);
    await waitFor(
      () =>
        expect(
          screen.queryByRole('button', { name: S.linkSimilarNamed('Ban phones in classrooms') }),
        ).toBeNull(),
      { timeout: 8000 },
    );
    expect(note()!.textContent).toContain(S.willLinkSimilar('Ban phones in classrooms'));

    fireEvent.click(screen.getByRole('button', { name: T.shareSimple }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/new1/1000/3'));
    expect(api.callsTo('POST /api/ideas')[0]?.body).toMatchObject({
      myContent: LATER,
      linkTo: { ideaId: 'a1', as: 'similar' },
    });
    // Two debounced asks and the steps: slow on a busy machine.
  }, 30_000);

  it('undoes the choice with Remove (or the same button again): nothing linked, focus on Share', async () => {
    const api = signedIn();
    const { router } = await openAndWrite();
    const synthesis = screen.getByRole('button', {
      name: S.linkSynthesisNamed('Phones at school: a ban?'),
    });
    fireEvent.click(synthesis);
    fireEvent.click(synthesis);
    expect(note()).toBeNull();
    fireEvent.click(synthesis);
    fireEvent.click(
      within(note()!).getByRole('button', { name: S.removeNamed('Phones at school: a ban?') }),
    );
    expect(note()).toBeNull();
    expect(synthesis.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(S.removed)).toBeTruthy();
    const shareButton = screen.getByRole('button', { name: T.shareSimple });
    await waitFor(() => expect(document.activeElement).toBe(shareButton));

    fireEvent.click(box(/Not POTIE/));
    fireEvent.click(shareButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/new1'));
    expect(api.callsTo('POST /api/ideas')[0]?.body).not.toHaveProperty('linkTo');
  });

  it('says clearly when the chosen inTell is gone: nothing posted, her draft kept, Remove focused', async () => {
    signedIn({
      'POST /api/ideas': () => ({
        status: 404,
        body: {
          errors: [
            {
              msg: SIMILAR_IDEAS_MESSAGES.LINK_TO_NOT_FOUND,
              code: 'SIMILAR_IDEAS_MESSAGES.LINK_TO_NOT_FOUND',
            },
          ],
        },
      }),
    });
    const { router } = await openAndWrite();
    fireEvent.click(
      screen.getByRole('button', { name: S.linkSimilarNamed('Ban phones in classrooms') }),
    );
    fireEvent.click(box(/Not POTIE/));
    fireEvent.click(screen.getByRole('button', { name: T.shareSimple }));
    expect(
      await screen.findByText(S.linkGone('Ban phones in classrooms'), {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/create1');
    expect(screen.getByLabelText<HTMLTextAreaElement>(T.contentLabel).value).toBe(TEXT);
    const remove = within(note()!).getByRole('button', {
      name: S.removeNamed('Ban phones in classrooms'),
    });
    expect(within(note()!).getByText(S.linkGoneShort)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(remove));
    fireEvent.click(remove);
    expect(screen.queryByText(S.linkGoneShort)).toBeNull();
  });
});
