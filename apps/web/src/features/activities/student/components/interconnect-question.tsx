import {
  CONFIDENCE,
  CONFIDENCE_WORDS,
  SUPPORT_DAMAGE_SCALE,
  sliderWordsSaid,
  type ConfidenceChoice,
  type Said,
  type SupportLevel,
} from '@thoughtful/shared';
import type { SubmitGuidanceKey } from '../../../../components/widgets/widgets-text';
import { sharedMessage } from '../../../../lib/i18n';
import { useSay } from '../../../ideas';
import type { InterconnectAnswer } from '../student-activity-model';
import { STUDENT_TEXT as T } from '../student-text';
import { RadioQuestion } from './radio-question';

/**
 * The seven points from 'Totally damaged' to 'Totally supported' (content §3 'Scale'), in the
 * reader's language: the sliders' words of said-words.ts, whose English is `SUPPORT_LEVEL_WORDS`.
 */
function levelChoices(say: (said: Said) => string) {
  return SUPPORT_DAMAGE_SCALE.map((value) => ({
    value,
    label: say(sliderWordsSaid('supportLevel', value)),
  }));
}

/** 'I guess' 0.1, 'I think so' 0.5, 'I know' 1 (content §2 'Agent rating', §9). */
const CONFIDENCE_CHOICES: readonly { value: ConfidenceChoice; label: string }[] = [
  {
    value: CONFIDENCE.GUESS,
    get label() {
      return sharedMessage('CONFIDENCE_WORDS.0.1', CONFIDENCE_WORDS[CONFIDENCE.GUESS]);
    },
  },
  {
    value: CONFIDENCE.THINK_SO,
    get label() {
      return sharedMessage('CONFIDENCE_WORDS.0.5', CONFIDENCE_WORDS[CONFIDENCE.THINK_SO]);
    },
  },
  {
    value: CONFIDENCE.KNOW,
    get label() {
      return sharedMessage('CONFIDENCE_WORDS.1', CONFIDENCE_WORDS[CONFIDENCE.KNOW]);
    },
  },
];

export interface InterconnectDraft {
  level: SupportLevel | null;
  confidence: ConfidenceChoice | null;
}

export const EMPTY_INTERCONNECT: InterconnectDraft = Object.freeze({
  level: null,
  confidence: null,
});

/**
 * The answer once both parts are chosen; else which part to ask for, its guidance and the
 * question's words (the dialog names the box).
 */
export function interconnectAnswer(
  draft: InterconnectDraft,
):
  | { answer: InterconnectAnswer }
  | { missing: 'level' | 'confidence'; guidance: SubmitGuidanceKey; field: string } {
  if (draft.level === null) {
    return { missing: 'level', guidance: 'makeSelection', field: T.interconnectLegend };
  }
  if (draft.confidence === null) {
    return { missing: 'confidence', guidance: 'makeSelection', field: T.interconnectConfidence };
  }
  return { answer: { level: draft.level, confidence: draft.confidence } };
}

export interface InterconnectQuestionProps {
  /** Prefix of the two groups' ids: `${id}-level`, `${id}-confidence`. */
  id: string;
  value: InterconnectDraft;
  onChange: (value: InterconnectDraft) => void;
  disabled?: boolean;
}

/**
 * How an inTell bears on the guiding question (content §2 type 201, §4 step 5): a support level on
 * the seven-point scale, then, once one is chosen, how sure the student is. Changing the level
 * keeps the confidence (it is about the same judgement).
 */
export function InterconnectQuestion({ id, value, onChange, disabled }: InterconnectQuestionProps) {
  const say = useSay();
  return (
    <>
      <RadioQuestion
        id={`${id}-level`}
        legend={T.interconnectLegend}
        choices={levelChoices(say)}
        value={value.level}
        onChange={(level) => onChange({ ...value, level })}
        disabled={disabled}
      />
      {value.level !== null ? (
        <RadioQuestion
          id={`${id}-confidence`}
          legend={T.interconnectConfidence}
          choices={CONFIDENCE_CHOICES}
          value={value.confidence}
          onChange={(confidence) => onChange({ ...value, confidence })}
          inline
          disabled={disabled}
        />
      ) : null}
    </>
  );
}
