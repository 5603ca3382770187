import {
  CONFIDENCE,
  DEFAULT_INTENT_PROMPTS,
  DIVISIVE_ALL,
  EMOTION_RANGE,
  EXPERTISE_ICON,
  EXPERTISE_LEVEL,
  INTERPRETATION_THRESHOLD,
  MIN_TEXT_LENGTH,
  RADIO_ANSWER,
  SUPPORT_DAMAGE_SCALE,
  UNIT_SCALE_RANGE,
  VALUE_CODE,
  type ConfidenceChoice,
  type RadioAnswer,
  type ValueCode,
} from '../constants';
import type { AddIdeaScalePayload, IdeaScale } from './idea-scale-schemas';
import { isAnswered } from './scale-scoring';

/**
 * The interpretation flow of an inTell (content spec §4 'Interpretation flow (102)', §5
 * 'Interpretation', §9 thresholds; DESIGN.md §6) as a pure state machine: which questions are
 * shown for the answers so far, what an answer clears, when the flow may be submitted, and the
 * body of `POST /api/ideas/scale/{ideaId}` it makes. The screen only draws what this decides.
 */

// ---------------------------------------------------------------------------------------------
// Steps, in the spec's order
// ---------------------------------------------------------------------------------------------

/**
 * Every question of the flow in the spec's order (content §4 steps 1–7, §5), after the
 * understanding an activity may ask for first (`interpretConfirmDeeperUnderstanding`: the author's
 * point in the member's own words; docs/decisions/2026-11-23-student-activities-screen.md
 * 'Confirming a deeper understanding'): emotion; values and their optional waveMaker; author
 * intent; good faith and who benefits; POTIE and its divisive reasons; soundness; the interconnect
 * rating; additional thoughts; the expertise block; the other side and the further questions it
 * reveals; the advocate review (heart of issue).
 */
export const INTERPRETATION_STEPS = [
  'understanding',
  'emotion',
  'values',
  'valuesAgent',
  'authorIntent',
  'goodFaith',
  'whyManipulative',
  'potie',
  'divisive',
  'sound',
  'interconnectLevel',
  'interconnectConfidence',
  'note',
  'confidence',
  'myExpertise',
  'otherSide',
  'solution',
  'haveChanged',
  'wouldChange',
  'answerQuestions',
  'publicEngagement',
  'heartOfIssue',
] as const;
export type InterpretationStep = (typeof INTERPRETATION_STEPS)[number];

/**
 * Each step's place in the flow. Steps of one place are shown together and answered in any order,
 * so they do not clear each other: the values and their waveMaker, and the further questions the
 * other side reveals. Every other step has a place of its own.
 */
export const STEP_POSITION: Readonly<Record<InterpretationStep, number>> = Object.freeze({
  understanding: 0,
  emotion: 1,
  values: 2,
  valuesAgent: 2,
  authorIntent: 3,
  goodFaith: 4,
  whyManipulative: 5,
  potie: 6,
  divisive: 7,
  sound: 8,
  interconnectLevel: 9,
  interconnectConfidence: 10,
  note: 11,
  confidence: 12,
  myExpertise: 13,
  otherSide: 14,
  solution: 15,
  haveChanged: 15,
  wouldChange: 15,
  answerQuestions: 15,
  publicEngagement: 15,
  heartOfIssue: 16,
});

/** The questions that must be answered, once shown, before Submit (content §4, §5). */
export const REQUIRED_STEPS: ReadonlySet<InterpretationStep> = new Set<InterpretationStep>([
  'understanding',
  'emotion',
  'values',
  'authorIntent',
  'goodFaith',
  'potie',
  'divisive',
  'sound',
  'interconnectLevel',
  'interconnectConfidence',
]);

/**
 * The submit-guidance message (content §2 'Dialogs') for a required question still open: the
 * key of the web app's `SUBMIT_GUIDANCE_MESSAGES`.
 */
export const STEP_GUIDANCE = Object.freeze({
  understanding: 'fillText',
  emotion: 'sliderPosition',
  values: 'selectValue',
  authorIntent: 'sliderPosition',
  goodFaith: 'sliderPosition',
  potie: 'makeSelection',
  divisive: 'requiredCheckboxes',
  sound: 'sliderPosition',
  interconnectLevel: 'sliderPosition',
  interconnectConfidence: 'makeSelection',
} as const);

