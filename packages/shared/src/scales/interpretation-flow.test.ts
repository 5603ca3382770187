import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTENT_PROMPTS,
  SUPPORT_DAMAGE_SCALE,
  VALUE_CODE,
  type ValueCode,
} from '../constants';
import { AddIdeaScaleBody, type IdeaScale } from './idea-scale-schemas';
import {
  answer,
  canSubmitInterpretation,
  emptyInterpretation,
  INTERPRETATION_STEPS,
  interconnectRating,
  interpretationFromScale,
  intentPrompt,
  isDescriptiveText,
  isInterpretationComplete,
  isStepRevealed,
  pendingStep,
  revealedSteps,
  setSkipped,
  showsEmotionPause,
  STEP_GUIDANCE,
  STEP_POSITION,
  toAddIdeaScaleBody,
  toggleDivisiveReason,
  toggleValue,
  valueChoices,
  type InterpretationAnswers,
  type InterpretationFlowOptions,
  type InterpretationState,
  type InterpretationStep,
} from './interpretation-flow';

type Answer = { [S in InterpretationStep]: [S, InterpretationAnswers[S]] }[InterpretationStep];

/** Answers the steps in turn. */
function run(answers: Answer[], state: InterpretationState = emptyInterpretation()) {
  return answers.reduce<InterpretationState>(
    (s, [step, value]) => answer(s, step, value as never),
    state,
  );
}

const NONE: InterpretationFlowOptions = {};
/** Emotion, intent and soundness: the shortest complete flow. */
const CORE: Answer[] = [
  ['emotion', 0.3],
  ['authorIntent', 0.8],
  ['sound', 0.7],
];

describe('the emotion pause (content §4 step 1, §9: 0.5)', () => {
  it('shows above 0.5 either way, only when the activity asks', () => {
    const on = { pauseEmotion: true };
    expect(showsEmotionPause(0.5, on)).toBe(false);
    expect(showsEmotionPause(0.49, on)).toBe(false);
    expect(showsEmotionPause(0.51, on)).toBe(true);
    expect(showsEmotionPause(-0.5, on)).toBe(false);
    expect(showsEmotionPause(-0.51, on)).toBe(true);
    expect(showsEmotionPause(1, on)).toBe(true);
    expect(showsEmotionPause(null, on)).toBe(false);
    expect(showsEmotionPause(1, {})).toBe(false);
    expect(showsEmotionPause(-1, { pauseEmotion: false })).toBe(false);
  });
});

