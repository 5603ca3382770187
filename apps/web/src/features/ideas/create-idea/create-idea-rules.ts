import {
  CORE_CONFIRMATIONS_REQUIRED,
  CREATE_IGNORED_FIELD,
  FRAMING_STEP,
  GOOD_INTENT_LEVEL,
  IDEA_MESSAGES,
  isProxyLevelSet,
  MIN_TEXT_LENGTH,
  normalizeProxyLevel,
  RESPONSIBILITY_SLIDER,
  validateFullIdea,
  validateSimpleIdea,
  IDEA_VIEW,
  ROUTE_MODE,
  type AgentRef,
  type CreateIdeaPayload,
  type IdeaLinkAs,
  type FullIdeaField,
  type SimpleIdeaField,
} from '@thoughtful/shared';
import type { SubmitGuidanceKey } from '../../../components/widgets/widgets-text';
import { CREATE_IDEA_TEXT } from './create-idea-text';

/**
 * The pure rules of /create1 (content §2 'Create flow', §4 'Goodness of intent level', 'Simple
 * create flow', 'Framing form', §5): what is shown when, what a share sends, and which of the
 * spec's messages a share that cannot go yet shows. The checks themselves are shared's.
 */

export type CreateMode = 'text' | 'pdf';

export interface CreateIdeaState {
  mode: CreateMode;
  /** The direct text (text mode). */
  myContent: string;
  /** The title, sent as the headline. */
  myPoint: string;
  /** The uploaded PDF's address (PDF mode). */
  pdf: string;
  /** The optional image's address (text mode). */
  image: string;
  goodIntentLevel: number;
  frameContext: string;
  myConcern: string;
  criticContent: string;
  criticConcern: string;
  errorCorrection: string;
  /** -2 until the author places the slider. */
  proxyLevel: number;
  proxySources: AgentRef[];
  players: AgentRef[];
  playersNotApplicable: boolean;
  frameResolution: string;
  /** The 'at core' checkbox, which opens the four confirmations. */
  atCoreOpen: boolean;
  coreConfirmations: readonly boolean[];
  /** Simple variant: the member presents the inTell as their own. */
  authorIsMe: boolean;
  /** Simple variant: the authors or affiliations when the member is not the author. */
  authors: AgentRef[];
  /** Once the text or PDF has been ready, the intent step stays shown. */
  contentShown: boolean;
  /** The furthest framing step shown so far (1 … 11); steps never hide again once shown. */
  revealedStep: number;
  /**
   * A similar inTell to post this one linked to (issue 45), chosen from the similar list: kept
   * through every step and while the list changes, until she removes it or shares.
   */
  linkTo: ChosenLink | null;
}

/** A similar inTell chosen to link to, with what the form shows of it. */
export interface ChosenLink {
  ideaId: string;
  /** Its label as the similar list showed it. */
  label: string;
  as: IdeaLinkAs;
}

const NO_CONFIRMATIONS: readonly boolean[] = Object.freeze(
  Array.from({ length: CORE_CONFIRMATIONS_REQUIRED }, () => false),
);

export const INITIAL_CREATE_IDEA_STATE: CreateIdeaState = Object.freeze({
  mode: 'text',
  myContent: '',
  myPoint: '',
  pdf: '',
  image: '',
  goodIntentLevel: GOOD_INTENT_LEVEL.NONE,
  frameContext: '',
  myConcern: '',
  criticContent: '',
  criticConcern: '',
  errorCorrection: '',
  proxyLevel: RESPONSIBILITY_SLIDER.UNSET,
  proxySources: [],
  players: [],
  playersNotApplicable: false,
  frameResolution: '',
  atCoreOpen: false,
  coreConfirmations: NO_CONFIRMATIONS,
  authorIsMe: true,
  authors: [],
  contentShown: false,
  revealedStep: FRAMING_STEP.BIG_PICTURE,
  linkTo: null,
});

function hasText(value: string): boolean {
  return value.trim() !== '';
}

// ---------------------------------------------------------------------------------------------
// Step 1: text or PDF
// ---------------------------------------------------------------------------------------------

