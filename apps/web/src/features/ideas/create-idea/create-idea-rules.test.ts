import { FRAMING_STEP, IDEA_MESSAGES, RESPONSIBILITY_SLIDER } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import {
  asksForSources,
  createIdeaPayload,
  createIdeaReducer,
  ideaPathAfterCreate,
  INITIAL_CREATE_IDEA_STATE,
  isAtCore,
  isContentReady,
  isFramingShown,
  isStepShown,
  nextGoodIntentLevel,
  proxyLevelLabel,
  reachedStep,
  shareProblems,
  shareVariant,
  toggleAtCore,
  toggleCoreConfirmation,
  toggleLinkTo,
  type CreateIdeaState,
} from './create-idea-rules';
import { CREATE_IDEA_TEXT } from './create-idea-text';

const source = { _id: 'a1', name: 'Source One' };
const player = { _id: 'a2', name: 'Player Two' };

function state(patch: Partial<CreateIdeaState> = {}): CreateIdeaState {
  return createIdeaReducer(INITIAL_CREATE_IDEA_STATE, { type: 'change', patch });
}

/** A framed inTell that can be shared. */
const framed: Partial<CreateIdeaState> = {
  myContent: 'School gardens feed more than children.',
  myPoint: 'Gardens in every school',
  goodIntentLevel: 2,
  frameContext: 'Food education',
  myConcern: 'Healthy children',
  criticContent: 'It costs too much',
  criticConcern: 'Budgets for teaching',
  errorCorrection: 'Studies showed no effect',
  proxyLevel: 0,
  playersNotApplicable: true,
  frameResolution: 'Worth trying',
};

const options = { thoughtful: true, defaultWaveMakers: [] };

describe('goodness of intent (content §4)', () => {
  it('ticking Not POTIE confirms 1, and Deep diving then 2', () => {
    expect(nextGoodIntentLevel(0, 1, true)).toBe(1);
    expect(nextGoodIntentLevel(1, 2, true)).toBe(2);
  });

  it('Deep diving needs Not POTIE first', () => {
    expect(nextGoodIntentLevel(0, 2, true)).toBe(0);
  });

  it('unticking level 1 resets to 0, even from 2; unticking level 2 returns to 1', () => {
    expect(nextGoodIntentLevel(1, 1, false)).toBe(0);
    expect(nextGoodIntentLevel(2, 1, false)).toBe(0);
    expect(nextGoodIntentLevel(2, 2, false)).toBe(1);
    expect(nextGoodIntentLevel(1, 2, false)).toBe(1);
  });

  it('level 2 reveals the framing form only with the thoughtful option', () => {
    expect(isFramingShown({ goodIntentLevel: 2 }, true)).toBe(true);
    expect(isFramingShown({ goodIntentLevel: 1 }, true)).toBe(false);
    expect(isFramingShown({ goodIntentLevel: 2 }, false)).toBe(false);
    expect(shareVariant({ goodIntentLevel: 2 }, true)).toBe('full');
    expect(shareVariant({ goodIntentLevel: 2 }, false)).toBe('simple');
    expect(shareVariant({ goodIntentLevel: 1 }, true)).toBe('simple');
  });
});

describe('content readiness (content §4 simple create flow)', () => {
  it('text is ready when longer than 2 characters (trimmed); a PDF once uploaded', () => {
    expect(isContentReady({ mode: 'text', myContent: ' ab ', pdf: '' })).toBe(false);
    expect(isContentReady({ mode: 'text', myContent: 'abc', pdf: '' })).toBe(true);
    expect(isContentReady({ mode: 'pdf', myContent: 'abc', pdf: '' })).toBe(false);
    expect(isContentReady({ mode: 'pdf', myContent: '', pdf: '/media/a.pdf' })).toBe(true);
  });

  it('once ready, the intent step stays shown when the text is cleared', () => {
    let s = state({ myContent: 'abc' });
    expect(s.contentShown).toBe(true);
    s = createIdeaReducer(s, { type: 'change', patch: { myContent: '' } });
    expect(s.contentShown).toBe(true);
  });
});