describe('progressive disclosure (content §4, §5)', () => {
  it('starts with the emotion alone, and the skip shows nothing', () => {
    expect(revealedSteps(emptyInterpretation(), NONE)).toEqual(['emotion']);
    expect(revealedSteps(emptyInterpretation(), { evaluateValues: true })).toEqual(['emotion']);
    expect(revealedSteps(setSkipped(emptyInterpretation(), true), NONE)).toEqual([]);
  });

  it('shows author intent after the emotion, values first when the activity evaluates them', () => {
    const felt = run([['emotion', 0]]);
    expect(revealedSteps(felt, NONE)).toEqual(['emotion', 'authorIntent']);
    const options = { evaluateValues: true };
    expect(revealedSteps(felt, options)).toEqual(['emotion', 'values', 'valuesAgent']);
    // An empty pick does not complete the values; one value does.
    expect(revealedSteps(answer(felt, 'values', []), options)).not.toContain('authorIntent');
    const picked = answer(felt, 'values', [VALUE_CODE.CARE]);
    expect(revealedSteps(picked, options)).toEqual([
      'emotion',
      'values',
      'valuesAgent',
      'authorIntent',
    ]);
    // The waveMaker is optional.
    expect(pendingStep(picked, options)).toBe('authorIntent');
  });

  it('offers values by the sign of the emotion, all ten at exactly 0', () => {
    expect(valueChoices(0.01)).toEqual([1, 2, 3, 4, 5]);
    expect(valueChoices(-0.01)).toEqual([-1, -2, -3, -4, -5]);
    expect(valueChoices(0)).toHaveLength(10);
    expect(valueChoices(null)).toEqual([]);
    const positive = run([['emotion', 0.6]]);
    expect(() => answer(positive, 'values', [VALUE_CODE.HARM])).toThrow(RangeError);
    const negative = run([['emotion', -0.6]]);
    expect(() => answer(negative, 'values', [VALUE_CODE.CARE])).toThrow(RangeError);
    expect(answer(negative, 'values', [-3, -1, -3]).answers.values).toEqual([-1, -3]);
  });

  const intent = (value: number) =>
    run([
      ['emotion', 0.2],
      ['authorIntent', value],
    ]);

  it('asks good faith below 0.5 intent (0.5 not), and it must be answered', () => {
    expect(isStepRevealed(intent(0.5), NONE, 'goodFaith')).toBe(false);
    expect(isStepRevealed(intent(0.51), NONE, 'goodFaith')).toBe(false);
    expect(isStepRevealed(intent(0.49), NONE, 'goodFaith')).toBe(true);
    expect(revealedSteps(intent(0.5), NONE)).toEqual(['emotion', 'authorIntent', 'sound']);
    expect(revealedSteps(intent(0.49), NONE)).toEqual(['emotion', 'authorIntent', 'goodFaith']);
    expect(pendingStep(intent(0.49), NONE)).toBe('goodFaith');
  });

  it('asks who benefits, optionally, below 0.5 good faith (0.5 not)', () => {
    const faith = (value: number) => answer(intent(0.3), 'goodFaith', value);
    expect(isStepRevealed(faith(0.5), NONE, 'whyManipulative')).toBe(false);
    expect(isStepRevealed(faith(0.51), NONE, 'whyManipulative')).toBe(false);
    expect(revealedSteps(faith(0.49), NONE)).toEqual([
      'emotion',
      'authorIntent',
      'goodFaith',
      'whyManipulative',
      'sound',
    ]);
  });

  it('asks POTIE below 0.2 intent (0.2 not), after good faith', () => {
    const withFaith = (value: number) => answer(intent(value), 'goodFaith', 0.6);
    expect(isStepRevealed(withFaith(0.2), NONE, 'potie')).toBe(false);
    expect(isStepRevealed(withFaith(0.21), NONE, 'potie')).toBe(false);
    expect(isStepRevealed(withFaith(0.19), NONE, 'potie')).toBe(true);
    expect(isStepRevealed(intent(0.19), NONE, 'potie')).toBe(false);
    expect(isStepRevealed(withFaith(0.2), NONE, 'sound')).toBe(true);
    expect(isStepRevealed(withFaith(0.19), NONE, 'sound')).toBe(false);
    expect(pendingStep(withFaith(0.19), NONE)).toBe('potie');
  });

  it('POTIE Yes asks for at least one divisive reason; No clears them (content §5)', () => {
    const potie = answer(answer(intent(0.1), 'goodFaith', 0.2), 'potie', 1);
    expect(revealedSteps(potie, NONE).slice(-2)).toEqual(['potie', 'divisive']);
    expect(pendingStep(potie, NONE)).toBe('divisive');
    expect(pendingStep(answer(potie, 'divisive', 0), NONE)).toBe('divisive');
    const reasons = answer(
      potie,
      'divisive',
      toggleDivisiveReason(toggleDivisiveReason(null, 1), 8),
    );
    expect(reasons.answers.divisive).toBe(9);
    expect(pendingStep(reasons, NONE)).toBe('sound');
    const no = answer(reasons, 'potie', -1);
    expect(no.answers.divisive).toBeNull();
    expect(revealedSteps(no, NONE)).not.toContain('divisive');
    expect(pendingStep(no, NONE)).toBe('sound');
    expect(toggleDivisiveReason(9, 1)).toBe(8);
  });

  it('asks the interconnect rating after soundness when the activity asks, level then confidence', () => {
    const options = { interconnect: true };
    const sound = run(CORE);
    expect(pendingStep(sound, NONE)).toBeNull();
    expect(revealedSteps(sound, options).slice(3)).toEqual(['interconnectLevel']);
    expect(pendingStep(sound, options)).toBe('interconnectLevel');
    const level = answer(sound, 'interconnectLevel', 0.66);
    expect(revealedSteps(level, options).slice(3)).toEqual([
      'interconnectLevel',
      'interconnectConfidence',
    ]);
    expect(isInterpretationComplete(level, options)).toBe(false);
    const both = answer(level, 'interconnectConfidence', 0.5);
    expect(isInterpretationComplete(both, options)).toBe(true);
    expect(revealedSteps(both, options).slice(5)).toEqual(['note', 'otherSide']);
    expect(() => answer(sound, 'interconnectLevel', 0.5 as never)).toThrow(RangeError);
  });

  it('opens the expertise block once additional thoughts are longer than 2 characters', () => {
    const base = run(CORE);
    expect(revealedSteps(base, NONE).slice(3)).toEqual(['note', 'otherSide']);
    expect(isStepRevealed(answer(base, 'note', 'ab'), NONE, 'confidence')).toBe(false);
    expect(isStepRevealed(answer(base, 'note', ' ab  '), NONE, 'confidence')).toBe(false);
    expect(isStepRevealed(answer(base, 'note', 'abc'), NONE, 'confidence')).toBe(true);
    expect(revealedSteps(answer(base, 'note', 'abc'), NONE).slice(3)).toEqual([
      'note',
      'confidence',
      'otherSide',
    ]);
  });

  it('asks expertise details only for confidence above 1 (content §5)', () => {
    const thought = run([...CORE, ['note', 'I know this field']]);
    expect(isStepRevealed(answer(thought, 'confidence', 1), NONE, 'myExpertise')).toBe(false);
    expect(isStepRevealed(answer(thought, 'confidence', 0.5), NONE, 'myExpertise')).toBe(false);
    expect(isStepRevealed(answer(thought, 'confidence', 2), NONE, 'myExpertise')).toBe(true);
    expect(isStepRevealed(answer(thought, 'confidence', 4), NONE, 'myExpertise')).toBe(true);
    expect(() => answer(thought, 'confidence', 1.5 as never)).toThrow(RangeError);
  });

  it('reveals the further questions when the other side is longer than 2 characters', () => {
    const base = run(CORE);
    const further = [
      'solution',
      'haveChanged',
      'wouldChange',
      'answerQuestions',
      'publicEngagement',
    ];
    expect(revealedSteps(answer(base, 'otherSide', 'ab'), NONE)).not.toContain('haveChanged');
    expect(revealedSteps(answer(base, 'otherSide', 'a  '), NONE)).not.toContain('haveChanged');
    expect(revealedSteps(answer(base, 'otherSide', 'abc'), NONE).slice(-5)).toEqual(further);
  });

  it('shows the advocate review when soundness and intent are at least 0.5 and public engagement was answered', () => {
    const review = (intentValue: number, soundValue: number, engagement: -1 | 0 | 1 | null) => {
      let s = run([
        ['emotion', 0.2],
        ['authorIntent', intentValue],
      ]);
      if (intentValue < 0.5) s = answer(s, 'goodFaith', 0.9);
      s = run(
        [
          ['sound', soundValue],
          ['otherSide', 'They would say it is unfair'],
          ['publicEngagement', engagement],
        ],
        s,
      );
      return isStepRevealed(s, NONE, 'heartOfIssue');
    };
    expect(review(0.5, 0.5, 1)).toBe(true);
    expect(review(0.5, 0.5, 0)).toBe(true);
    expect(review(1, 1, -1)).toBe(true);
    expect(review(0.49, 0.5, 1)).toBe(false);
    expect(review(0.5, 0.49, 1)).toBe(false);
    expect(review(0.51, 0.51, null)).toBe(false);
  });

  it('names the submit guidance of each required question', () => {
    expect(STEP_GUIDANCE[pendingStep(emptyInterpretation(), NONE) as 'emotion']).toBe(
      'sliderPosition',
    );
    expect(STEP_GUIDANCE.values).toBe('selectValue');
    expect(STEP_GUIDANCE.divisive).toBe('requiredCheckboxes');
    expect(STEP_GUIDANCE.potie).toBe('makeSelection');
  });
});