/** Text is ready when longer than 2 characters; a PDF once it is uploaded (content §4). */
export function isContentReady(state: Pick<CreateIdeaState, 'mode' | 'myContent' | 'pdf'>) {
  return state.mode === 'pdf' ? state.pdf !== '' : state.myContent.trim().length >= MIN_TEXT_LENGTH;
}

// ---------------------------------------------------------------------------------------------
// Step 2: goodness of intent (content §4)
// ---------------------------------------------------------------------------------------------

/**
 * The level after ticking or unticking one of the two boxes: ticking 'Not POTIE' confirms level 1;
 * ticking 'Deep diving …' confirms level 2, which needs level 1 first; unticking level 1 resets to
 * 0, and unticking level 2 returns to 1.
 */
export function nextGoodIntentLevel(level: number, box: 1 | 2, checked: boolean): number {
  if (box === 1) {
    if (!checked) return GOOD_INTENT_LEVEL.NONE;
    return Math.max(level, GOOD_INTENT_LEVEL.NOT_POTIE);
  }
  if (checked) {
    return level >= GOOD_INTENT_LEVEL.NOT_POTIE ? GOOD_INTENT_LEVEL.DEEP_DIVE : level;
  }
  return level >= GOOD_INTENT_LEVEL.DEEP_DIVE ? GOOD_INTENT_LEVEL.NOT_POTIE : level;
}

/** Level 2 reveals the framing form, only when the thoughtful option is on (content §4). */
export function isFramingShown(
  state: Pick<CreateIdeaState, 'goodIntentLevel'>,
  thoughtful: boolean,
) {
  return thoughtful && state.goodIntentLevel >= GOOD_INTENT_LEVEL.DEEP_DIVE;
}

export type ShareVariant = 'full' | 'simple';

/** A framed inTell is shared as the full variant; anything else as the simple one (content §7). */
export function shareVariant(
  state: Pick<CreateIdeaState, 'goodIntentLevel'>,
  thoughtful: boolean,
): ShareVariant {
  return isFramingShown(state, thoughtful) ? 'full' : 'simple';
}

// ---------------------------------------------------------------------------------------------
// The proxy (responsibility) slider, step 6
// ---------------------------------------------------------------------------------------------

/**
 * The slider's words: unset asks for a click (a tap or a drag on a touch screen); 0 and 1 are the
 * spec's ends; between, the split.
 */
export function proxyLevelLabel(value: number, touch = false): string {
  if (!isProxyLevelSet(value)) {
    return touch ? CREATE_IDEA_TEXT.proxyUnsetTouch : CREATE_IDEA_TEXT.proxyUnset;
  }
  const level = normalizeProxyLevel(value);
  if (level === 0) return CREATE_IDEA_TEXT.proxyMin;
  if (level === 1) return CREATE_IDEA_TEXT.proxyMax;
  return CREATE_IDEA_TEXT.proxyMixed(Math.round((1 - level) * 100));
}

/** Sources are asked for when the slider is above 0 (values under 0.05 count as 0). */
export function asksForSources(proxyLevel: number): boolean {
  return isProxyLevelSet(proxyLevel) && normalizeProxyLevel(proxyLevel) > 0;
}

// ---------------------------------------------------------------------------------------------
// The framing form, revealed step by step (content §4)
// ---------------------------------------------------------------------------------------------