// ---------------------------------------------------------------------------------------------
// State and options
// ---------------------------------------------------------------------------------------------

/** The POTIE question is answered Yes (1) or No (-1) (content §5 'Divisive'). */
export type PotieAnswer = typeof RADIO_ANSWER.YES | typeof RADIO_ANSWER.NO;

/** A point of the seven-point support/damage scale (content §3). */
export type SupportLevel = (typeof SUPPORT_DAMAGE_SCALE)[number];

/** Confidence of the expertise block: a confidence choice or an expertise level (content §3, §9). */
export type InterpretationConfidence =
  ConfidenceChoice | (typeof EXPERTISE_LEVEL)[keyof typeof EXPERTISE_LEVEL];

/** The answers so far; null is unanswered. */
export interface InterpretationAnswers {
  /** The author's point in the member's own words; more than 2 characters complete it. */
  understanding: string | null;
  /** -1 … 1. */
  emotion: number | null;
  /** Value codes, all of the emotion's sign (any sign at 0); at least one completes the step. */
  values: readonly ValueCode[] | null;
  /** The waveMaker the values are about, optionally (its `_id`). */
  valuesAgent: string | null;
  /** 0 … 1. */
  authorIntent: number | null;
  /** 0 … 1, asked when author intent is below 0.5. */
  goodFaith: number | null;
  /** Who benefits, optionally, when good faith is below 0.5. */
  whyManipulative: string | null;
  /** POTIE Yes or No, asked when author intent is below 0.2. */
  potie: PotieAnswer | null;
  /** The divisive reasons picked after Yes, a bit mask (content §3); at least one completes it. */
  divisive: number | null;
  /** 0 … 1. */
  sound: number | null;
  interconnectLevel: SupportLevel | null;
  interconnectConfidence: ConfidenceChoice | null;
  /** Additional thoughts. */
  note: string | null;
  /** 'I guess' 0.1, 'I think so' 0.5, 'I know' 1, or expertise 2, 3, 4. */
  confidence: InterpretationConfidence | null;
  /** Expertise details, only for confidence above 1. */
  myExpertise: string | null;
  otherSide: string | null;
  solution: string | null;
  haveChanged: RadioAnswer | null;
  wouldChange: RadioAnswer | null;
  answerQuestions: RadioAnswer | null;
  publicEngagement: RadioAnswer | null;
  /** The advocate review, 0 … 1. */
  heartOfIssue: number | null;
}

export interface InterpretationState {
  /**
   * The skip checkbox: nothing is asked, and Confirm skip submits null values; the answers are
   * kept (hidden, never sent) so that unticking gives them back.
   */
  skipped: boolean;
  answers: InterpretationAnswers;
}

/** What the activity (content §3 'Activity') and the screen tell the flow. */
export interface InterpretationFlowOptions {
  /**
   * `interpretConfirmDeeperUnderstanding`: before anything else, say in one's own words what the
   * author means (the author's deeper analysis shows beside it when there is one).
   */
  confirmUnderstanding?: boolean;
  /** `interpretPauseEmotionFlow`: pause when the emotion is stronger than 0.5 either way. */
  pauseEmotion?: boolean;
  /** `interpretEvaluateValues`: ask for values after the emotion. */
  evaluateValues?: boolean;
  /** Interconnect the inTell to the guiding question (activity option or type 201). */
  interconnect?: boolean;
  /** The link of the inTell and the guiding question that the interconnect answer rates. */
  interconnectLink?: { id: string; isReversed?: boolean } | null;
  /** `interpretIntentWords`: the author-intent prompt; blank or absent is the first default. */
  intentWords?: string | null;
  /** Sent as they are in the body. */
  activityType?: number | null;
  cannotOverwriteExisting?: boolean | null;
  ideaCreated?: string | null;
}