describe('clearing (content §4: changing an earlier answer clears all later ones)', () => {
  const full = run([
    ['emotion', -0.7],
    ['values', [VALUE_CODE.HARM]],
    ['valuesAgent', 'agent-1'],
    ['authorIntent', 0.9],
    ['sound', 0.9],
    ['interconnectLevel', 1],
    ['interconnectConfidence', 1],
    ['note', 'More thoughts'],
    ['confidence', 3],
    ['myExpertise', 'I teach this'],
    ['otherSide', 'They would disagree'],
    ['solution', 'Talk'],
    ['haveChanged', 0],
    ['wouldChange', 1],
    ['answerQuestions', 1],
    ['publicEngagement', -1],
    ['heartOfIssue', 0.9],
  ]);
  const options = { evaluateValues: true, interconnect: true };

  it('a full flow keeps every answer', () => {
    // Not shown: the understanding, good faith, who benefits, POTIE and the divisive reasons.
    expect(revealedSteps(full, options)).toHaveLength(INTERPRETATION_STEPS.length - 5);
    expect(Object.values(full.answers).filter((v) => v !== null)).toHaveLength(17);
  });

  it('a changed emotion clears everything after it', () => {
    const changed = answer(full, 'emotion', -0.69);
    expect(changed.answers).toEqual({ ...emptyInterpretation().answers, emotion: -0.69 });
  });

  it('the same answer again changes nothing', () => {
    expect(answer(full, 'emotion', -0.7)).toBe(full);
    expect(answer(full, 'values', [VALUE_CODE.HARM])).toBe(full);
    expect(answer(full, 'note', 'More thoughts')).toBe(full);
  });

  it('questions shown together do not clear each other', () => {
    const agent = answer(full, 'valuesAgent', 'agent-2');
    expect(agent.answers.values).toEqual([VALUE_CODE.HARM]);
    expect(agent.answers.authorIntent).toBeNull();
    const values = answer(full, 'values', toggleValue(full.answers.values, VALUE_CODE.DIVISION));
    expect(values.answers.valuesAgent).toBe('agent-1');
    expect(values.answers.authorIntent).toBeNull();
    const changed = answer(full, 'haveChanged', 1);
    expect(changed.answers).toMatchObject({
      solution: 'Talk',
      wouldChange: 1,
      answerQuestions: 1,
      publicEngagement: -1,
      heartOfIssue: null,
    });
  });

  it('a changed note clears the expertise block and everything after it', () => {
    const changed = answer(full, 'note', 'More thoughts!');
    expect(changed.answers).toMatchObject({
      sound: 0.9,
      interconnectConfidence: 1,
      confidence: null,
      myExpertise: null,
      otherSide: null,
      heartOfIssue: null,
    });
  });

  it('a changed interconnect level clears its confidence', () => {
    const changed = answer(full, 'interconnectLevel', -0.33);
    expect(changed.answers.interconnectConfidence).toBeNull();
    expect(pendingStep(changed, options)).toBe('interconnectConfidence');
  });

  it('taking an answer back (null) clears the later ones too', () => {
    const back = answer(full, 'sound', null);
    expect(back.answers.sound).toBeNull();
    expect(back.answers.note).toBeNull();
    expect(pendingStep(back, options)).toBe('sound');
  });
});

