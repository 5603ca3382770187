import {
  GOOD_INTENT_LEVEL,
  IDEA_BODY_MAX_LENGTH,
  isTitleRequired,
  TITLE_MAX_LENGTH,
  type FieldError,
  type SimpleIdeaField,
  type SimpleIdeaMode,
} from '@thoughtful/shared';
import { Form } from 'react-bootstrap';
import { localizeServerError } from '../../../../lib/i18n';
import { CREATE_IDEA_TEXT } from '../../../ideas';
import { UploadField } from '../../../media';
import { isProblemOpen, type NewInTellDraft } from '../student-activity-model';
import { STUDENT_TEXT as T } from '../student-text';

export interface NewInTellFieldsProps {
  /** Prefix of the fields' ids (`newInTellFieldId`). */
  id: string;
  /** The text field's label: 'What do you think?' (type 1) or the optional new inTell of 101. */
  label: string;
  /** Below the label; in PDF mode above the PDF field. Default: the text's length rule. */
  hint?: string;
  draft: NewInTellDraft;
  onChange: (draft: NewInTellDraft) => void;
  /** `newInTellSelfEvaluate`: a title above 60 characters of text, and the intent confirmation. */
  selfEvaluation: boolean;
  /** The intent confirmation shows once Share was pressed (content §4 'Simple create flow'). */
  intentShown: boolean;
  /** The problem the last Share found, shown at its field until the student solves it. */
  problem: FieldError<SimpleIdeaField> | null;
  disabled?: boolean;
}

/**
 * The id of a field of the new inTell, for focus after a Share that found a problem: `image` is
 * the PDF field in PDF mode, the optional image's in text mode.
 */
export function newInTellFieldId(
  id: string,
  field: SimpleIdeaField,
  mode: SimpleIdeaMode = 'text',
): string {
  switch (field) {
    case 'myContent':
      return `${id}-content`;
    case 'image':
      return mode === 'pdf' ? `${id}-pdf` : `${id}-image`;
    case 'myPoint':
      return `${id}-title`;
    case 'goodIntentLevel':
      return `${id}-intent`;
  }
}

/** Up into the upload group's bottom margin, where its own feedback would sit. */
const UNDER_UPLOAD = { marginTop: '-0.75rem' } as const;

const MODES = ['text', 'pdf'] as const satisfies readonly SimpleIdeaMode[];

/**
 * A new inTell written in an activity (content §4 'Simple create flow', §5 'Simple inTell'), with
 * the create screen's choice of text or PDF: the text with an optional image, or the PDF (the
 * text is then not asked); the title when the shared rule asks for one (always for a PDF; with
 * self-evaluation once the text passes 60 characters); and the 'Not POTIE' confirmation once
 * Share is pressed. Files go up through the create screen's upload field, which shows its own
 * errors; the problem of the last Share shows at the field it names until it is solved.
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
  const isPdf = draft.mode === 'pdf';
  const showTitle =
    isTitleRequired({ mode: draft.mode, myContent: draft.myContent }, { selfEvaluation }) ||
    draft.myPoint !== '';
  const fieldId = (field: SimpleIdeaField) => newInTellFieldId(id, field, draft.mode);
  // As on the create screen, the message stays until its problem is solved (a PDF uploaded …);
  // the runner forgets it then, so it does not come back with a field shown again.
  const shown = problem !== null && isProblemOpen(problem, draft, selfEvaluation) ? problem : null;
  const invalid = (field: SimpleIdeaField) =>
    shown !== null && fieldId(shown.field) === fieldId(field);
  const describedBy = (field: SimpleIdeaField, ...others: string[]) =>
    [...others, ...(invalid(field) ? [messageId] : [])].join(' ') || undefined;
  /**
   * The last Share's problem at its field: inside the field's group, or just below an upload
   * field (a group of its own, whose bottom margin it takes up).
   */
  const message = (field: SimpleIdeaField, afterUpload = false) =>
    invalid(field) && shown !== null ? (
      <Form.Control.Feedback
        type="invalid"
        id={messageId}
        className={afterUpload ? 'd-block mb-3' : 'd-block'}
        style={afterUpload ? UNDER_UPLOAD : undefined}
      >
        {localizeServerError(shown)}
      </Form.Control.Feedback>
    ) : null;

  return (
    <>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold mb-1">{CREATE_IDEA_TEXT.modeLegend}</legend>
        {MODES.map((mode) => (
          <Form.Check
            key={mode}
            inline
            type="radio"
            name={`${id}-mode`}
            id={`${id}-mode-${mode}`}
            label={mode === 'text' ? CREATE_IDEA_TEXT.modeText : CREATE_IDEA_TEXT.modePdf}
            checked={draft.mode === mode}
            disabled={disabled}
            onChange={() => onChange({ ...draft, mode })}
          />
        ))}
      </fieldset>
      {isPdf ? (
        <>
          {hint !== undefined ? (
            <Form.Text id={hintId} as="p" className="mt-0 mb-1">
              {hint}
            </Form.Text>
          ) : null}
          <UploadField
            id={fieldId('image')}
            label={<span className="fw-semibold">{CREATE_IDEA_TEXT.pdfLabel}</span>}
            kind="pdf"
            value={draft.pdf}
            onChange={(pdf) => onChange({ ...draft, pdf })}
            invalid={invalid('image')}
            describedBy={describedBy('image', ...(hint !== undefined ? [hintId] : []))}
          />
          {message('image', true)}
        </>
      ) : (
        <Form.Group className="mb-3" controlId={fieldId('myContent')}>
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
      )}
      {showTitle ? (
        <Form.Group className="mb-3" controlId={fieldId('myPoint')}>
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
      {isPdf ? null : (
        <>
          <UploadField
            id={fieldId('image')}
            label={<span className="fw-semibold">{CREATE_IDEA_TEXT.imageLabel}</span>}
            kind="image"
            value={draft.image}
            onChange={(image) => onChange({ ...draft, image })}
            invalid={invalid('image')}
            describedBy={describedBy('image')}
          />
          {message('image', true)}
        </>
      )}
      {selfEvaluation && intentShown ? (
        <fieldset className="mb-3" aria-describedby={describedBy('goodIntentLevel')}>
          <legend className="fs-6 fw-semibold mb-1">{CREATE_IDEA_TEXT.intentLegend}</legend>
          <p className="form-text mt-0">{CREATE_IDEA_TEXT.intentIntro}</p>
          <Form.Check
            id={fieldId('goodIntentLevel')}
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
