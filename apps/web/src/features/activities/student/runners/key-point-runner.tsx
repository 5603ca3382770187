import { HEADLINE_MAX_LENGTH } from '@thoughtful/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { ActivityInTell } from '../components/activity-intell';
import { focusById } from '../focus';
import { inTellOf, keyPointBody, keyPointProblems } from '../student-activity-model';
import { STUDENT_TEXT as T } from '../student-text';
import type { RunnerProps } from './runner-props';

/**
 * 13, a key point of a quote (content §2): the quote, and the student's summary of it in a
 * headline of his own words (more than 2 characters, at most 60), sent as `addIdea.myPoint`.
 */
export function KeyPointRunner({ activity, userId, complete, submitting }: RunnerProps) {
  const prefix = useId();
  const fieldId = `${prefix}-key-point`;
  const messageId = `${prefix}-message`;
  const countId = `${prefix}-count`;
  const [keyPoint, setKeyPoint] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const quote = inTellOf(activity);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = keyPointProblems(keyPoint)[0];
    if (problem !== undefined) {
      setMessage(problem.msg);
      focusById(fieldId);
      return;
    }
    setMessage(null);
    complete(keyPointBody(activity, userId, keyPoint));
  }

  return (
    <>
      {quote !== null ? <ActivityInTell id={quote._id} caption={T.quoteCaption} /> : null}
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId={fieldId}>
          <Form.Label className="fw-semibold">{T.keyPointLabel}</Form.Label>
          <Form.Text as="p" className="mt-0 mb-1">
            {T.keyPointHint}
          </Form.Text>
          <Form.Control
            value={keyPoint}
            maxLength={HEADLINE_MAX_LENGTH}
            disabled={submitting}
            onChange={(event) => setKeyPoint(event.target.value)}
            isInvalid={message !== null}
            aria-invalid={message !== null || undefined}
            aria-describedby={message !== null ? `${countId} ${messageId}` : countId}
          />
          <Form.Text id={countId}>{T.keyPointCount(keyPoint.length)}</Form.Text>
          {message !== null ? (
            <Form.Control.Feedback type="invalid" id={messageId} className="d-block">
              {message}
            </Form.Control.Feedback>
          ) : null}
        </Form.Group>
        <Button type="submit" variant="primary" size="lg" disabled={submitting}>
          {submitting ? T.saving : T.submit}
        </Button>
      </Form>
    </>
  );
}