describe('skip (content §4)', () => {
  const answered = run(CORE);

  it('shows nothing, takes no answers and offers Confirm skip', () => {
    const skipped = setSkipped(answered, true);
    expect(revealedSteps(skipped, NONE)).toEqual([]);
    expect(pendingStep(skipped, NONE)).toBeNull();
    expect(interconnectRating(skipped, { interconnect: true })).toBeNull();
    expect(canSubmitInterpretation(skipped, NONE)).toBe(true);
    expect(isInterpretationComplete(skipped, NONE)).toBe(false);
    expect(answer(skipped, 'emotion', 1)).toBe(skipped);
  });

  it('keeps the answers until Confirm skip: unticked, they are back as they were', () => {
    const typed = answer(answered, 'note', 'Written with care');
    const skipped = setSkipped(typed, true);
    expect(setSkipped(skipped, true)).toBe(skipped);
    const back = setSkipped(skipped, false);
    expect(back).toEqual(typed);
    expect(revealedSteps(back, NONE)).toEqual(revealedSteps(typed, NONE));
    expect(canSubmitInterpretation(back, NONE)).toBe(true);
    expect(setSkipped(answered, false)).toBe(answered);
  });

  it('Confirm skip submits null scale values', () => {
    const body = toAddIdeaScaleBody(setSkipped(answered, true), {
      activityType: 102,
      interconnect: true,
      interconnectLink: { id: 'link-1' },
    });
    expect(body).toEqual({
      cannotOverwriteExisting: null,
      activityType: 102,
      ideaCreated: null,
      myEmotion: null,
      values: null,
      valuesAgent: null,
      authorIntent: null,
      goodFaith: null,
      whyManipulative: null,
      divisive: null,
      sound: null,
      note: null,
      confidence: null,
      myExpertise: null,
      otherSide: null,
      solution: null,
      haveChanged: null,
      wouldChange: null,
      answerQuestions: null,
      publicEngagement: null,
      heartOfIssue: null,
    });
    const parsed = AddIdeaScaleBody.parse(body);
    expect(parsed.myEmotion).toBe(-2);
    expect(parsed.sound).toBe(-2);
    expect(parsed.confidence).toBeNull();
    expect(parsed.values).toEqual([]);
  });
});

