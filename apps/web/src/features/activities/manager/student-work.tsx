import type { ActivityAnswer, GiveFeedbackPayload } from '@thoughtful/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { InterpretationReadOnly } from '../../ideas';
import { useGiveFeedback } from '../api/feedback';
import { FEEDBACK_TEXT as T, feedbackDate } from './feedback-text';

/**
 * One student's completion as her teacher reads it (DESIGN.md §14): every answer of her
 * interpretation in words, and the feedback beside it, saved as a draft or released to her.
 */
export function StudentWork({
  activityId,
  answer,
}: {
  activityId: string;
  answer: ActivityAnswer;
}) {
  const headingId = useId();
  // Kept here: the form starts again from what is stored once a save is read back.
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby={headingId} className="border rounded p-3 mb-4">
      <h3 id={headingId} className="h6">
        {T.studentWork(answer.user.name)}
      </h3>
      {answer.scale !== null ? (
        <InterpretationReadOnly scale={answer.scale} heading={T.interpretation} headingLevel={4} />
      ) : answer.addedIdea == null && answer.rating == null ? (
        <p className="small text-body-secondary">{T.noInterpretation}</p>
      ) : null}
      <AddedAndRated answer={answer} />
      {/* A new form per student and per saved version, so it starts from what is stored. */}
      <FeedbackForm
        key={`${answer.user._id} ${answer.feedback?.updatedAt ?? ''}`}
        activityId={activityId}
        answer={answer}
        done={done}
        onDone={setDone}
      />
    </section>
  );
}

/**
 * The inTell a student added in the activity (1, 13, a 101 that adds one) and her support/oppose
 * answer toward the guiding question (1, 102, 201 with an interconnect), which her teacher grades.
 */
function AddedAndRated({ answer }: { answer: ActivityAnswer }) {
  const { addedIdea, rating } = answer;
  if (addedIdea == null && rating == null) return null;
  return (
    <dl className="mb-0 small">
      {addedIdea != null ? (
        <>
          <dt className="fw-semibold">{T.addedIdea}</dt>
          <dd className="text-break">
            <Link to={`/idea/${addedIdea._id}`}>{addedIdea.label}</Link>
          </dd>
        </>
      ) : null}
      {rating != null ? (
        <>
          <dt className="fw-semibold">{T.rating}</dt>
          <dd>{T.ratingValue(rating.level, rating.confidence)}</dd>
        </>
      ) : null}
    </dl>
  );
}

interface FeedbackFormProps {
  activityId: string;
  answer: ActivityAnswer;
  /** What the last save did, said once it is done. */
  done: string | null;
  onDone: (said: string | null) => void;
}

function FeedbackForm({ activityId, answer, done, onDone: setDone }: FeedbackFormProps) {
  const saved = answer.feedback;
  const [comment, setComment] = useState(saved?.comment ?? '');
  const [grade, setGrade] = useState(saved?.grade == null ? '' : String(saved.grade));
  const give = useGiveFeedback(activityId);
  const headingId = useId();
  const commentId = useId();
  const gradeId = useId();

  const send = (released: boolean) => {
    setDone(null);
    const body: GiveFeedbackPayload = {
      studentId: answer.user._id,
      comment,
      grade: grade.trim() === '' ? null : Number(grade),
      released,
    };
    give.mutate(body, {
      onSuccess: () => setDone(released ? T.savedAndReleased : T.saved),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };

  return (
    <Form onSubmit={onSubmit} aria-labelledby={headingId} className="mt-3" noValidate>
      <h4 id={headingId} className="h6">
        {T.feedbackHeading}
      </h4>
      <p className="small text-body-secondary mb-2">
        {saved === null
          ? T.noFeedbackYet
          : saved.released && saved.releasedAt !== null
            ? T.releasedNote(feedbackDate(saved.releasedAt))
            : T.draftNote}
      </p>
      <Form.Group className="mb-2" controlId={commentId}>
        <Form.Label>{T.comment}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId={gradeId}>
        <Form.Label>{T.grade}</Form.Label>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          className="feedback-grade"
          value={grade}
          onChange={(event) => setGrade(event.target.value)}
        />
      </Form.Group>
      {give.error ? (
        <Alert variant="danger" className="py-2">
          {T.failed(give.error.message)}
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button type="submit" variant="outline-primary" disabled={give.isPending}>
          {give.isPending ? T.saving : T.saveDraft}
        </Button>
        <Button variant="primary" disabled={give.isPending} onClick={() => send(true)}>
          {T.saveAndRelease}
        </Button>
        {done !== null ? (
          <span role="status" className="small">
            {done}
          </span>
        ) : null}
      </div>
    </Form>
  );
}
