import { useLingui } from '@lingui/react';
import {
  MIN_TEXT_LENGTH,
  REPORT_MESSAGE_MAX_LENGTH,
  REPORT_SUBMIT_RESET_MS,
} from '@thoughtful/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useAlerts } from '../../../components/alerts/use-alerts';
import { useCreateReport } from '../api/create-report';
import { REPORT_TEXT } from '../report-text';

export interface ReportDialogProps {
  show: boolean;
  onHide: () => void;
}

/**
 * 'Suggestions and Bug Reporting' (spec content §2, §5, §8, §9). The Submit button appears only
 * for a message longer than 2 characters; once the user has typed, a shorter one shows the spec's
 * 'Invalid message' text instead. The draft lives here, not in the modal's body, so that it
 * survives closing: after a server error the dialog closes (so the danger alert can be read) and
 * reopens with the message still there.
 */
export function ReportDialog({ show, onHide }: ReportDialogProps) {
  useLingui(); // drawn again in the language she switches to
  const [message, setMessage] = useState('');
  const [typed, setTyped] = useState(false);
  // The spec's 'submitted' flag: set on submit, cleared 500 ms after the answer, so that a double
  // click sends one report but the user can soon send another.
  const [submitted, setSubmitted] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { mutate } = useCreateReport();
  const { addAlert, alertErrors } = useAlerts();
  const titleId = useId();
  const fieldId = useId();
  const feedbackId = useId();

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const trimmed = message.trim();
  const valid = trimmed.length >= MIN_TEXT_LENGTH;
  const showInvalid = typed && !valid;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid || submitted) return;
    setSubmitted(true);
    mutate(
      { message: trimmed },
      {
        onSuccess: () => {
          addAlert(REPORT_TEXT.success, 'success');
          setMessage('');
          setTyped(false);
          onHide();
        },
        onError: (error) => {
          alertErrors(error, REPORT_TEXT.serverError);
          onHide();
        },
        onSettled: () => {
          clearTimeout(resetTimer.current);
          resetTimer.current = setTimeout(() => setSubmitted(false), REPORT_SUBMIT_RESET_MS);
        },
      },
    );
  }

  return (
    <Modal
      show={show}
      onHide={onHide}
      onEntered={() => textarea.current?.focus()}
      aria-labelledby={titleId}
    >
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {REPORT_TEXT.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{REPORT_TEXT.intro}</p>
          <Form.Label htmlFor={fieldId}>{REPORT_TEXT.messageLabel}</Form.Label>
          <Form.Control
            ref={textarea}
            id={fieldId}
            as="textarea"
            rows={5}
            maxLength={REPORT_MESSAGE_MAX_LENGTH}
            value={message}
            isInvalid={showInvalid}
            aria-invalid={showInvalid || undefined}
            aria-describedby={showInvalid ? feedbackId : undefined}
            onChange={(event) => {
              setMessage(event.target.value);
              setTyped(true);
            }}
          />
          {showInvalid ? (
            <Form.Control.Feedback type="invalid" id={feedbackId}>
              {REPORT_TEXT.invalidMessage}
            </Form.Control.Feedback>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide}>
            {REPORT_TEXT.close}
          </Button>
          {valid ? (
            <Button type="submit" variant="primary" disabled={submitted}>
              {submitted ? REPORT_TEXT.sending : REPORT_TEXT.submit}
            </Button>
          ) : null}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