describe('submission and the request body (content §7 POST /api/ideas/scale/{ideaId})', () => {
  it('is complete once emotion, intent and soundness are answered', () => {
    expect(isInterpretationComplete(run(CORE.slice(0, 2)), NONE)).toBe(false);
    expect(pendingStep(run(CORE.slice(0, 2)), NONE)).toBe('sound');
    expect(isInterpretationComplete(run(CORE), NONE)).toBe(true);
    expect(canSubmitInterpretation(run(CORE), NONE)).toBe(true);
  });

  it('sends every answer shown, null for the rest', () => {
    const state = run([
      ['emotion', -0.8],
      ['values', [VALUE_CODE.OPPRESSION, VALUE_CODE.HARM]],
      ['valuesAgent', 'agent-1'],
      ['authorIntent', 0.1],
      ['goodFaith', 0.3],
      ['whyManipulative', '  The advertiser  '],
      ['potie', 1],
      ['divisive', 2 | 8],
      ['sound', 0.2],
      ['interconnectLevel', -0.66],
      ['interconnectConfidence', 0.1],
      ['note', '   '],
      ['otherSide', 'It is about safety'],
      ['haveChanged', -1],
    ]);
    const options: InterpretationFlowOptions = {
      evaluateValues: true,
      interconnect: true,
      interconnectLink: { id: 'link-1', isReversed: true },
      activityType: 201,
      cannotOverwriteExisting: true,
    };
    expect(isInterpretationComplete(state, options)).toBe(true);
    const body = toAddIdeaScaleBody(state, options);
    expect(body).toEqual({
      cannotOverwriteExisting: true,
      activityType: 201,
      ideaCreated: null,
      myEmotion: -0.8,
      values: [-1, -3],
      valuesAgent: 'agent-1',
      authorIntent: 0.1,
      goodFaith: 0.3,
      whyManipulative: 'The advertiser',
      divisive: 10,
      sound: 0.2,
      note: null,
      confidence: null,
      myExpertise: null,
      otherSide: 'It is about safety',
      solution: null,
      haveChanged: -1,
      wouldChange: null,
      answerQuestions: null,
      publicEngagement: null,
      heartOfIssue: null,
      addLinkIdeaIdeaScale: {
        id: 'link-1',
        level: -0.66,
        confidence: 0.1,
        isSimilar: false,
        isComplex: false,
        isReversed: true,
      },
    });
    expect(AddIdeaScaleBody.safeParse(body).success).toBe(true);
    expect(interconnectRating(state, options)).toEqual({ level: -0.66, confidence: 0.1 });
    // Without the link's id the rating is left for the activity's own call (DESIGN.md §8).
    expect(toAddIdeaScaleBody(state, { ...options, interconnectLink: null })).not.toHaveProperty(
      'addLinkIdeaIdeaScale',
    );
    expect(interconnectRating(state, NONE)).toBeNull();
  });

  it('POTIE No sends divisive 0; unanswered sends null', () => {
    const base = run([
      ['emotion', 0],
      ['authorIntent', 0.1],
      ['goodFaith', 0.6],
    ]);
    expect(toAddIdeaScaleBody(answer(base, 'potie', -1), NONE).divisive).toBe(0);
    expect(toAddIdeaScaleBody(answer(base, 'potie', 1), NONE).divisive).toBeNull();
    expect(toAddIdeaScaleBody(base, NONE).divisive).toBeNull();
  });

  it('leaves out answers whose question the options no longer show', () => {
    const state = run([
      ['emotion', 0.4],
      ['values', [VALUE_CODE.CARE]],
      ['authorIntent', 0.7],
      ['sound', 0.7],
    ]);
    expect(toAddIdeaScaleBody(state, { evaluateValues: true }).values).toEqual([1]);
    expect(toAddIdeaScaleBody(state, NONE).values).toBeNull();
  });
});

