import {
  CONFIDENCE_WORDS,
  EXPERTISE_STATEMENTS,
  RADIO_ANSWER,
  type InterpretationStep,
} from '@thoughtful/shared';

/**
 * The words of the interpretation flow (content §2 'Interpretation gate', §3 'Scale', §4
 * 'Interpretation flow (102)', §5, §8; DESIGN.md §6), kept in one place (CONVENTIONS.md, habit 13).
 * The spec words the values, the divisive reasons, the confidence choices, the expertise
 * statements, the unset slider, the default intent prompt and the failure; it leaves the
 * questions themselves unworded, so they are worded here
 * (docs/decisions/2026-11-23-interpreting-intells.md 'The interpretation flow on the idea screen').
 */
export const INTERPRETATION_TEXT = {
  heading: 'Interpret this inTell',
  editHeading: 'Edit your interpretation',
  // Content §5 'Proxy slider': the words of a slider not yet placed.
  clickOnScale: 'CLICK ON THE SCALE BELOW',
  // The same on a touch screen, where there is nothing to click.
  tapOnScale: 'TAP OR DRAG ON THE SCALE BELOW',
  skip: 'Skip this interpretation',
  skipHelp: 'Skipping records that you passed on this inTell, with no answers.',
  // While the skip waits for Confirm skip: the answers are only hidden.
  skipKeepsAnswers: 'Your answers are kept until you confirm: untick Skip to go back to them.',
  confirmSkip: 'Confirm skip',
  submit: 'Submit',
  saving: 'Saving…',
  cancelEdit: 'Cancel',
  // A change that cleared answered questions, with the way back.
  laterCleared: 'Later answers were cleared.',
  undo: 'Undo',
  saved: 'Your interpretation was saved.',
  // Content §8.
  addFailed: (msg: string) => `Failed To Add Idea-Scale On Server: ${msg}`,

  // An activity's deeper understanding (docs/decisions/2026-11-23-student-activities-screen.md
  // 'Confirming a deeper understanding').
  understanding: 'In your own words, what is the author saying?',
  understandingHelp:
    'Before you interpret this inTell, show that you understand it: put the author’s point the way the author would agree with. The questions follow once you have written it.',
  emotion: 'How does this inTell make you feel?',
  pause: {
    title: 'Take a pause',
    body: 'This inTell stirs strong feelings. Strong feelings are worth noticing: take a breath, and read it once more before you go on.',
    resume: 'Continue',
  },
  values: 'Which values does it touch?',
  valuesHint: {
    positive: 'You feel positive about it, so these are values it upholds. Choose at least one.',
    negative: 'You feel negative about it, so these are values it offends. Choose at least one.',
    neutral: 'Choose at least one.',
  },
  valuesAgent: 'Whose values are these? (optional)',
  valuesAgentSearch: 'Search for a waveMaker',
  valuesAgentPicker: {
    chosenLabel: 'The values are about',
    noneChosen: 'No waveMaker chosen.',
    remove: (name: string) => `Remove ${name}`,
    searching: 'Searching…',
    noResults: 'No matching search results found',
    resultsLabel: 'waveMakers found',
    submitNew: 'Submit new waveMaker',
    searchFailed: (msg: string) => `Failed To Retrieve Agents From Server: ${msg}`,
    choose: 'Choose',
    chosen: 'Chosen',
  },
  goodFaith: 'Was it shared in good faith?',
  whyManipulative: 'Who benefits from it? (optional)',
  potie: 'Does it pollute the information ecosystem (POTIE)?',
  divisive: 'How? Choose all that apply.',
  sound: 'How sound is its content?',
  interconnectLevel: 'How does this inTell bear on the guiding question?',
  interconnectConfidence: 'How sure are you?',
  note: 'Additional thoughts (optional)',
  noteHelp: 'Writing some opens a question about your confidence and expertise.',
  confidence: 'How sure are you of your interpretation?',
  myExpertise: 'What is your expertise? (optional)',
  otherSide: 'How would someone who sees it differently put it? (optional)',
  otherSideHelp: 'Writing a few words opens some further questions.',
  solution: 'What would you suggest? (optional)',
  haveChanged: 'Has this inTell changed your mind?',
  wouldChange: 'Could a good argument from the other side change your mind?',
  answerQuestions: 'Would you answer questions about your interpretation?',
  publicEngagement: 'Would you speak up about this in public?',
  heartOfIssue: "Advocate review: how much does this inTell deserve everyone's attention?",

  // The member's saved interpretation (content §2 'Interpretation gate': read-only).
  yourInterpretation: 'Your interpretation',
  youSkipped: 'You skipped interpreting this inTell.',
  editMine: 'Edit my interpretation',
  continue: 'Continue',
  /** A waveMaker named by id whose name has not loaded. */
  aWaveMaker: 'a waveMaker',
} as const;

// The stored codes' words are the shared ones: the server's CSV and progress view use them too.
export { DIVISIVE_REASONS, VALUE_NAMES } from '@thoughtful/shared';

/** Radio answers (content §3: 1 Yes, -1 No, 0 Not Sure). */
export const RADIO_CHOICES = [
  { value: RADIO_ANSWER.YES, label: 'Yes' },
  { value: RADIO_ANSWER.NO, label: 'No' },
  { value: RADIO_ANSWER.NOT_SURE, label: 'Not sure' },
] as const;

/** POTIE is Yes or No (content §5 'Divisive'). */
export const POTIE_CHOICES = [
  { value: RADIO_ANSWER.YES, label: 'Yes' },
  { value: RADIO_ANSWER.NO, label: 'No' },
] as const;

/** The confidence block: three choices, then the three expertise levels (content §3, §9; D§6). */
export const CONFIDENCE_CHOICE_LABELS = [
  { value: 0.1, label: CONFIDENCE_WORDS[0.1] },
  { value: 0.5, label: CONFIDENCE_WORDS[0.5] },
  { value: 1, label: CONFIDENCE_WORDS[1] },
  { value: 2, label: EXPERTISE_STATEMENTS[2] },
  { value: 3, label: EXPERTISE_STATEMENTS[3] },
  { value: 4, label: EXPERTISE_STATEMENTS[4] },
] as const;

/** Short names of the questions, for the read-only interpretation. */
export const STEP_NAMES: Readonly<Record<InterpretationStep, string>> = {
  understanding: 'The author’s point in my words',
  emotion: 'How it makes me feel',
  values: 'Values',
  valuesAgent: 'Whose values',
  authorIntent: 'The way it was presented',
  goodFaith: 'Good faith',
  whyManipulative: 'Who benefits',
  potie: 'Pollutes the information ecosystem (POTIE)',
  divisive: 'How',
  sound: 'Soundness',
  interconnectLevel: 'Bearing on the guiding question',
  interconnectConfidence: 'Confidence in that',
  note: 'Additional thoughts',
  confidence: 'Confidence',
  myExpertise: 'Expertise',
  otherSide: 'The other side',
  solution: 'Suggestion',
  haveChanged: 'Changed my mind',
  wouldChange: 'A good argument could change my mind',
  answerQuestions: 'Will answer questions',
  publicEngagement: 'Would speak up in public',
  heartOfIssue: 'Advocate review',
};