describe('framing steps revealed one by one (content §4)', () => {
  it('shows only the big picture at first', () => {
    const s = state({ goodIntentLevel: 2 });
    expect(s.revealedStep).toBe(FRAMING_STEP.BIG_PICTURE);
    expect(isStepShown(FRAMING_STEP.BIG_PICTURE, s)).toBe(true);
    expect(isStepShown(FRAMING_STEP.WHY_IT_MATTERS, s)).toBe(false);
  });

  it('shows each next step once the one before has text', () => {
    let s = state({ frameContext: 'x' });
    expect(s.revealedStep).toBe(FRAMING_STEP.WHY_IT_MATTERS);
    s = createIdeaReducer(s, { type: 'change', patch: { myConcern: 'x' } });
    expect(s.revealedStep).toBe(FRAMING_STEP.CRITICS_ARGUMENTS);
    s = createIdeaReducer(s, { type: 'change', patch: { criticContent: 'x', criticConcern: 'x' } });
    expect(s.revealedStep).toBe(FRAMING_STEP.WHAT_WOULD_CHANGE);
    s = createIdeaReducer(s, { type: 'change', patch: { errorCorrection: 'x' } });
    expect(s.revealedStep).toBe(FRAMING_STEP.PROXY_SLIDER);
  });

  it('blank answers do not count as text', () => {
    expect(state({ frameContext: '   ' }).revealedStep).toBe(FRAMING_STEP.BIG_PICTURE);
  });

  it('skips the sources at 0 and asks for them above 0', () => {
    const base = {
      frameContext: 'x',
      myConcern: 'x',
      criticContent: 'x',
      criticConcern: 'x',
      errorCorrection: 'x',
    };
    expect(state(base).revealedStep).toBe(FRAMING_STEP.PROXY_SLIDER);

    const mine = state({ ...base, proxyLevel: 0 });
    expect(isStepShown(FRAMING_STEP.SOURCES, mine)).toBe(false);
    expect(reachedStep(mine)).toBe(FRAMING_STEP.ADDITIONAL_WAVEMAKERS);

    const proxied = state({ ...base, proxyLevel: 0.4 });
    expect(reachedStep(proxied)).toBe(FRAMING_STEP.SOURCES);
    expect(isStepShown(FRAMING_STEP.SOURCES, proxied)).toBe(true);
    expect(isStepShown(FRAMING_STEP.ADDITIONAL_WAVEMAKERS, proxied)).toBe(false);
    expect(reachedStep({ ...proxied, proxySources: [source] })).toBe(
      FRAMING_STEP.ADDITIONAL_WAVEMAKERS,
    );
  });

  it('needs other waveMakers or the not-applicable skip before the bottom line', () => {
    const s = state({ ...framed, playersNotApplicable: false, frameResolution: '' });
    expect(reachedStep(s)).toBe(FRAMING_STEP.ADDITIONAL_WAVEMAKERS);
    expect(reachedStep({ ...s, players: [player] })).toBe(FRAMING_STEP.BOTTOM_LINE);
    expect(reachedStep({ ...s, playersNotApplicable: true })).toBe(FRAMING_STEP.BOTTOM_LINE);
  });

  it('reaches the core issue once the bottom line has text, and the share step after it', () => {
    const s = state(framed);
    expect(isStepShown(FRAMING_STEP.CORE_ISSUE, s)).toBe(true);
    expect(s.revealedStep).toBe(FRAMING_STEP.SHARE);
  });

  it('never hides a step again when an earlier answer is cleared', () => {
    let s = state(framed);
    s = createIdeaReducer(s, { type: 'change', patch: { frameContext: '' } });
    expect(reachedStep(s)).toBe(FRAMING_STEP.BIG_PICTURE);
    expect(s.revealedStep).toBe(FRAMING_STEP.SHARE);
    expect(isStepShown(FRAMING_STEP.BOTTOM_LINE, s)).toBe(true);
  });

  it('a failed share reveals the step its message names', () => {
    const s = createIdeaReducer(state({ frameContext: 'x' }), {
      type: 'reveal',
      step: FRAMING_STEP.BOTTOM_LINE,
    });
    expect(isStepShown(FRAMING_STEP.BOTTOM_LINE, s)).toBe(true);
    // The sources stay hidden while the slider is unset.
    expect(isStepShown(FRAMING_STEP.SOURCES, s)).toBe(false);
  });
});