describe('intent prompt (content §3 interpretIntentWords, §9 default prompts)', () => {
  it('is the activity words, or the first default prompt', () => {
    expect(intentPrompt({})).toBe('I found the way the author presented this information to be...');
    expect(intentPrompt({ intentWords: '   ' })).toBe(DEFAULT_INTENT_PROMPTS[0]);
    expect(intentPrompt({ intentWords: DEFAULT_INTENT_PROMPTS[1] })).toBe(
      'I found the way the selection was explained to be...',
    );
    expect(intentPrompt({ intentWords: ' The story seemed... ' })).toBe('The story seemed...');
  });
});

describe('confirming a deeper understanding (activity interpretConfirmDeeperUnderstanding)', () => {
  const ASK = { confirmUnderstanding: true };

  it('asks for the understanding first, alone, only when the activity asks', () => {
    expect(revealedSteps(emptyInterpretation(), ASK)).toEqual(['understanding']);
    expect(pendingStep(emptyInterpretation(), ASK)).toBe('understanding');
    expect(STEP_GUIDANCE.understanding).toBe('fillText');
    expect(revealedSteps(emptyInterpretation(), NONE)).toEqual(['emotion']);
    expect(revealedSteps(emptyInterpretation(), { confirmUnderstanding: false })).toEqual([
      'emotion',
    ]);
  });

  it('opens the flow once the understanding is longer than 2 characters', () => {
    const short = answer(emptyInterpretation(), 'understanding', ' ab ');
    expect(revealedSteps(short, ASK)).toEqual(['understanding']);
    const enough = answer(short, 'understanding', 'abc');
    expect(revealedSteps(enough, ASK)).toEqual(['understanding', 'emotion']);
    const done = run(CORE, enough);
    expect(isInterpretationComplete(done, ASK)).toBe(true);
    expect(isInterpretationComplete(run(CORE), ASK)).toBe(false);
  });

  it('rewording it keeps every later answer; too short hides them and sends none', () => {
    const done = run(CORE, answer(emptyInterpretation(), 'understanding', 'Buses should be free'));
    const reworded = answer(done, 'understanding', 'Buses should cost nothing');
    expect(reworded.answers).toMatchObject({ emotion: 0.3, authorIntent: 0.8, sound: 0.7 });
    expect(isInterpretationComplete(reworded, ASK)).toBe(true);
    const emptied = answer(done, 'understanding', 'ab');
    expect(revealedSteps(emptied, ASK)).toEqual(['understanding']);
    expect(isInterpretationComplete(emptied, ASK)).toBe(false);
    expect(toAddIdeaScaleBody(emptied, ASK)).toMatchObject({ myEmotion: null, sound: null });
  });

  it('sends it trimmed when asked, and not at all otherwise', () => {
    const done = run(CORE, answer(emptyInterpretation(), 'understanding', '  Free buses  '));
    expect(toAddIdeaScaleBody(done, ASK)).toMatchObject({
      understanding: 'Free buses',
      myEmotion: 0.3,
    });
    expect(toAddIdeaScaleBody(run(CORE), NONE)).not.toHaveProperty('understanding');
    expect(AddIdeaScaleBody.parse(toAddIdeaScaleBody(done, ASK)).understanding).toBe('Free buses');
  });

  it('a skip asks for nothing, the understanding neither, and keeps it until confirmed', () => {
    const typed = answer(emptyInterpretation(), 'understanding', 'Free buses');
    const skipped = setSkipped(typed, true);
    expect(revealedSteps(skipped, ASK)).toEqual([]);
    expect(canSubmitInterpretation(skipped, ASK)).toBe(true);
    expect(toAddIdeaScaleBody(skipped, ASK)).not.toHaveProperty('understanding');
    expect(setSkipped(skipped, false).answers.understanding).toBe('Free buses');
  });
});