/** Whether a step is answered, so that the next one may show. */
export function isStepAnswered(step: number, state: CreateIdeaState): boolean {
  switch (step) {
    case FRAMING_STEP.BIG_PICTURE:
      return hasText(state.frameContext);
    case FRAMING_STEP.WHY_IT_MATTERS:
      return hasText(state.myConcern);
    case FRAMING_STEP.CRITICS_ARGUMENTS:
      return hasText(state.criticContent);
    case FRAMING_STEP.CRITICS_VALUES:
      return hasText(state.criticConcern);
    case FRAMING_STEP.WHAT_WOULD_CHANGE:
      return hasText(state.errorCorrection);
    case FRAMING_STEP.PROXY_SLIDER:
      return isProxyLevelSet(state.proxyLevel);
    case FRAMING_STEP.SOURCES:
      // Skipped at 0 (100% me); otherwise at least one source is named.
      return !asksForSources(state.proxyLevel) || state.proxySources.length > 0;
    case FRAMING_STEP.ADDITIONAL_WAVEMAKERS:
      return state.players.length > 0 || state.playersNotApplicable;
    case FRAMING_STEP.BOTTOM_LINE:
      return hasText(state.frameResolution);
    case FRAMING_STEP.CORE_ISSUE:
      // Optional: a core issue is confirmed or not, and the share step follows either way.
      return true;
    default:
      return false;
  }
}

/** The furthest step the answers reach: each step shows once every one before it is answered. */
export function reachedStep(state: CreateIdeaState): number {
  let step: number = FRAMING_STEP.BIG_PICTURE;
  while (step < FRAMING_STEP.SHARE && isStepAnswered(step, state)) step += 1;
  return step;
}