describe('the proxy slider (content §5)', () => {
  it('asks for a click until placed, a tap or a drag on a touch screen', () => {
    expect(proxyLevelLabel(RESPONSIBILITY_SLIDER.UNSET)).toBe('CLICK ON THE SCALE BELOW');
    expect(proxyLevelLabel(RESPONSIBILITY_SLIDER.UNSET, true)).toBe(
      'TAP OR DRAG ON THE SCALE BELOW',
    );
    expect(proxyLevelLabel(0.3, true)).toBe('70% me, 30% my sources');
  });

  it('names the ends and the split between them', () => {
    expect(proxyLevelLabel(0)).toBe('100% me, full responsibility');
    expect(proxyLevelLabel(1)).toBe('just a messenger of my sources');
    expect(proxyLevelLabel(0.3)).toBe('70% me, 30% my sources');
  });

  it('counts values under 0.05 as 0', () => {
    expect(proxyLevelLabel(0.04)).toBe('100% me, full responsibility');
    expect(asksForSources(0.04)).toBe(false);
    expect(asksForSources(0.05)).toBe(true);
    expect(asksForSources(RESPONSIBILITY_SLIDER.UNSET)).toBe(false);
  });

  it('sends the normalized value and drops sources at 0', () => {
    const body = createIdeaPayload(
      state({ ...framed, proxyLevel: 0.03, proxySources: [source] }),
      options,
    );
    expect(body.proxyLevel).toBe(0);
    expect(body.proxySources).toEqual([]);
    const proxied = createIdeaPayload(
      state({ ...framed, proxyLevel: 0.456, proxySources: [source] }),
      options,
    );
    expect(proxied.proxyLevel).toBe(0.46);
    expect(proxied.proxySources).toEqual([source]);
  });
});

describe('the core issue (content §4, §9)', () => {
  it('ticking at core opens four unticked confirmations; unticking closes and clears them', () => {
    const opened = toggleAtCore(true);
    expect(opened).toEqual({ atCoreOpen: true, coreConfirmations: [false, false, false, false] });
    const some = { atCoreOpen: true, coreConfirmations: [true, true, true, false] };
    expect(toggleAtCore(false)).toEqual({
      atCoreOpen: false,
      coreConfirmations: [false, false, false, false],
    });
    expect(isAtCore(some)).toBe(false);
  });

  it('sets atCore only with all four confirmations', () => {
    let confirmations = toggleAtCore(true).coreConfirmations;
    for (let i = 0; i < 4; i += 1) {
      expect(isAtCore({ atCoreOpen: true, coreConfirmations: confirmations })).toBe(false);
      confirmations = toggleCoreConfirmation(confirmations, i, true);
    }
    expect(isAtCore({ atCoreOpen: true, coreConfirmations: confirmations })).toBe(true);
    expect(isAtCore({ atCoreOpen: false, coreConfirmations: confirmations })).toBe(false);
    expect(
      createIdeaPayload(
        state({ ...framed, atCoreOpen: true, coreConfirmations: confirmations }),
        options,
      ).atCore,
    ).toBe(true);
    expect(
      createIdeaPayload(
        state({
          ...framed,
          atCoreOpen: true,
          coreConfirmations: toggleCoreConfirmation(confirmations, 2, false),
        }),
        options,
      ).atCore,
    ).toBe(false);
  });
});