const EMPTY_ANSWERS: InterpretationAnswers = Object.freeze({
  understanding: null,
  emotion: null,
  values: null,
  valuesAgent: null,
  authorIntent: null,
  goodFaith: null,
  whyManipulative: null,
  potie: null,
  divisive: null,
  sound: null,
  interconnectLevel: null,
  interconnectConfidence: null,
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

/** A flow with nothing answered. */
export function emptyInterpretation(): InterpretationState {
  return { skipped: false, answers: { ...EMPTY_ANSWERS } };
}

// ---------------------------------------------------------------------------------------------
// Small rules
// ---------------------------------------------------------------------------------------------

/** "Longer than 2 characters" (content §5, §9), on the trimmed text. */
export function isDescriptiveText(text: string | null | undefined): boolean {
  return (text ?? '').trim().length >= MIN_TEXT_LENGTH;
}

/** The pause dialog shows when the activity asks and the emotion is stronger than 0.5 (content §4). */
export function showsEmotionPause(
  emotion: number | null,
  options: Pick<InterpretationFlowOptions, 'pauseEmotion'>,
): boolean {
  return (
    options.pauseEmotion === true &&
    emotion !== null &&
    Math.abs(emotion) > INTERPRETATION_THRESHOLD.EMOTION_PAUSE
  );
}

const POSITIVE_VALUES: readonly ValueCode[] = Object.values(VALUE_CODE).filter((v) => v > 0);
const NEGATIVE_VALUES: readonly ValueCode[] = Object.values(VALUE_CODE).filter((v) => v < 0);

/**
 * The values offered for an emotion (content §4 step 2): positive ones for a positive emotion,
 * negative ones for a negative emotion, all ten at exactly 0 (no sign to choose by), none before
 * the emotion is answered.
 */
export function valueChoices(emotion: number | null): readonly ValueCode[] {
  if (emotion === null) return [];
  if (emotion > 0) return POSITIVE_VALUES;
  if (emotion < 0) return NEGATIVE_VALUES;
  return [...POSITIVE_VALUES, ...NEGATIVE_VALUES];
}

/** Picks or unpicks a value (a checkbox of the values step). */
export function toggleValue(values: readonly ValueCode[] | null, code: ValueCode): ValueCode[] {
  const current = values ?? [];
  return current.includes(code) ? current.filter((v) => v !== code) : [...current, code];
}

/** Picks or unpicks a divisive reason (content §3 bit mask). */
export function toggleDivisiveReason(mask: number | null, reason: number): number {
  return (mask ?? 0) ^ reason;
}

/** The author-intent prompt (content §3 `interpretIntentWords`, §9 default prompts). */
export function intentPrompt(options: Pick<InterpretationFlowOptions, 'intentWords'>): string {
  const words = options.intentWords?.trim() ?? '';
  return words === '' ? DEFAULT_INTENT_PROMPTS[0] : words;
}

// ---------------------------------------------------------------------------------------------
// Progressive disclosure
// ---------------------------------------------------------------------------------------------

function isStepComplete(step: InterpretationStep, answers: InterpretationAnswers): boolean {
  if (step === 'understanding') return isDescriptiveText(answers.understanding);
  if (step === 'values') return (answers.values?.length ?? 0) > 0;
  if (step === 'divisive') return (answers.divisive ?? 0) > 0;
  return answers[step] !== null;
}

type Revealed = Partial<InterpretationAnswers>;

/** Whether a step is shown, given the answers of the steps shown before it. */
function isStepShown(
  step: InterpretationStep,
  shown: Revealed,
  options: InterpretationFlowOptions,
): boolean {
  const intent = shown.authorIntent ?? null;
  const goodFaith = shown.goodFaith ?? null;
  const sound = shown.sound ?? null;
  const confidence = shown.confidence ?? null;
  switch (step) {
    case 'understanding':
      return options.confirmUnderstanding === true;
    case 'emotion':
    case 'authorIntent':
    case 'sound':
    case 'note':
    case 'otherSide':
      return true;
    case 'values':
    case 'valuesAgent':
      return options.evaluateValues === true;
    case 'goodFaith':
      return intent !== null && intent < INTERPRETATION_THRESHOLD.ONE_SIDED_INTENT;
    case 'whyManipulative':
      return goodFaith !== null && goodFaith < INTERPRETATION_THRESHOLD.GOOD_FAITH;
    case 'potie':
      return intent !== null && intent < INTERPRETATION_THRESHOLD.POTIE;
    case 'divisive':
      return shown.potie === RADIO_ANSWER.YES;
    case 'interconnectLevel':
      return options.interconnect === true;
    case 'interconnectConfidence':
      return options.interconnect === true && (shown.interconnectLevel ?? null) !== null;
    case 'confidence':
      return isDescriptiveText(shown.note);
    case 'myExpertise':
      return confidence !== null && confidence > EXPERTISE_ICON.CONFIDENCE_ABOVE;
    case 'solution':
    case 'haveChanged':
    case 'wouldChange':
    case 'answerQuestions':
    case 'publicEngagement':
      return isDescriptiveText(shown.otherSide);
    case 'heartOfIssue':
      return (
        sound !== null &&
        intent !== null &&
        sound >= INTERPRETATION_THRESHOLD.ADVOCACY &&
        intent >= INTERPRETATION_THRESHOLD.ADVOCACY &&
        (shown.publicEngagement ?? null) !== null
      );
  }
}

/**
 * The questions shown for the answers so far, in the spec's order (content §4: progressive
 * disclosure). Steps of one place are shown together; a required question that is shown but not
 * yet answered hides every later place. A skipped flow shows none.
 */
export function revealedSteps(
  state: InterpretationState,
  options: InterpretationFlowOptions,
): InterpretationStep[] {
  if (state.skipped) return [];
  const result: InterpretationStep[] = [];
  const shown: Revealed = {};
  let position = 0;
  let blocked = false;
  for (const step of INTERPRETATION_STEPS) {
    if (STEP_POSITION[step] !== position) {
      if (blocked) break;
      position = STEP_POSITION[step];
    }
    if (!isStepShown(step, shown, options)) continue;
    result.push(step);
    (shown as Record<InterpretationStep, unknown>)[step] = state.answers[step];
    if (REQUIRED_STEPS.has(step) && !isStepComplete(step, state.answers)) blocked = true;
  }
  return result;
}

/** Whether a question is shown now. */
export function isStepRevealed(
  state: InterpretationState,
  options: InterpretationFlowOptions,
  step: InterpretationStep,
): boolean {
  return revealedSteps(state, options).includes(step);
}

/** The first shown question that must still be answered before Submit, or null. */
export function pendingStep(
  state: InterpretationState,
  options: InterpretationFlowOptions,
): InterpretationStep | null {
  return (
    revealedSteps(state, options).find(
      (step) => REQUIRED_STEPS.has(step) && !isStepComplete(step, state.answers),
    ) ?? null
  );
}

/** Every required question shown is answered (content §5: Submit depends on answered items). */
export function isInterpretationComplete(
  state: InterpretationState,
  options: InterpretationFlowOptions,
): boolean {
  return !state.skipped && pendingStep(state, options) === null;
}

/** Submit shows for a complete flow; Confirm skip for a skipped one (content §4). */
export function canSubmitInterpretation(
  state: InterpretationState,
  options: InterpretationFlowOptions,
): boolean {
  return state.skipped || isInterpretationComplete(state, options);
}

// ---------------------------------------------------------------------------------------------
// Answering and skipping
// ---------------------------------------------------------------------------------------------

const CONFIDENCE_CHOICES: readonly number[] = Object.values(CONFIDENCE);
const EXPERTISE_CONFIDENCES: readonly number[] = [
  ...CONFIDENCE_CHOICES,
  ...Object.values(EXPERTISE_LEVEL),
];
const RADIO_VALUES: readonly number[] = Object.values(RADIO_ANSWER);
const SUPPORT_LEVELS: readonly number[] = SUPPORT_DAMAGE_SCALE;

function inRange(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

function invalid(step: InterpretationStep, value: unknown): never {
  throw new RangeError(`Not an answer to ${step}: ${JSON.stringify(value)}`);
}

/** Checks an answer and brings it to its stored form; a wrong answer is a programming error. */
function normalizeAnswer<S extends InterpretationStep>(
  step: S,
  value: InterpretationAnswers[S],
  answers: InterpretationAnswers,
): InterpretationAnswers[S] {
  if (value === null) return value;
  const check = (ok: boolean) => (ok ? value : invalid(step, value));
  switch (step) {
    case 'emotion':
      return check(inRange(value, EMOTION_RANGE.MIN, EMOTION_RANGE.MAX));
    case 'authorIntent':
    case 'goodFaith':
    case 'sound':
    case 'heartOfIssue':
      return check(inRange(value, UNIT_SCALE_RANGE.MIN, UNIT_SCALE_RANGE.MAX));
    case 'values': {
      if (!Array.isArray(value)) return invalid(step, value);
      const codes = value as readonly number[];
      const allowed: readonly number[] =
        answers.emotion === null ? Object.values(VALUE_CODE) : valueChoices(answers.emotion);
      if (codes.some((c) => !allowed.includes(c))) return invalid(step, value);
      // One order for one set, so that picking the same values again changes nothing.
      const unique = [...new Set(codes)].sort((a, b) => Math.abs(a) - Math.abs(b) || b - a);
      return unique as unknown as InterpretationAnswers[S];
    }
    case 'potie':
      return check(value === RADIO_ANSWER.YES || value === RADIO_ANSWER.NO);
    case 'divisive':
      return check(Number.isInteger(value) && inRange(value, 0, DIVISIVE_ALL));
    case 'interconnectLevel':
      return check(SUPPORT_LEVELS.includes(value as number));
    case 'interconnectConfidence':
      return check(CONFIDENCE_CHOICES.includes(value as number));
    case 'confidence':
      return check(EXPERTISE_CONFIDENCES.includes(value as number));
    case 'haveChanged':
    case 'wouldChange':
    case 'answerQuestions':
    case 'publicEngagement':
      return check(RADIO_VALUES.includes(value as number));
    case 'understanding':
    case 'valuesAgent':
    case 'whyManipulative':
    case 'note':
    case 'myExpertise':
    case 'otherSide':
    case 'solution':
      return check(typeof value === 'string');
    default:
      return invalid(step, value);
  }
}

function sameAnswer(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => v === b[i]);
  }
  return a === b;
}

/**
 * Sets one answer (null takes it back). A change clears every answer of a later place (content
 * §4: 'Changing an earlier answer clears all later ones'), so POTIE 'No' clears the divisive
 * reasons (content §5); the same answer again changes nothing. The understanding is the one
 * exception: it is a gate that no later question depends on, so rewording it clears nothing (while
 * it is too short the later questions are hidden, and hidden answers are never sent). A skipped
 * flow takes no answers. Throws a RangeError for a value the question cannot have.
 */
export function answer<S extends InterpretationStep>(
  state: InterpretationState,
  step: S,
  value: InterpretationAnswers[S],
): InterpretationState {
  if (state.skipped) return state;
  const next = normalizeAnswer(step, value, state.answers);
  if (sameAnswer(state.answers[step], next)) return state;
  const answers: Record<InterpretationStep, unknown> = { ...state.answers, [step]: next };
  if (step === 'understanding') {
    return { skipped: false, answers: answers as unknown as InterpretationAnswers };
  }
  for (const later of INTERPRETATION_STEPS) {
    if (STEP_POSITION[later] > STEP_POSITION[step]) answers[later] = null;
  }
  return { skipped: false, answers: answers as unknown as InterpretationAnswers };
}

/**
 * The skip checkbox (content §4): ticked, the flow shows nothing, takes no answers and Confirm skip
 * sends null for every one (`toAddIdeaScaleBody`), so everything is cleared from what is recorded.
 * The answers themselves are kept until then, so that unticking gives them back as they were: a
 * stray tap on Skip must not wipe what the reader typed (decisions.md 'A skip keeps the
 * answers until it is confirmed').
 */
export function setSkipped(state: InterpretationState, skipped: boolean): InterpretationState {
  if (skipped === state.skipped) return state;
  return { skipped, answers: state.answers };
}

// ---------------------------------------------------------------------------------------------
// The request body
// ---------------------------------------------------------------------------------------------

function textOrNull(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The interconnect answer as a link rating (content §4 step 5): the support level and its
 * confidence, or null when the step is not shown or not answered.
 */
export function interconnectRating(
  state: InterpretationState,
  options: InterpretationFlowOptions,
): { level: SupportLevel; confidence: ConfidenceChoice } | null {
  const shown = revealedSteps(state, options);
  const { interconnectLevel: level, interconnectConfidence: confidence } = state.answers;
  if (!shown.includes('interconnectConfidence') || level === null || confidence === null) {
    return null;
  }
  return { level, confidence };
}

/**
 * The body of `POST /api/ideas/scale/{ideaId}` (content §7, `AddIdeaScaleBody`). Every field is
 * present: a question not shown or not answered is null (the schema reads it as -2 or nothing),
 * and a skipped flow sends null for all of them (content §4 'Confirm skip'). POTIE 'No' is
 * divisive 0; 'Yes' sends the reasons' mask. The interconnect rating goes in
 * `addLinkIdeaIdeaScale` when the options name the link. Free texts are trimmed, blank is null.
 * Call it once `canSubmitInterpretation` is true.
 */
export function toAddIdeaScaleBody(
  state: InterpretationState,
  options: InterpretationFlowOptions,
): AddIdeaScalePayload {
  const meta: AddIdeaScalePayload = {
    cannotOverwriteExisting: options.cannotOverwriteExisting ?? null,
    activityType: options.activityType ?? null,
    ideaCreated: options.ideaCreated ?? null,
  };
  const shown = new Set(revealedSteps(state, options));
  const a = state.answers;
  const get = <S extends InterpretationStep>(step: S): InterpretationAnswers[S] | null =>
    shown.has(step) ? a[step] : null;
  const potie = get('potie');
  const mask = get('divisive');
  const divisive = potie === RADIO_ANSWER.NO ? 0 : potie === RADIO_ANSWER.YES && mask ? mask : null;
  const values = get('values');
  const rating = interconnectRating(state, options);
  const link = options.interconnectLink;
  return {
    ...meta,
    ...(shown.has('understanding') ? { understanding: textOrNull(get('understanding')) } : {}),
    myEmotion: get('emotion'),
    values: values && values.length > 0 ? [...values] : null,
    valuesAgent: textOrNull(get('valuesAgent')),
    authorIntent: get('authorIntent'),
    goodFaith: get('goodFaith'),
    whyManipulative: textOrNull(get('whyManipulative')),
    divisive,
    sound: get('sound'),
    note: textOrNull(get('note')),
    confidence: get('confidence'),
    myExpertise: textOrNull(get('myExpertise')),
    otherSide: textOrNull(get('otherSide')),
    solution: textOrNull(get('solution')),
    haveChanged: get('haveChanged'),
    wouldChange: get('wouldChange'),
    answerQuestions: get('answerQuestions'),
    publicEngagement: get('publicEngagement'),
    heartOfIssue: get('heartOfIssue'),
    ...(rating && link
      ? {
          addLinkIdeaIdeaScale: {
            id: link.id,
            level: rating.level,
            confidence: rating.confidence,
            isSimilar: false,
            isComplex: false,
            isReversed: link.isReversed ?? false,
          },
        }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// A stored interpretation, read back
// ---------------------------------------------------------------------------------------------

const answered = (value: number): number | null => (isAnswered(value) ? value : null);

/**
 * The answers of a stored interpretation, to show it read-only or to edit the prior choice
 * (content §2 'Interpretation gate'). Divisive 0 reads as POTIE 'No', a mask as 'Yes' and its
 * reasons. The interconnect rating is not part of it.
 */
export function interpretationFromScale(scale: IdeaScale): InterpretationState {
  const text = (value: string) => (value === '' ? null : value);
  const radio = (value: number) => (RADIO_VALUES.includes(value) ? (value as RadioAnswer) : null);
  const divisive = answered(scale.divisive);
  const confidence = scale.confidence;
  return {
    skipped: false,
    answers: {
      understanding: text(scale.understanding),
      emotion: answered(scale.myEmotion),
      values: scale.values.length > 0 ? (scale.values as ValueCode[]) : null,
      valuesAgent: scale.valuesAgent,
      authorIntent: answered(scale.authorIntent),
      goodFaith: answered(scale.goodFaith),
      whyManipulative: text(scale.whyManipulative),
      potie: divisive === null ? null : divisive === 0 ? RADIO_ANSWER.NO : RADIO_ANSWER.YES,
      divisive: divisive !== null && divisive > 0 ? divisive : null,
      sound: answered(scale.sound),
      interconnectLevel: null,
      interconnectConfidence: null,
      note: text(scale.note),
      confidence:
        confidence !== null && EXPERTISE_CONFIDENCES.includes(confidence)
          ? (confidence as InterpretationConfidence)
          : null,
      myExpertise: text(scale.myExpertise),
      otherSide: text(scale.otherSide),
      solution: text(scale.solution),
      haveChanged: radio(scale.haveChanged),
      wouldChange: radio(scale.wouldChange),
      answerQuestions: radio(scale.answerQuestions),
      publicEngagement: radio(scale.publicEngagement),
      heartOfIssue: answered(scale.heartOfIssue),
    },
  };
}
