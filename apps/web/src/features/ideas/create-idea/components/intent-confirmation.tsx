import type { ReactNode } from 'react';
import { GOOD_INTENT_LEVEL } from '@thoughtful/shared';
import { Form } from 'react-bootstrap';
import { nextGoodIntentLevel } from '../create-idea-rules';
import { CREATE_IDEA_TEXT } from '../create-idea-text';

export interface IntentConfirmationProps {
  level: number;
  onChange: (level: number) => void;
  /** The thoughtful option: offers level 2, which reveals the framing form (content §4). */
  thoughtful: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The share's message when it names this question, shown under it. */
  message?: ReactNode;
}

/**
 * The goodness-of-intent checkboxes (content §4): 'Not POTIE' confirms level 1; once it is ticked,
 * 'Deep diving into a polarizing issue' confirms level 2. Unticking level 1 resets to 0 (and hides
 * level 2); unticking level 2 returns to 1.
 */
export function IntentConfirmation({
  level,
  onChange,
  thoughtful,
  invalid = false,
  describedBy,
  message,
}: IntentConfirmationProps) {
  const notPotie = level >= GOOD_INTENT_LEVEL.NOT_POTIE;
  return (
    <fieldset className="mb-4">
      <legend className="h5">{CREATE_IDEA_TEXT.intentLegend}</legend>
      <p className="form-text mt-0">{CREATE_IDEA_TEXT.intentIntro}</p>
      <Form.Check
        id="create-idea-not-potie"
        type="checkbox"
        className="mb-2"
        label={CREATE_IDEA_TEXT.notPotieLabel}
        checked={notPotie}
        isInvalid={invalid && !notPotie}
        aria-describedby={invalid && !notPotie ? describedBy : undefined}
        onChange={(event) => onChange(nextGoodIntentLevel(level, 1, event.target.checked))}
      />
      {thoughtful && notPotie ? (
        <Form.Check
          id="create-idea-deep-dive"
          type="checkbox"
          label={CREATE_IDEA_TEXT.deepDiveLabel}
          checked={level >= GOOD_INTENT_LEVEL.DEEP_DIVE}
          isInvalid={invalid && level < GOOD_INTENT_LEVEL.DEEP_DIVE}
          aria-describedby={
            invalid && level < GOOD_INTENT_LEVEL.DEEP_DIVE ? describedBy : undefined
          }
          onChange={(event) => onChange(nextGoodIntentLevel(level, 2, event.target.checked))}
        />
      ) : null}
      {message}
    </fieldset>
  );
}
