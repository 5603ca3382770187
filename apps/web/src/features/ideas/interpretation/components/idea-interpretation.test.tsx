import type { AddIdeaScalePayload, IdeaDto, IdeaScale, LinkedIdea } from '@thoughtful/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIdea, makeIdeaScale } from '../../../../testing/content-fixtures';
import { errorBody, fakeApi, makeUser } from '../../../../testing/fake-api';
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

const signedIn = { 'GET /api/auth': () => ({ body: makeUser({ _id: 'u1', name: 'Ada' }) }) };

/** What the server keeps of a body, as `myScale` reads it back. */
function storedScale(body: AddIdeaScalePayload): IdeaScale {
  return makeIdeaScale({
    user: { _id: 'u1', name: 'Ada' },
    myEmotion: body.myEmotion ?? -2,
    authorIntent: body.authorIntent ?? -2,
    goodFaith: body.goodFaith ?? -2,
    sound: body.sound ?? -2,
    heartOfIssue: body.heartOfIssue ?? -2,
    divisive: body.divisive ?? -2,
    values: body.values ?? [],
    confidence: body.confidence ?? null,
    note: body.note ?? '',
    whyManipulative: body.whyManipulative ?? '',
    myExpertise: body.myExpertise ?? '',
    otherSide: body.otherSide ?? '',
    date: new Date().toISOString(),
  });
}

/** An inTell served by a fake that stores the interpretation it is sent. */
function serveIdea(start: Partial<IdeaDto> = {}, answer?: () => { status: number; body: unknown }) {
  let idea = makeIdea(start);
  const api = fakeApi({
    ...signedIn,
    'GET /api/ideas/i1': () => ({ body: idea }),
    'POST /api/ideas/scale/i1': ({ body }) => {
      if (answer) return answer();
      idea = { ...idea, myScale: storedScale(body as AddIdeaScalePayload) };
      return { body: idea };
    },
  });
  return { api, current: () => idea };
}

async function openInterpret(path = '/idea/i1/1000/1') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: /Interpret this inTell|Your interpretation/ });
  return view;
}

const slider = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('slider', { name });
const emotion = () => slider('How does this inTell make you feel?');
const intent = () => slider('I found the way the author presented this information to be...');
const goodFaith = () => slider('Was it shared in good faith?');
const soundness = () => slider('How sound is its content?');

function place(input: HTMLInputElement, value: number) {
  fireEvent.change(input, { target: { value: String(value) } });
  fireEvent.pointerUp(input);
}

function questions() {
  return [...document.querySelectorAll('[data-step]')].map((el) => el.getAttribute('data-step'));
}

function check(name: string | RegExp) {
  fireEvent.click(screen.getByRole('checkbox', { name }));
}

function choose(group: string, name: string) {
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name }));
}

function lastBody(api: ReturnType<typeof fakeApi>) {
  return api.callsTo('POST /api/ideas/scale/i1').at(-1)?.body as Record<string, unknown>;
}

