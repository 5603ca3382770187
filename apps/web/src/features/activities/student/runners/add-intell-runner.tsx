import {
  ACTIVITY_TYPE,
  type AddIdeaScalePayload,
  type FieldError,
  type SimpleIdeaField,
} from '@thoughtful/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useStoredDraft } from '../../../../lib/stored-draft';
import { SubmitGuidanceDialog } from '../../../../components/widgets/submit-guidance-dialog';
import type { SubmitGuidanceKey } from '../../../../components/widgets/widgets-text';
import { InterpretationFlow } from '../../../ideas';
import { ContinueButton } from '../components/continue-button';
import {
  EMPTY_INTERCONNECT,
  InterconnectQuestion,
  interconnectAnswer,
  type InterconnectDraft,
} from '../components/interconnect-question';
import { NewInTellFields, newInTellFieldId } from '../components/new-intell-fields';
import { TopicLine } from '../components/topic-line';
import { FOCUS_AFTER_DIALOG_MS, focusById, useFocusOnStep } from '../focus';
import {
  addInTellBody,
  asksOf,
  draftProblems,
  EMPTY_DRAFT,
  isNewInTellDraft,
  isProblemOpen,
  newInTellDraftKey,
  topicOf,
  type InterconnectAnswer,
  type NewInTellDraft,
} from '../student-activity-model';
import { STUDENT_TEXT as T } from '../student-text';
import { interpretOptions } from './interpret-runner';
import type { RunnerProps } from './runner-props';

type Step = 'write' | 'interpret' | 'interconnect';

/** The steps this activity asks for, in order (content §2 type 1; shared `activityAsks`). */
export function addInTellSteps(activity: RunnerProps['activity']): Step[] {
  const asks = asksOf(activity);
  return [
    'write',
    ...(asks.newIdeaScale !== 'no' ? (['interpret'] as const) : []),
    ...(asks.addLinkIdeaIdeaScale !== 'no' ? (['interconnect'] as const) : []),
  ];
}

/**
 * 1, add a new inTell (content §2, §4 'Simple create flow'): 'What do you think?', with the
 * title and the intent confirmation when the activity asks for self-evaluation; then, as its
 * options say, the student interprets it and says how it bears on the guiding question. Nothing
 * is sent before the last step: one call creates the inTell with its interpretation and rating
 * and completes the activity.
 */
