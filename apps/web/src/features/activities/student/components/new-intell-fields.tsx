import {
  GOOD_INTENT_LEVEL,
  IDEA_BODY_MAX_LENGTH,
  isTitleRequired,
  TITLE_MAX_LENGTH,
  type FieldError,
  type SimpleIdeaField,
} from '@thoughtful/shared';
import { Form } from 'react-bootstrap';
import { CREATE_IDEA_TEXT } from '../../../ideas';
import type { NewInTellDraft } from '../student-activity-model';
import { STUDENT_TEXT as T } from '../student-text';

export interface NewInTellFieldsProps {
  /** Prefix of the fields' ids (`newInTellFieldId`). */
  id: string;
  /** The text field's label: 'What do you think?' (type 1) or the optional new inTell of 101. */
  label: string;
  hint?: string;
  draft: NewInTellDraft;
  onChange: (draft: NewInTellDraft) => void;
  /** `newInTellSelfEvaluate`: a title above 60 characters of text, and the intent confirmation. */
  selfEvaluation: boolean;
  /** The intent confirmation shows once Share was pressed (content §4 'Simple create flow'). */
  intentShown: boolean;
  /** The problem the last Share found, shown at its field. */
  problem: FieldError<SimpleIdeaField> | null;
  disabled?: boolean;
}

/** The id of a field of the new inTell, for focus after a Share that found a problem. */
export function newInTellFieldId(id: string, field: SimpleIdeaField): string {
  switch (field) {
    case 'myContent':
    case 'image':
      return `${id}-content`;
    case 'myPoint':
      return `${id}-title`;
    case 'goodIntentLevel':
      return `${id}-intent`;
  }
}

/**
 * A new inTell written in an activity (content §4 'Simple create flow', §5 'Simple inTell'): the
 * text; with self-evaluation a title once the text passes 60 characters, and the 'Not POTIE'
 * confirmation once Share is pressed. Text only: uploads stay on the create screens.
 */
export function NewInTellFields({
  id,
  label,
  hint,
  draft,
  onChange,
  selfEvaluation,
  intentShown,
  problem,
  disabled = false,
}: NewInTellFieldsProps) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const titleCountId = `${id}-title-count`;
  const showTitle =
    isTitleRequired({ mode: 'text', myContent: draft.myContent }, { selfEvaluation }) ||
    draft.myPoint !== '';
  const invalid = (field: SimpleIdeaField) =>
    problem !== null && newInTellFieldId(id, problem.field) === newInTellFieldId(id, field);
  const describedBy = (field: SimpleIdeaField, ...others: string[]) =>
    [...others, ...(invalid(field) ? [messageId] : [])].join(' ') || undefined;
  const message = (field: SimpleIdeaField) =>
    invalid(field) && problem !== null ? (
      <Form.Control.Feedback type="invalid" id={messageId} className="d-block">
        {problem.msg}
      </Form.Control.Feedback>
    ) : null;

  return (
    <>
      <Form.Group className="mb-3" controlId={`${id}-content`}>
        <Form.Label className="fw-semibold">{label}</Form.Label>
        <Form.Text id={hintId} as="p" className="mt-0 mb-1">
          {hint ?? T.contentHint}
        </Form.Text>
        <Form.Control
          as="textarea"
          rows={4}
          value={draft.myContent}
          maxLength={IDEA_BODY_MAX_LENGTH}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, myContent: event.target.value })}
          isInvalid={invalid('myContent')}
          aria-invalid={invalid('myContent') || undefined}
          aria-describedby={describedBy('myContent', hintId)}
        />
        {message('myContent')}
      </Form.Group>
      {showTitle ? (
        <Form.Group className="mb-3" controlId={`${id}-title`}>
          <Form.Label className="fw-semibold">{CREATE_IDEA_TEXT.titleLabel}</Form.Label>
          <Form.Control
            value={draft.myPoint}
            maxLength={TITLE_MAX_LENGTH}
            disabled={disabled}
            onChange={(event) => onChange({ ...draft, myPoint: event.target.value })}
            isInvalid={invalid('myPoint')}
            aria-invalid={invalid('myPoint') || undefined}
            aria-describedby={describedBy('myPoint', titleCountId)}
          />
          <Form.Text id={titleCountId}>
            {CREATE_IDEA_TEXT.titleCount(draft.myPoint.length, TITLE_MAX_LENGTH)}
          </Form.Text>
          {message('myPoint')}
        </Form.Group>
      ) : null}
      {selfEvaluation && intentShown ? (
        <fieldset className="mb-3" aria-describedby={describedBy('goodIntentLevel')}>
          <legend className="fs-6 fw-semibold mb-1">{CREATE_IDEA_TEXT.intentLegend}</legend>
          <p className="form-text mt-0">{CREATE_IDEA_TEXT.intentIntro}</p>
          <Form.Check
            id={`${id}-intent`}
            type="checkbox"
            label={CREATE_IDEA_TEXT.notPotieLabel}
            checked={draft.goodIntentLevel >= GOOD_INTENT_LEVEL.NOT_POTIE}
            disabled={disabled}
            isInvalid={invalid('goodIntentLevel')}
            onChange={(event) =>
              onChange({
                ...draft,
                goodIntentLevel: event.target.checked
                  ? GOOD_INTENT_LEVEL.NOT_POTIE
                  : GOOD_INTENT_LEVEL.NONE,
              })
            }
          />
          {message('goodIntentLevel')}
        </fieldset>
      ) : null}
    </>
  );
}