describe('share checks', () => {
  it('lists the full inTell’s failing checks in the spec’s order (content §5)', () => {
    const messages = shareProblems(
      state({ myContent: 'Some text', goodIntentLevel: 2 }),
      options,
    ).map((p) => p.msg);
    expect(messages).toEqual([
      IDEA_MESSAGES.HEADLINE_INVALID,
      IDEA_MESSAGES.FRAME_CONTEXT_INADEQUATE,
      IDEA_MESSAGES.FRAME_RESOLUTION_INADEQUATE,
      IDEA_MESSAGES.MY_CONCERN_INADEQUATE,
      IDEA_MESSAGES.CRITIC_CONCERN_INADEQUATE,
      IDEA_MESSAGES.CRITIC_CONTENT_INADEQUATE,
      IDEA_MESSAGES.ERROR_CORRECTION_INADEQUATE,
      IDEA_MESSAGES.PROXY_UNSET,
    ]);
  });

  it('needs a PDF in PDF mode (check 3), and the text only in text mode', () => {
    const pdf = shareProblems(state({ ...framed, mode: 'pdf', myContent: '' }), options);
    expect(pdf.map((p) => p.msg)).toEqual([IDEA_MESSAGES.PDF_INVALID]);
    expect(pdf[0]?.guidance).toBe('makeSelection');
    expect(shareProblems(state({ ...framed, mode: 'pdf', pdf: '/media/a.pdf' }), options)).toEqual(
      [],
    );
    expect(shareProblems(state({ ...framed, myContent: 'ab' }), options).map((p) => p.msg)).toEqual(
      [IDEA_MESSAGES.CONTENT_INVALID],
    );
  });

  it('pairs each check with its submit guidance', () => {
    const problems = shareProblems(state({ ...framed, myPoint: '', proxyLevel: -2 }), options);
    expect(problems.map((p) => [p.field, p.guidance])).toEqual([
      ['myPoint', 'fillTitle'],
      ['proxyLevel', 'sliderPosition'],
    ]);
  });

  it('a framed inTell that passes every check has no problems', () => {
    expect(shareProblems(state(framed), options)).toEqual([]);
  });

  it('the simple inTell needs the text, a title above 60 characters and confirmed intent', () => {
    const long = 'x'.repeat(61);
    expect(shareProblems(state({}), options).map((p) => p.msg)).toEqual([
      IDEA_MESSAGES.CONTENT_INVALID,
      IDEA_MESSAGES.GOOD_INTENT_NOT_CONFIRMED,
    ]);
    const problems = shareProblems(state({ myContent: long }), options);
    expect(problems.map((p) => p.msg)).toEqual([
      IDEA_MESSAGES.TITLE_INVALID,
      IDEA_MESSAGES.GOOD_INTENT_NOT_CONFIRMED,
    ]);
    expect(problems[1]?.guidance).toBe('minimumStandards');
    expect(shareProblems(state({ myContent: 'abc', goodIntentLevel: 1 }), options)).toEqual([]);
  });

  it('a PDF needs its title and the file in the simple variant too', () => {
    expect(
      shareProblems(state({ mode: 'pdf', goodIntentLevel: 1 }), options).map((p) => p.msg),
    ).toEqual([IDEA_MESSAGES.TITLE_INVALID, IDEA_MESSAGES.PDF_INVALID]);
  });

  it('asks for an author or affiliation when the member is not the author and no default list exists', () => {
    const notMine = state({ myContent: 'abc', goodIntentLevel: 1, authorIsMe: false });
    const problems = shareProblems(notMine, options);
    expect(problems).toEqual([
      { field: 'authors', msg: CREATE_IDEA_TEXT.authorsRequired, guidance: 'selectWaveMaker' },
    ]);
    expect(shareProblems({ ...notMine, authors: [source] }, options)).toEqual([]);
    expect(shareProblems(notMine, { ...options, defaultWaveMakers: [player] })).toEqual([]);
  });
});