describe('interpretation flow (idea screen, view 1)', () => {
  it('reveals the questions one by one and clears the later answers when an earlier one changes', async () => {
    serveIdea();
    await openInterpret();
    // Only the emotion at first: unset, asking for a click, in words for assistive technology.
    expect(questions()).toEqual(['emotion']);
    expect(emotion().getAttribute('aria-valuetext')).toBe('Not answered');
    expect(screen.getByText('CLICK ON THE SCALE BELOW')).toBeTruthy();

    place(emotion(), 0.4);
    expect(emotion().getAttribute('aria-valuetext')).toBe('Somewhat positive (0.4)');
    // The positive values, and the optional waveMaker; the rest waits for a value.
    expect(questions()).toEqual(['emotion', 'values', 'valuesAgent']);
    expect(screen.getByRole('checkbox', { name: 'Care' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Harm' })).toBeNull();
    check('Fairness');
    expect(questions()).toEqual(['emotion', 'values', 'valuesAgent', 'authorIntent']);

    // One-sided: good faith, then POTIE below 0.2.
    place(intent(), 0.1);
    expect(intent().getAttribute('aria-valuetext')).toBe('One-sided (0.1)');
    expect(questions()).toEqual(['emotion', 'values', 'valuesAgent', 'authorIntent', 'goodFaith']);
    place(goodFaith(), 0.3);
    expect(questions().slice(5)).toEqual(['whyManipulative', 'potie']);
    choose('Does it pollute the information ecosystem (POTIE)?', 'Yes');
    expect(questions().at(-1)).toBe('divisive');
    check('Straw man');
    check('Virtue signalling');
    expect(questions().at(-1)).toBe('sound');
    // 'No' clears the reasons (content §5); 'Yes' again shows them unticked.
    choose('Does it pollute the information ecosystem (POTIE)?', 'No');
    expect(questions()).not.toContain('divisive');
    choose('Does it pollute the information ecosystem (POTIE)?', 'Yes');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Straw man' }).checked).toBe(
      false,
    );
    check('Attacks character or dehumanizes');
    place(soundness(), 0.2);
    expect(questions().slice(-3)).toEqual(['sound', 'note', 'otherSide']);

    // Changing the intent clears everything after it: good faith, POTIE and soundness go, and
    // the unanswered soundness holds back what follows it again.
    place(intent(), 0.8);
    expect(questions()).toEqual(['emotion', 'values', 'valuesAgent', 'authorIntent', 'sound']);
    expect(soundness().getAttribute('aria-valuetext')).toBe('Not answered');
    // And changing the emotion's sign clears the values: the negative ones are offered.
    place(emotion(), -0.3);
    expect(questions()).toEqual(['emotion', 'values', 'valuesAgent']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Harm' }).checked).toBe(false);
  });

  it('commits free text when the field is left, so typing does not clear what follows', async () => {
    serveIdea();
    await openInterpret();
    place(emotion(), 0);
    check('Care');
    place(intent(), 0.7);
    place(soundness(), 0.9);
    const note = screen.getByRole('textbox', { name: 'Additional thoughts (optional)' });
    fireEvent.change(note, { target: { value: 'I have read the study' } });
    // Not yet committed: the confidence question waits for the field to be left.
    expect(questions()).not.toContain('confidence');
    fireEvent.blur(note);
    expect(questions()).toContain('confidence');
    choose('How sure are you of your interpretation?', 'I am an expert on this topic.');
    expect(questions()).toContain('myExpertise');
    // Typing in the note again clears nothing until it is left; leaving it changed does.
    fireEvent.change(note, { target: { value: 'I have read the study twice' } });
    expect(questions()).toContain('myExpertise');
    fireEvent.blur(note);
    expect(questions()).not.toContain('myExpertise');
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'I am an expert on this topic.' })
        .checked,
    ).toBe(false);

    // The other side opens the further questions, and public engagement the advocate review.
    const otherSide = screen.getByRole('textbox', { name: /someone who sees it differently/ });
    fireEvent.change(otherSide, { target: { value: 'Costs' } });
    fireEvent.blur(otherSide);
    expect(questions()).toEqual(
      expect.arrayContaining(['solution', 'haveChanged', 'wouldChange', 'answerQuestions']),
    );
    expect(questions()).not.toContain('heartOfIssue');
    choose('Would you speak up about this in public?', 'Not sure');
    expect(questions().at(-1)).toBe('heartOfIssue');
  });

  it('asks for what is missing with the submit guidance, then submits the body and shows it read-only', async () => {
    const { api } = serveIdea();
    const { router } = await openInterpret();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const guidance = screen.getByRole('dialog', { name: 'Almost there' });
    expect(within(guidance).getByRole('listitem').textContent).toBe(
      '‘How does this inTell make you feel?’: Please select a position on the slider.',
    );
    fireEvent.click(within(guidance).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(document.activeElement).toBe(emotion()));
    expect(api.callsTo('POST /api/ideas/scale/i1')).toHaveLength(0);

    place(emotion(), -0.2);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Almost there' })).getByRole('listitem')
        .textContent,
    ).toBe('‘Which values does it touch?’: Please select one of the values.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    check('Division');
    place(intent(), 0.6);
    place(soundness(), 0.55);
    const note = screen.getByRole('textbox', { name: 'Additional thoughts (optional)' });
    fireEvent.change(note, { target: { value: '  Worth a look  ' } });
    fireEvent.blur(note);
    choose('How sure are you of your interpretation?', 'I think so');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Your interpretation' })).toBeTruthy();
    expect(lastBody(api)).toEqual({
      cannotOverwriteExisting: true,
      activityType: null,
      ideaCreated: null,
      myEmotion: -0.2,
      values: [-4],
      valuesAgent: null,
      authorIntent: 0.6,
      goodFaith: null,
      whyManipulative: null,
      divisive: null,
      sound: 0.55,
      note: 'Worth a look',
      confidence: 0.5,
      myExpertise: null,
      otherSide: null,
      solution: null,
      haveChanged: null,
      wouldChange: null,
      answerQuestions: null,
      publicEngagement: null,
      heartOfIssue: null,
    });
    expect(screen.getByText('Your interpretation was saved.')).toBeTruthy();
    const saved = screen.getByRole('heading', { name: 'Your interpretation' }).closest('section')!;
    expect(within(saved).getByText('Division')).toBeTruthy();
    expect(within(saved).getByText('Somewhat balanced (0.6)')).toBeTruthy();
    expect(within(saved).getByText('Worth a look')).toBeTruthy();
    expect(within(saved).getByText('I think so')).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Your interpretation' }),
      ),
    );

    // Continue goes on to the inTell's view.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/idea/i1/1000/2'));
  });

  it('skips: the checkbox hides everything and Confirm skip sends null values', async () => {
    const { api } = serveIdea();
    await openInterpret();
    place(emotion(), 0.3);
    check('Care');
    check('Skip this interpretation');
    expect(questions()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByText(/Your answers are kept until you confirm/)).toBeTruthy();
    // Unticking gives the answers back as they were, until Confirm skip.
    check('Skip this interpretation');
    expect(emotion().getAttribute('aria-valuetext')).toBe('Somewhat positive (0.3)');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Care' }).checked).toBe(true);
    expect(screen.queryByText(/Your answers are kept until you confirm/)).toBeNull();
    check('Skip this interpretation');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm skip' }));

    expect(await screen.findByText('You skipped interpreting this inTell.')).toBeTruthy();
    const body = lastBody(api);
    const { cannotOverwriteExisting, ...answers } = body;
    expect(cannotOverwriteExisting).toBe(true);
    expect(Object.values(answers).every((value) => value === null)).toBe(true);
  });

  it('pauses on a strong emotion, once per side', async () => {
    serveIdea();
    await openInterpret();
    place(emotion(), 0.5);
    expect(screen.queryByRole('dialog')).toBeNull();
    place(emotion(), 0.8);
    const pause = screen.getByRole('dialog', { name: 'Take a pause' });
    fireEvent.click(within(pause).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    place(emotion(), 0.95);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Unset, a press where the hidden thumb sits places the slider there.
    check('Care');
    expect(intent().getAttribute('aria-valuetext')).toBe('Not answered');
    fireEvent.pointerUp(intent());
    expect(intent().getAttribute('aria-valuetext')).toBe('Somewhat balanced (0.5)');
  });

  it('alerts a refusal in the spec wording and keeps the answers', async () => {
    serveIdea({}, () => ({ status: 400, body: errorBody('sound must be from 0 to 1') }));
    await openInterpret();
    check('Skip this interpretation');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm skip' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed To Add Idea-Scale On Server: sound must be from 0 to 1',
    );
    expect(screen.getByRole('button', { name: 'Confirm skip' })).toBeTruthy();
  });

  it('shows a saved interpretation read-only and edits it only through the gate dialog', async () => {
    const { api } = serveIdea({
      myScale: makeIdeaScale({
        user: { _id: 'u1', name: 'Ada' },
        myEmotion: 0.6,
        values: [1],
        authorIntent: 0.9,
        sound: 0.7,
      }),
    });
    await openInterpret('/idea/i1/1000/1');
    expect(screen.getByRole('heading', { name: 'Your interpretation' })).toBeTruthy();
    expect(screen.getByText('Somewhat positive (0.6)')).toBeTruthy();
    expect(screen.getByText('Care')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit my interpretation' }));
    let gate = screen.getByRole('dialog', { name: 'You already intrerpreted.' });
    expect(gate.textContent).toContain(
      'You were given 10 bonus reputation points when you first interpreted this. Each change subtracts 2 points.',
    );
    fireEvent.click(within(gate).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('slider')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit my interpretation' }));
    gate = screen.getByRole('dialog', { name: 'You already intrerpreted.' });
    fireEvent.click(within(gate).getByRole('button', { name: 'Edit my prior choice' }));
    expect(screen.getByRole('heading', { name: 'Edit your interpretation' })).toBeTruthy();
    // The prior choice, to change.
    expect(emotion().getAttribute('aria-valuetext')).toBe('Somewhat positive (0.6)');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Care' }).checked).toBe(true);
    expect(soundness().getAttribute('aria-valuetext')).toBe('Somewhat sound (0.7)');
    // Cancel leaves it as it was.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Your interpretation' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit my interpretation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit my prior choice' }));
    place(soundness(), 1);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Your interpretation' })).toBeTruthy();
    expect(lastBody(api)).toMatchObject({
      cannotOverwriteExisting: false,
      myEmotion: 0.6,
      values: [1],
      authorIntent: 0.9,
      sound: 1,
    });
    expect(screen.getByText('Very sound (1)')).toBeTruthy();
  });

  it('names no points to the author of the inTell', async () => {
    serveIdea({
      user: { ...makeIdea().user, _id: 'u1' },
      myScale: makeIdeaScale({ user: { _id: 'u1', name: 'Ada' } }),
    });
    await openInterpret();
    expect(screen.getByText('You skipped interpreting this inTell.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit my interpretation' }));
    expect(screen.getByRole('dialog', { name: 'You already intrerpreted.' }).textContent).toContain(
      'Your earlier choice stays until you submit a new one.',
    );
  });
});

