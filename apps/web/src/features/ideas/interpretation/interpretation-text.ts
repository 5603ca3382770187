import { t } from '@lingui/core/macro';
import {
  CONFIDENCE,
  EXPERTISE_LEVEL,
  RADIO_ANSWER,
  type InterpretationStep,
} from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import '../../../lib/i18n';
import { confidenceWordsOf } from './scale-words';

/**
 * The words of the interpretation flow (content §2 'Interpretation gate', §3 'Scale', §4
 * 'Interpretation flow (102)', §5, §8; DESIGN.md §6), kept in one place (CONVENTIONS.md, habit 13).
 * The spec words the values, the divisive reasons, the confidence choices, the expertise
 * statements, the unset slider, the default intent prompt and the failure; it leaves the
 * questions themselves unworded, so they are worded here
 * (docs/decisions/2026-11-23-interpreting-intells.md 'The interpretation flow on the idea screen').
 * Each word is looked up when read, in the language spoken then (issue 44); the scales' words
 * are in scale-words.ts.
 */
export const INTERPRETATION_TEXT = {
  get heading() {
    return t`Interpret this inTell`;
  },
  get editHeading() {
    return t`Edit your interpretation`;
  },
  // Content §5 'Proxy slider': the words of a slider not yet placed.
  get clickOnScale() {
    return t({
      message: 'CLICK ON THE SCALE BELOW',
      comment: 'Above a slider not yet placed; upper case as in English',
    });
  },
  // The same on a touch screen, where there is nothing to click.
  get tapOnScale() {
    return t({
      message: 'TAP OR DRAG ON THE SCALE BELOW',
      comment: 'Above a slider not yet placed, on a touch screen; upper case as in English',
    });
  },
  get skip() {
    return t`Skip this interpretation`;
  },
  get skipHelp() {
    return t`Skipping records that you passed on this inTell, with no answers.`;
  },
  // While the skip waits for Confirm skip: the answers are only hidden.
  get skipKeepsAnswers() {
    return t`Your answers are kept until you confirm: untick Skip to go back to them.`;
  },
  get confirmSkip() {
    return t`Confirm skip`;
  },
  get submit() {
    return t`Submit`;
  },
  get saving() {
    return t`Saving…`;
  },
  get cancelEdit() {
    return t`Cancel`;
  },
  // A change that cleared answered questions, with the way back.
  get laterCleared() {
    return t`Later answers were cleared.`;
  },
  get undo() {
    return t`Undo`;
  },
  get saved() {
    return t`Your interpretation was saved.`;
  },
  // Content §8.
  addFailed: (msg: string) => t`Failed To Add Idea-Scale On Server: ${msg}`,

  // An activity's deeper understanding (docs/decisions/2026-11-23-student-activities-screen.md
  // 'Confirming a deeper understanding').
  get understanding() {
    return t`In your own words, what is the author saying?`;
  },
  get understandingHelp() {
    return t`Before you interpret this inTell, show that you understand it: put the author’s point the way the author would agree with. The questions follow once you have written it.`;
  },
  get emotion() {
    return t`How does this inTell make you feel?`;
  },
  pause: {
    get title() {
      return t`Take a pause`;
    },
    get body() {
      return t`This inTell stirs strong feelings. Strong feelings are worth noticing: take a breath, and read it once more before you go on.`;
    },
    get resume() {
      return t`Continue`;
    },
  },
  get values() {
    return t`Which values does it touch?`;
  },
  valuesHint: {
    get positive() {
      return t`You feel positive about it, so these are values it upholds. Choose at least one.`;
    },
    get negative() {
      return t`You feel negative about it, so these are values it offends. Choose at least one.`;
    },
    get neutral() {
      return t`Choose at least one.`;
    },
  },
  get valuesAgent() {
    return t`Whose values are these? (optional)`;
  },
  get valuesAgentSearch() {
    return t`Search for a waveMaker`;
  },
  valuesAgentPicker: {
    get chosenLabel() {
      return t`The values are about`;
    },
    get noneChosen() {
      return t`No waveMaker chosen.`;
    },
    remove: (name: string) => t`Remove ${name}`,
    get searching() {
      return t`Searching…`;
    },
    get noResults() {
      return t`No matching search results found`;
    },
    get resultsLabel() {
      return t`waveMakers found`;
    },
    get submitNew() {
      return t`Submit new waveMaker`;
    },
    searchFailed: (msg: string) => t`Failed To Retrieve Agents From Server: ${msg}`,
    get choose() {
      return t({ message: 'Choose', comment: 'Button: choose this waveMaker' });
    },
    get chosen() {
      return t({ message: 'Chosen', comment: 'Button of the waveMaker already chosen' });
    },
  },
  get goodFaith() {
    return t`Was it shared in good faith?`;
  },
  get whyManipulative() {
    return t`Who benefits from it? (optional)`;
  },
  get potie() {
    return t`Does it pollute the information ecosystem (POTIE)?`;
  },
  get divisive() {
    return t`How? Choose all that apply.`;
  },
  get sound() {
    return t`How sound is its content?`;
  },
  get interconnectLevel() {
    return t`How does this inTell bear on the guiding question?`;
  },
  get interconnectConfidence() {
    return t`How sure are you?`;
  },
  get note() {
    return t`Additional thoughts (optional)`;
  },
  get noteHelp() {
    return t`Writing some opens a question about your confidence and expertise.`;
  },
  get confidence() {
    return t`How sure are you of your interpretation?`;
  },
  get myExpertise() {
    return t`What is your expertise? (optional)`;
  },
  get otherSide() {
    return t`How would someone who sees it differently put it? (optional)`;
  },
  get otherSideHelp() {
    return t`Writing a few words opens some further questions.`;
  },
  get solution() {
    return t`What would you suggest? (optional)`;
  },
  get haveChanged() {
    return t`Has this inTell changed your mind?`;
  },
  get wouldChange() {
    return t`Could a good argument from the other side change your mind?`;
  },
  get answerQuestions() {
    return t`Would you answer questions about your interpretation?`;
  },
  get publicEngagement() {
    return t`Would you speak up about this in public?`;
  },
  get heartOfIssue() {
    return t`Advocate review: how much does this inTell deserve everyone's attention?`;
  },

  // The member's saved interpretation (content §2 'Interpretation gate': read-only).
  get yourInterpretation() {
    return t`Your interpretation`;
  },
  get youSkipped() {
    return t`You skipped interpreting this inTell.`;
  },
  get editMine() {
    return t`Edit my interpretation`;
  },
  get continue() {
    return t`Continue`;
  },
  /** A waveMaker named by id whose name has not loaded. */
  get aWaveMaker() {
    return t`a waveMaker`;
  },
};