describe('longer than 2 characters (content §5, §9)', () => {
  it('counts the trimmed text', () => {
    expect(isDescriptiveText('ab')).toBe(false);
    expect(isDescriptiveText('abc')).toBe(true);
    expect(isDescriptiveText(' ab ')).toBe(false);
    expect(isDescriptiveText(null)).toBe(false);
  });
});

describe('a stored interpretation read back', () => {
  it('maps -2 to unanswered and divisive to POTIE', () => {
    const scale: IdeaScale = {
      user: { _id: 'u', name: 'U' },
      myEmotion: 0.4,
      authorIntent: 0.1,
      sound: 0.3,
      goodFaith: 0.4,
      heartOfIssue: -2,
      confidence: 2,
      divisive: 4,
      values: [1],
      valuesAgent: null,
      haveChanged: -2,
      wouldChange: 1,
      answerQuestions: -2,
      publicEngagement: -2,
      note: 'A thought',
      whyManipulative: '',
      myExpertise: 'Years of it',
      otherSide: '',
      solution: '',
      understanding: 'The author says buses should be free.',
      ideaCreated: null,
      activityType: 102,
      date: '2024-01-01T00:00:00.000Z',
    };
    const state = interpretationFromScale(scale);
    expect(state.answers).toMatchObject({
      emotion: 0.4,
      potie: 1,
      divisive: 4,
      heartOfIssue: null,
      haveChanged: null,
      wouldChange: 1,
      whyManipulative: null,
      confidence: 2,
    });
    expect(interpretationFromScale({ ...scale, divisive: 0 }).answers.potie).toBe(-1);
    expect(interpretationFromScale({ ...scale, divisive: -2 }).answers.potie).toBeNull();
    const body = toAddIdeaScaleBody(state, { evaluateValues: true });
    expect(body).toMatchObject({ divisive: 4, myExpertise: 'Years of it', values: [1] });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const UNIT_POINTS = [0, 0.19, 0.2, 0.21, 0.49, 0.5, 0.51, 1];
const TEXTS = ['', 'ab', 'abc', '  x  ', 'A longer thought'];

/** A valid answer to a step for the state, from random numbers. */
function valueFor(
  step: InterpretationStep,
  seed: number,
  real: number,
  state: InterpretationState,
) {
  if (seed % 13 === 0) return null;
  const pick = <T>(list: readonly T[]): T => list[seed % list.length] as T;
  const unit = seed % 2 === 0 ? pick(UNIT_POINTS) : real;
  switch (step) {
    case 'emotion':
      return seed % 3 === 0 ? pick([-1, -0.51, -0.5, 0, 0.5, 0.51, 1]) : real * 2 - 1;
    case 'authorIntent':
    case 'goodFaith':
    case 'sound':
    case 'heartOfIssue':
      return unit;
    case 'values': {
      const emotion = state.answers.emotion;
      const choices: readonly ValueCode[] =
        emotion === null ? Object.values(VALUE_CODE) : valueChoices(emotion);
      return choices.filter((_, i) => (seed >> i) & 1);
    }
    case 'potie':
      return pick([1, -1]);
    case 'divisive':
      return seed % 16;
    case 'interconnectLevel':
      return pick(SUPPORT_DAMAGE_SCALE);
    case 'interconnectConfidence':
      return pick([0.1, 0.5, 1]);
    case 'confidence':
      return pick([0.1, 0.5, 1, 2, 3, 4]);
    case 'haveChanged':
    case 'wouldChange':
    case 'answerQuestions':
    case 'publicEngagement':
      return pick([1, -1, 0]);
    case 'valuesAgent':
      return pick(['', 'agent-1', 'agent-2']);
    case 'understanding':
    case 'whyManipulative':
    case 'note':
    case 'myExpertise':
    case 'otherSide':
    case 'solution':
      return pick(TEXTS);
  }
}

const stepAnswer = fc.record({
  step: fc.constantFrom(...INTERPRETATION_STEPS),
  seed: fc.nat({ max: 1 << 12 }),
  real: fc.double({ min: 0, max: 1, noNaN: true }),
});

const flowOptions = fc.record({
  confirmUnderstanding: fc.boolean(),
  evaluateValues: fc.boolean(),
  interconnect: fc.boolean(),
  pauseEmotion: fc.boolean(),
});

function build(moves: { step: InterpretationStep; seed: number; real: number }[]) {
  return moves.reduce<InterpretationState>(
    (s, m) => answer(s, m.step, valueFor(m.step, m.seed, m.real, s) as never),
    emptyInterpretation(),
  );
}

const asSet = (v: unknown) => (Array.isArray(v) ? [...(v as number[])].sort() : v);

describe('properties', () => {
  it('answering a step clears exactly the answers after it, keeps the others', () => {
    fc.assert(
      fc.property(fc.array(stepAnswer, { maxLength: 40 }), stepAnswer, (moves, move) => {
        const before = build(moves);
        const value = valueFor(move.step, move.seed, move.real, before);
        const after = answer(before, move.step, value as never);
        if (after === before) {
          expect(asSet(before.answers[move.step])).toEqual(asSet(value));
          return;
        }
        expect(asSet(after.answers[move.step])).toEqual(asSet(value));
        for (const step of INTERPRETATION_STEPS) {
          if (step === move.step) continue;
          // The understanding is a gate: rewording it clears nothing.
          if (move.step !== 'understanding' && STEP_POSITION[step] > STEP_POSITION[move.step]) {
            expect(after.answers[step]).toBeNull();
          } else {
            expect(after.answers[step]).toEqual(before.answers[step]);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('shows steps in the spec order, and always makes a body the API accepts', () => {
    fc.assert(
      fc.property(
        fc.array(stepAnswer, { maxLength: 40 }),
        flowOptions,
        fc.boolean(),
        (moves, options, skip) => {
          const state = setSkipped(build(moves), skip);
          const shown = revealedSteps(state, options);
          const order = shown.map((s) => INTERPRETATION_STEPS.indexOf(s));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          // Submittable means no required step is waiting.
          expect(canSubmitInterpretation(state, options)).toBe(
            skip || pendingStep(state, options) === null,
          );
          const body = toAddIdeaScaleBody(state, {
            ...options,
            interconnectLink: { id: 'link-1' },
          });
          expect(AddIdeaScaleBody.safeParse(body).success).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