/** Whether a framing step is on screen: reached once, and step 7 only while sources are asked for. */
export function isStepShown(step: number, state: CreateIdeaState): boolean {
  if (step > state.revealedStep) return false;
  if (step === FRAMING_STEP.SOURCES) return asksForSources(state.proxyLevel);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Step 10: the core issue (content §4, §9)
// ---------------------------------------------------------------------------------------------

/** Ticking 'at core' opens the four confirmations, unticked; unticking closes and clears them. */
export function toggleAtCore(
  checked: boolean,
): Pick<CreateIdeaState, 'atCoreOpen' | 'coreConfirmations'> {
  return { atCoreOpen: checked, coreConfirmations: NO_CONFIRMATIONS };
}

export function toggleCoreConfirmation(
  confirmations: readonly boolean[],
  index: number,
  checked: boolean,
): readonly boolean[] {
  return confirmations.map((value, i) => (i === index ? checked : value));
}

/** atCore is set only with the box ticked and all four confirmations checked. */
export function isAtCore(state: Pick<CreateIdeaState, 'atCoreOpen' | 'coreConfirmations'>) {
  return (
    state.atCoreOpen &&
    state.coreConfirmations.filter(Boolean).length >= CORE_CONFIRMATIONS_REQUIRED
  );
}

// ---------------------------------------------------------------------------------------------
// Changes
// ---------------------------------------------------------------------------------------------

export type CreateIdeaAction =
  | { type: 'change'; patch: Partial<CreateIdeaState> }
  | { type: 'reveal'; step: number }
  | { type: 'reset' };

/**
 * Applies a change and moves the reveal marks forward: the intent step once the content has been
 * ready, the framing steps as far as the answers reach. Neither goes back, so clearing an answer
 * never hides what the author has already written below it.
 */
export function createIdeaReducer(
  state: CreateIdeaState,
  action: CreateIdeaAction,
): CreateIdeaState {
  switch (action.type) {
    case 'change': {
      const next = { ...state, ...action.patch };
      next.contentShown = state.contentShown || isContentReady(next);
      next.revealedStep = Math.max(state.revealedStep, reachedStep(next));
      return next;
    }
    case 'reveal':
      return { ...state, revealedStep: Math.max(state.revealedStep, action.step) };
    case 'reset':
      return INITIAL_CREATE_IDEA_STATE;
  }
}

// ---------------------------------------------------------------------------------------------
// Step 11: share
// ---------------------------------------------------------------------------------------------

export type CreateIdeaField = FullIdeaField | SimpleIdeaField | 'authors';

export interface ShareProblem {
  field: CreateIdeaField;
  /** The spec's validation message (content §5). */
  msg: string;
  /** The submit-guidance request that goes with it (content §2 'Dialogs'). */
  guidance: SubmitGuidanceKey;
}

export interface ShareOptions {
  thoughtful: boolean;
  /** The default waveMaker list of the first setting (content §3, §7). */
  defaultWaveMakers: readonly AgentRef[];
}

/** The framing step of each framed field, so a failed share can show the field it names. */
export const FIELD_STEP: Partial<Record<CreateIdeaField, number>> = {
  frameContext: FRAMING_STEP.BIG_PICTURE,
  myConcern: FRAMING_STEP.WHY_IT_MATTERS,
  criticContent: FRAMING_STEP.CRITICS_ARGUMENTS,
  criticConcern: FRAMING_STEP.CRITICS_VALUES,
  errorCorrection: FRAMING_STEP.WHAT_WOULD_CHANGE,
  proxyLevel: FRAMING_STEP.PROXY_SLIDER,
  frameResolution: FRAMING_STEP.BOTTOM_LINE,
};

/** The element that takes focus when a failed share names the field (the form's control ids). */
export function fieldControlId(
  field: CreateIdeaField,
  state: Pick<CreateIdeaState, 'goodIntentLevel'>,
) {
  switch (field) {
    case 'myContent':
      return 'create-idea-content';
    case 'myPoint':
      return 'create-idea-title';
    case 'goodIntentLevel':
      return state.goodIntentLevel >= GOOD_INTENT_LEVEL.NOT_POTIE
        ? 'create-idea-deep-dive'
        : 'create-idea-not-potie';
    case 'image':
    case 'isPdf':
      return 'create-idea-pdf';
    case 'proxyLevel':
      return 'create-idea-proxy-level';
    case 'authors':
      return 'create-idea-authors';
    case 'url':
    case 'isVideo':
      return null;
    case 'frameContext':
    case 'frameResolution':
    case 'myConcern':
    case 'criticConcern':
    case 'criticContent':
    case 'errorCorrection':
      return `create-idea-${field}`;
  }
}

function guidanceFor(field: CreateIdeaField): SubmitGuidanceKey {
  switch (field) {
    case 'goodIntentLevel':
      return 'minimumStandards';
    case 'proxyLevel':
      return 'sliderPosition';
    case 'url':
      return 'validUrl';
    case 'authors':
      return 'selectWaveMaker';
    case 'image':
      // The PDF (or image) is chosen from the device: the closest request the spec has.
      return 'makeSelection';
    case 'isPdf':
    case 'isVideo':
      return 'makeSelection';
    case 'myPoint':
      // The title field is the one marked: 'fill in the text field' sent members to the text.
      return 'fillTitle';
    case 'myContent':
    case 'frameContext':
    case 'frameResolution':
    case 'myConcern':
    case 'criticConcern':
    case 'criticContent':
    case 'errorCorrection':
      return 'fillText';
  }
}

/** The member named nobody while saying they are not the author, and no default list exists. */
export function needsAuthorChoice(
  state: Pick<CreateIdeaState, 'authorIsMe' | 'authors'>,
  defaultWaveMakers: readonly AgentRef[],
): boolean {
  return !state.authorIsMe && state.authors.length === 0 && defaultWaveMakers.length === 0;
}

/**
 * What stands in the way of sharing, in the order the spec checks (content §5): for the framed
 * inTell the eleven checks, after the text itself in text mode; for the simple one its checks with
 * self-evaluation, then the author choice. Empty when the inTell can be shared.
 */
export function shareProblems(state: CreateIdeaState, options: ShareOptions): ShareProblem[] {
  const problems: { field: CreateIdeaField; msg: string }[] = [];
  const isPdf = state.mode === 'pdf';
  const media = isPdf ? state.pdf : state.image;
  if (shareVariant(state, options.thoughtful) === 'full') {
    if (!isPdf && state.myContent.trim().length < MIN_TEXT_LENGTH) {
      problems.push({ field: 'myContent', msg: IDEA_MESSAGES.CONTENT_INVALID });
    }
    problems.push(
      ...validateFullIdea({
        myPoint: state.myPoint,
        goodIntentLevel: state.goodIntentLevel,
        isPdf,
        image: media,
        isVideo: false,
        url: '',
        frameContext: state.frameContext,
        frameResolution: state.frameResolution,
        myConcern: state.myConcern,
        criticConcern: state.criticConcern,
        criticContent: state.criticContent,
        errorCorrection: state.errorCorrection,
        proxyLevel: state.proxyLevel,
      }),
    );
  } else {
    problems.push(
      ...validateSimpleIdea(
        {
          mode: state.mode,
          myContent: state.myContent,
          myPoint: state.myPoint,
          image: media,
          goodIntentLevel: state.goodIntentLevel,
        },
        { selfEvaluation: true },
      ),
    );
    if (needsAuthorChoice(state, options.defaultWaveMakers)) {
      problems.push({ field: 'authors', msg: CREATE_IDEA_TEXT.authorsRequired });
    }
  }
  return problems.map((problem) => ({ ...problem, guidance: guidanceFor(problem.field) }));
}

function uniqueRefs(refs: readonly AgentRef[]): AgentRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => (seen.has(ref._id) ? false : (seen.add(ref._id), true)));
}