describe('the body sent (content §7)', () => {
  it('sends the framed variant with its fields', () => {
    const body = createIdeaPayload(
      state({ ...framed, players: [player], playersNotApplicable: false }),
      options,
    );
    expect(body).toEqual({
      goodIntentLevel: 2,
      myPoint: 'Gardens in every school',
      myContent: 'School gardens feed more than children.',
      image: '',
      isPdf: false,
      isVideo: false,
      url: '',
      frameContext: 'Food education',
      frameResolution: 'Worth trying',
      myConcern: 'Healthy children',
      criticConcern: 'Budgets for teaching',
      criticContent: 'It costs too much',
      errorCorrection: 'Studies showed no effect',
      proxyLevel: 0,
      proxySources: [],
      players: [player],
      atCore: false,
    });
    expect('agents' in body).toBe(false);
  });

  it('sends a PDF as the image with isPdf, without the text', () => {
    const body = createIdeaPayload(
      state({ ...framed, mode: 'pdf', pdf: '/media/k.pdf', image: '/media/i.png' }),
      options,
    );
    expect(body).toMatchObject({ isPdf: true, image: '/media/k.pdf', myContent: '' });
  });

  it('sends the simple variant with agents: empty for the member, else the chosen and default waveMakers', () => {
    const mine = createIdeaPayload(state({ myContent: 'abc', goodIntentLevel: 1 }), options);
    expect(mine).toEqual({
      goodIntentLevel: 1,
      myPoint: '',
      myContent: 'abc',
      image: '',
      isPdf: false,
      isVideo: false,
      url: '',
      agents: [],
    });
    const theirs = createIdeaPayload(
      state({ myContent: 'abc', goodIntentLevel: 1, authorIsMe: false, authors: [source, player] }),
      { ...options, defaultWaveMakers: [player, { _id: 'a3', name: 'Default' }] },
    );
    expect(theirs.agents).toEqual([source, player, { _id: 'a3', name: 'Default' }]);
  });
});

describe('where the flow goes after creation (content §2)', () => {
  it('opens the idea, or its link mode and field unless the field is 10', () => {
    expect(ideaPathAfterCreate('i1')).toBe('/idea/i1');
    expect(ideaPathAfterCreate('i1', '20', 'i2')).toBe('/idea/i1/20/i2');
    expect(ideaPathAfterCreate('i1', '20', '10')).toBe('/idea/i1');
    expect(ideaPathAfterCreate('i1', '20', null)).toBe('/idea/i1');
    expect(ideaPathAfterCreate('i1', null, 'i2')).toBe('/idea/i1');
  });

  it('opens view 3, where the link shows, after posting linked to a similar inTell (issue 45)', () => {
    expect(ideaPathAfterCreate('i1', null, null, true)).toBe('/idea/i1/1000/3');
    // A link mode in the address still decides: it makes its own link there.
    expect(ideaPathAfterCreate('i1', '20', 'i2', true)).toBe('/idea/i1/20/i2');
  });
});

describe('linking to a similar inTell (issue 45)', () => {
  const a1 = { _id: 'a1', label: 'Ban phones' };
  it('toggles: the same choice again removes it, another replaces it', () => {
    const chosen = toggleLinkTo(null, a1, 'similar');
    expect(chosen).toEqual({ ideaId: 'a1', label: 'Ban phones', as: 'similar' });
    expect(toggleLinkTo(chosen, a1, 'similar')).toBeNull();
    expect(toggleLinkTo(chosen, a1, 'synthesis')).toEqual({ ...chosen, as: 'synthesis' });
    expect(toggleLinkTo(chosen, { _id: 'a2', label: 'Other' }, 'similar')).toEqual({
      ideaId: 'a2',
      label: 'Other',
      as: 'similar',
    });
  });

  it('sends linkTo with either variant, and nothing without a choice', () => {
    const linkTo = { ideaId: 'a1', label: 'Ban phones', as: 'synthesis' as const };
    expect(createIdeaPayload(state({ ...framed, linkTo }), options).linkTo).toEqual({
      ideaId: 'a1',
      as: 'synthesis',
    });
    const simple = { myContent: 'A short one', goodIntentLevel: 1, linkTo };
    expect(createIdeaPayload(state(simple), options).linkTo).toEqual({
      ideaId: 'a1',
      as: 'synthesis',
    });
    expect(createIdeaPayload(state(framed), options)).not.toHaveProperty('linkTo');
  });
});