export function AddInTellRunner({ activity, userId, complete, submitting }: RunnerProps) {
  const prefix = useId();
  const steps = addInTellSteps(activity);
  const [step, setStep] = useState<Step>('write');
  // Kept while she writes: leaving the activity (a link, Back, a reload) does not lose it.
  const [draft, setDraft, clearDraft] = useStoredDraft<NewInTellDraft>(
    newInTellDraftKey(userId, activity._id),
    EMPTY_DRAFT,
    isNewInTellDraft,
  );
  const [intentShown, setIntentShown] = useState(false);
  const [problem, setProblem] = useState<FieldError<SimpleIdeaField> | null>(null);
  const [interpretation, setInterpretation] = useState<AddIdeaScalePayload | null>(null);
  const [interconnect, setInterconnect] = useState<InterconnectDraft>(EMPTY_INTERCONNECT);
  const [guidance, setGuidance] = useState<{ key: SubmitGuidanceKey; field: string } | null>(null);
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const headingRef = useFocusOnStep<HTMLHeadingElement>(step);
  const topic = topicOf(activity);
  const selfEvaluation = activity.newInTellSelfEvaluate;
  const fieldsId = `${prefix}-new`;

  /**
   * A Share's problem lasts until it is solved or its field leaves the form: kept, a title hidden
   * under 60 characters came back red when the text grew again, before she typed in it (issue 43).
   */
  function changeDraft(next: NewInTellDraft) {
    setDraft(next);
    setProblem((last) =>
      last !== null && isProblemOpen(last, next, selfEvaluation) ? last : null,
    );
  }

  /** The next step, or the completion call after the last one. */
  function next(from: Step, scale: AddIdeaScalePayload | null, rating: InterconnectAnswer | null) {
    const following = steps[steps.indexOf(from) + 1];
    if (following !== undefined) {
      setStep(following);
      return;
    }
    complete(addInTellBody(activity, userId, draft, scale, rating), { onSuccess: clearDraft });
  }

  function share(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problems = draftProblems(draft, selfEvaluation);
    const first = problems.find((p) => p.field !== 'goodIntentLevel') ?? null;
    // Share first reveals the intent checks; once they show, they must be confirmed (content §4).
    if (first === null && selfEvaluation && !intentShown) {
      setProblem(null);
      setIntentShown(true);
      focusById(newInTellFieldId(fieldsId, 'goodIntentLevel', draft.mode));
      return;
    }
    const shown = first ?? problems[0] ?? null;
    if (shown !== null) {
      setProblem(shown);
      focusById(newInTellFieldId(fieldsId, shown.field, draft.mode));
      return;
    }
    setProblem(null);
    next('write', null, null);
  }

  function submitInterconnect() {
    if (submitting) return;
    const result = interconnectAnswer(interconnect);
    if ('missing' in result) {
      setGuidance({ key: result.guidance, field: result.field });
      setFocusAfter(`${prefix}-interconnect-${result.missing}`);
      return;
    }
    next('interconnect', interpretation, result.answer);
  }

  if (step === 'write') {
    return (
      <Form noValidate onSubmit={share}>
        <NewInTellFields
          id={fieldsId}
          label={T.whatDoYouThink}
          draft={draft}
          onChange={changeDraft}
          selfEvaluation={selfEvaluation}
          intentShown={intentShown}
          problem={problem}
          disabled={submitting}
        />
        <Button type="submit" variant="primary" size="lg" disabled={submitting}>
          {submitting ? T.saving : T.share}
        </Button>
      </Form>
    );
  }

  return (
    <>
      <DraftCard draft={draft} />
      {step === 'interpret' ? (
        <InterpretationFlow
          heading={T.interpretOwnHeading}
          headingRef={headingRef}
          options={interpretOptions(activity, ACTIVITY_TYPE.ADD_INTELL, false)}
          submitting={submitting}
          onSubmit={(body) => {
            setInterpretation(body);
            next('interpret', body, null);
          }}
        />
      ) : (
        <section aria-labelledby={`${prefix}-interconnect-heading`}>
          <h3 id={`${prefix}-interconnect-heading`} ref={headingRef} tabIndex={-1} className="h5">
            {T.interconnectOwnHeading}
          </h3>
          {topic !== null ? <TopicLine topic={topic} /> : null}
          <InterconnectQuestion
            id={`${prefix}-interconnect`}
            value={interconnect}
            onChange={setInterconnect}
            disabled={submitting}
          />
          <ContinueButton submitting={submitting} onClick={submitInterconnect} label={T.submit} />
        </section>
      )}
      <SubmitGuidanceDialog
        show={guidance !== null}
        messages={guidance === null ? [] : [guidance.key]}
        field={guidance?.field}
        onHide={() => {
          setGuidance(null);
          if (focusAfter !== null) focusById(focusAfter, FOCUS_AFTER_DIALOG_MS);
          setFocusAfter(null);
        }}
      />
    </>
  );
}

/**
 * The student's inTell as written so far: it exists only once the activity is completed. A PDF
 * shows as a link to the uploaded file, an image as a small picture below the text.
 */
function DraftCard({ draft }: { draft: NewInTellDraft }) {
  const title = draft.myPoint.trim();
  const isPdf = draft.mode === 'pdf';
  return (
    <Card className="mb-3">
      <Card.Body>
        <p className="small fw-semibold text-body-secondary mb-1">{T.yourInTell}</p>
        {title !== '' ? <p className="h6 mb-1">{title}</p> : null}
        {isPdf ? (
          <p className="mb-0">
            <a href={draft.pdf} target="_blank" rel="noreferrer">
              {T.openYourPdf}
            </a>
          </p>
        ) : (
          <>
            <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
              {draft.myContent.trim()}
            </p>
            {draft.image !== '' ? (
              <img
                src={draft.image}
                alt={T.yourImage}
                className="img-thumbnail mt-2 d-block"
                style={{ maxWidth: '100%', maxHeight: 200 }}
              />
            ) : null}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