/**
 * The link after choosing `as` for a similar inTell: that choice, or none when it was already
 * the choice (the buttons toggle). One link at a time: choosing another replaces it.
 */
export function toggleLinkTo(
  current: ChosenLink | null,
  idea: { _id: string; label: string },
  as: IdeaLinkAs,
): ChosenLink | null {
  if (current !== null && current.ideaId === idea._id && current.as === as) return null;
  return { ideaId: idea._id, label: idea.label, as };
}

/** The body of `POST /api/ideas` for the variant (content §7), with the chosen link (issue 45). */
export function createIdeaPayload(
  state: CreateIdeaState,
  options: ShareOptions,
): CreateIdeaPayload {
  const isPdf = state.mode === 'pdf';
  const common = {
    goodIntentLevel: state.goodIntentLevel,
    myPoint: state.myPoint.trim(),
    myContent: isPdf ? '' : state.myContent.trim(),
    image: isPdf ? state.pdf : state.image,
    isPdf,
    isVideo: false,
    url: '',
    ...(state.linkTo === null
      ? {}
      : { linkTo: { ideaId: state.linkTo.ideaId, as: state.linkTo.as } }),
  };
  if (shareVariant(state, options.thoughtful) === 'full') {
    const proxyLevel = normalizeProxyLevel(state.proxyLevel);
    return {
      ...common,
      frameContext: state.frameContext.trim(),
      frameResolution: state.frameResolution.trim(),
      myConcern: state.myConcern.trim(),
      criticConcern: state.criticConcern.trim(),
      criticContent: state.criticContent.trim(),
      errorCorrection: state.errorCorrection.trim(),
      proxyLevel,
      proxySources: asksForSources(proxyLevel) ? state.proxySources : [],
      players: state.playersNotApplicable ? [] : state.players,
      atCore: isAtCore(state),
    };
  }
  // An empty list presents the inTell as the member's own; otherwise the chosen authors and the
  // default list (docs/decisions/2026-11-21-create-and-read-screens.md, 'The /create1 screen').
  const agents = state.authorIsMe
    ? []
    : uniqueRefs([...state.authors, ...options.defaultWaveMakers]);
  return { ...common, agents };
}

/**
 * Where the create flow goes once the inTell exists (content §2): /idea/{id}, or
 * /idea/{id}/{mode}/{field} when both are given and the field is not 10. Posted `linked` to a
 * similar inTell (issue 45), it opens on view 3, whose 'Related inTell' or 'Synthesis' shows the
 * link just made.
 */
export function ideaPathAfterCreate(
  id: string,
  mode?: string | null,
  field?: string | null,
  linked = false,
): string {
  const base = `/idea/${encodeURIComponent(id)}`;
  if (!mode || !field || field === String(CREATE_IGNORED_FIELD)) {
    // Posted linked to a similar inTell (issue 45): on view 3, where the link shows.
    return linked ? `${base}/${ROUTE_MODE.START_ON_VIEW}/${IDEA_VIEW.ARGUMENTS}` : base;
  }
  return `${base}/${encodeURIComponent(mode)}/${encodeURIComponent(field)}`;
}