/** Radio answers (content §3: 1 Yes, -1 No, 0 Not Sure), worded when read. */
export function radioChoices() {
  return [
    { value: RADIO_ANSWER.YES, label: t`Yes` },
    { value: RADIO_ANSWER.NO, label: t`No` },
    { value: RADIO_ANSWER.NOT_SURE, label: t`Not sure` },
  ] as const;
}

/** POTIE is Yes or No (content §5 'Divisive'). */
export function potieChoices() {
  return [
    { value: RADIO_ANSWER.YES, label: t`Yes` },
    { value: RADIO_ANSWER.NO, label: t`No` },
  ] as const;
}

const CONFIDENCE_CHOICES = [
  CONFIDENCE.GUESS,
  CONFIDENCE.THINK_SO,
  CONFIDENCE.KNOW,
  EXPERTISE_LEVEL.ABOVE_AVERAGE,
  EXPERTISE_LEVEL.VERY_KNOWLEDGEABLE,
  EXPERTISE_LEVEL.EXPERT,
] as const;

/** The confidence block: three choices, then the three expertise levels (content §3, §9; D§6). */
export function confidenceChoices() {
  return CONFIDENCE_CHOICES.map((value) => ({ value, label: confidenceWordsOf(value) ?? '' }));
}

/** Short names of the questions, for the read-only interpretation. */
export function stepName(step: InterpretationStep): string {
  switch (step) {
    case 'understanding':
      return t`The author’s point in my words`;
    case 'emotion':
      return t`How it makes me feel`;
    case 'values':
      return t`Values`;
    case 'valuesAgent':
      return t`Whose values`;
    case 'authorIntent':
      return t`The way it was presented`;
    case 'goodFaith':
      return t`Good faith`;
    case 'whyManipulative':
      return t`Who benefits`;
    case 'potie':
      return t`Pollutes the information ecosystem (POTIE)`;
    case 'divisive':
      return t({ message: 'How', comment: 'How it is divisive: the reasons chosen' });
    case 'sound':
      return t`Soundness`;
    case 'interconnectLevel':
      return t`Bearing on the guiding question`;
    case 'interconnectConfidence':
      return t`Confidence in that`;
    case 'note':
      return t`Additional thoughts`;
    case 'confidence':
      return t`Confidence`;
    case 'myExpertise':
      return t`Expertise`;
    case 'otherSide':
      return t`The other side`;
    case 'solution':
      return t`Suggestion`;
    case 'haveChanged':
      return t`Changed my mind`;
    case 'wouldChange':
      return t`A good argument could change my mind`;
    case 'answerQuestions':
      return t`Will answer questions`;
    case 'publicEngagement':
      return t`Would speak up in public`;
    case 'heartOfIssue':
      return t`Advocate review`;
  }
}