describe('interpretation gate (modes 100–400)', () => {
  const linked: LinkedIdea = {
    link: {
      _id: 'l9',
      significanceSupportOppose: 1,
      significanceSimilar: 0,
      significanceComplex: 0,
      avgLevelSupportOppose: 1,
      avgLevelReversed: 0,
    },
    other: { _id: 'i9', label: 'Trees cool streets' },
    thisIsCause: true,
  };

  it('opens the link screen at once for a member who has interpreted the inTell', async () => {
    serveIdea({
      linkedIdeas: [linked],
      myScale: makeIdeaScale({ user: { _id: 'u1', name: 'A' } }),
    });
    const { router } = renderApp('/idea/i1/100/i9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/link-idea-idea/l9'));
  });

  it('counts the author who declared their intent as done', async () => {
    serveIdea({ linkedIdeas: [linked], user: { ...makeIdea().user, _id: 'u1' } });
    const { router } = renderApp('/idea/i1/100/i9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/link-idea-idea/l9'));
  });

  it('shows the interpretation first, and opens the link screen once it is saved', async () => {
    const { api } = serveIdea({ linkedIdeas: [linked] });
    const { router } = renderApp('/idea/i1/100/i9');
    expect(await screen.findByRole('heading', { name: 'Interpret this inTell' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/idea/i1/100/i9');
    check('Skip this interpretation');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/link-idea-idea/l9'));
    expect(api.callsTo('POST /api/ideas/scale/i1')).toHaveLength(1);
  });
});
