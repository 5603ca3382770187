import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import {
  SUBMIT_GUIDANCE_MESSAGES,
  SUBMIT_GUIDANCE_TEXT,
  type SubmitGuidanceKey,
} from './widgets-text';
import { useSpokenLanguage } from '../../lib/i18n';

export interface SubmitGuidanceDialogProps {
  show: boolean;
  onHide: () => void;
  /** Which of the spec's messages to list, in this order (spec accounts §5). */
  messages: readonly SubmitGuidanceKey[];
  /**
   * The box still missing an answer, named as its label shows it: 'Please make a selection.'
   * alone leaves a student searching a long form for the one she missed.
   */
  field?: string;
}

/** Tells the user what is still missing before a form can be submitted. */
export function SubmitGuidanceDialog({ show, onHide, messages, field }: SubmitGuidanceDialogProps) {
  useSpokenLanguage();
  const titleId = useId();
  // A key listed twice would show the same request twice.
  const unique = [...new Set(messages)];

  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId}>
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {SUBMIT_GUIDANCE_TEXT.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{SUBMIT_GUIDANCE_TEXT.intro}</p>
        <ul className="mb-0">
          {unique.map((key) => (
            <li key={key}>
              {field !== undefined ? (
                <>
                  <span className="fw-semibold">{SUBMIT_GUIDANCE_TEXT.field(field)}</span>{' '}
                </>
              ) : null}
              {SUBMIT_GUIDANCE_MESSAGES[key]}
            </li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          {SUBMIT_GUIDANCE_TEXT.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
