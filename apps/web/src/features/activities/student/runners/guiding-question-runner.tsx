import { SCALE_TEXT_MAX_LENGTH, type FieldError, type SimpleIdeaField } from '@thoughtful/shared';
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useStoredDraft } from '../../../../lib/stored-draft';
import { SubmitGuidanceDialog } from '../../../../components/widgets/submit-guidance-dialog';
import type { SubmitGuidanceKey } from '../../../../components/widgets/widgets-text';
import { postPrediction } from '../../api/predictions';
import { ActivityInTell } from '../components/activity-intell';
import { GuessFields } from '../components/guess-fields';
import { EMPTY_GUESS, guessBodies, type GuessDraft } from '../perception-model';
import { PERCEPTION_TEXT as P } from '../perception-text';
import { ConfidenceSlider } from '../components/confidence-slider';
import { ContinueButton } from '../components/continue-button';
import { GuidingQuestionResults } from '../components/guiding-question-results';
import { NewInTellFields, newInTellFieldId } from '../components/new-intell-fields';
import { RadioQuestion } from '../components/radio-question';
import { FOCUS_AFTER_DIALOG_MS, focusById, useFocusOnStep } from '../focus';
import {
  asksConfidence,
  asksOf,
  choosePosition,
  continueBody,
  draftProblems,
  EMPTY_DRAFT,
  isNewInTellDraft,
  isProblemOpen,
  newInTellDraftKey,
  EMPTY_POSITION,
  guidingQuestionBody,
  isDraftBlank,
  positionProblem,
  topicOf,
  type NewInTellDraft,
  type PositionAnswer,
} from '../student-activity-model';
import { POSITION_CHOICES, STUDENT_TEXT as T } from '../student-text';
import type { RunnerProps } from './runner-props';

const GUIDANCE: Record<'position' | 'confidence', SubmitGuidanceKey> = {
  position: 'makeSelection',
  confidence: 'sliderPosition',
};

/** The box each request is about, as its label shows it. */
const GUIDANCE_FIELD: Readonly<Record<'position' | 'confidence', string>> = {
  get position() {
    return T.positionLegend;
  },
  get confidence() {
    return T.confidenceLabel;
  },
};

/**
 * 101, the guiding question (content §4): I disagree, I agree or I am unsure; a confidence for
 * the first two; an optional note, or an optional new inTell when the activity adds one; Submit
 * completes the activity with the answer and shows the community's answers until Continue. An
 * answer given before (`myAnswer`) goes straight to the plot, and Continue completes it.
 */
export function GuidingQuestionRunner({
  activity,
  userId,
  complete,
  submitting,
  release,
}: RunnerProps) {
  const prefix = useId();
  const topic = topicOf(activity);
  const asks = asksOf(activity);
  const addsInTell = asks.addIdea !== 'no';
  const [answer, setAnswer] = useState<PositionAnswer>(EMPTY_POSITION);
  // Kept while she writes: leaving the activity (a link, Back, a reload) does not lose it.
  const [draft, setDraft, clearDraft] = useStoredDraft<NewInTellDraft>(
    newInTellDraftKey(userId, activity._id),
    EMPTY_DRAFT,
    isNewInTellDraft,
  );
  const [intentShown, setIntentShown] = useState(false);
  const [problem, setProblem] = useState<FieldError<SimpleIdeaField> | null>(null);
  const [guidance, setGuidance] = useState<'position' | 'confidence' | null>(null);
  const [answered, setAnswered] = useState(false);
  // Her optional guess of the class's answers, before she sees them (issue 45).
  const [guess, setGuess] = useState<GuessDraft>(EMPTY_GUESS);
  const [guessing, setGuessing] = useState(false);
  const showResults = answered || activity.myAnswer !== null;
  const resultsRef = useFocusOnStep<HTMLHeadingElement>(showResults ? 'results' : 'answer');
  const ids = { position: `${prefix}-position`, confidence: `${prefix}-confidence` };

  /** As in the type-1 activity: a Submit's problem lasts until solved or its field is gone. */
  function changeDraft(next: NewInTellDraft) {
    setDraft(next);
    setProblem((last) =>
      last !== null && isProblemOpen(last, next, activity.newInTellSelfEvaluate) ? last : null,
    );
  }

  function submit() {
    if (submitting || guessing) return;
    const missing = positionProblem(answer);
    if (missing !== null) {
      setGuidance(missing);
      return;
    }
    const withInTell = addsInTell && !isDraftBlank(draft);
    if (withInTell) {
      const selfEvaluation = activity.newInTellSelfEvaluate;
      const problems = draftProblems(draft, selfEvaluation);
      const first = problems.find((p) => p.field !== 'goodIntentLevel') ?? null;
      if (first === null && selfEvaluation && !intentShown) {
        setProblem(null);
        setIntentShown(true);
        focusById(newInTellFieldId(`${prefix}-new`, 'goodIntentLevel', draft.mode));
        return;
      }
      const shown = first ?? problems[0] ?? null;
      if (shown !== null) {
        setProblem(shown);
        focusById(newInTellFieldId(`${prefix}-new`, shown.field, draft.mode));
        return;
      }
    }
    setProblem(null);
    void guessThenSend(withInTell);
  }

  /** Her guess first (the server refuses it once she has answered), then her answer. */
  async function guessThenSend(withInTell: boolean) {
    const [body] = guessBodies({ supportLevel: guess }, ['supportLevel']);
    if (body !== undefined && topic !== null) {
      setGuessing(true);
      // A guess is optional: one not kept never holds back the answer.
      await postPrediction(topic._id, body).catch(() => undefined);
      setGuessing(false);
    }
    complete(guidingQuestionBody(activity, userId, answer, withInTell ? draft : null), {
      hold: true,
      onSuccess: () => {
        clearDraft();
        setAnswered(true);
      },
    });
  }

  function onContinue() {
    // Completed by Submit just now: only the view moves on. Answered before: this completes it.
    if (activity.completed) release();
    else complete(continueBody(activity, userId));
  }

  return (
    <>
      {topic !== null ? <ActivityInTell id={topic._id} caption={T.guidingQuestion} /> : null}
      {showResults ? (
        <>
          {topic !== null ? (
            <GuidingQuestionResults
              topicId={topic._id}
              answer={activity.myAnswer}
              headingRef={resultsRef}
              activityId={activity._id}
              groupName={activity.groupName}
            />
          ) : null}
          <ContinueButton submitting={submitting} onClick={onContinue} />
        </>
      ) : (
        <>
          <RadioQuestion
            id={ids.position}
            legend={T.positionLegend}
            choices={POSITION_CHOICES}
            value={answer.position}
            onChange={(position) => setAnswer((current) => choosePosition(current, position))}
            disabled={submitting}
          />
          {asksConfidence(answer.position) ? (
            <ConfidenceSlider
              id={ids.confidence}
              value={answer.confidence}
              onChange={(confidence) => setAnswer((current) => ({ ...current, confidence }))}
            />
          ) : null}
          {addsInTell ? (
            <NewInTellFields
              id={`${prefix}-new`}
              label={T.newInTellOptional}
              hint={T.newInTellOptionalHint}
              draft={draft}
              onChange={changeDraft}
              selfEvaluation={activity.newInTellSelfEvaluate}
              intentShown={intentShown}
              problem={problem}
              disabled={submitting}
            />
          ) : (
            <Form.Group className="mb-3" controlId={`${prefix}-note`}>
              <Form.Label className="fw-semibold">{T.noteLabel}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={SCALE_TEXT_MAX_LENGTH}
                value={answer.note}
                disabled={submitting}
                onChange={(event) =>
                  setAnswer((current) => ({ ...current, note: event.target.value }))
                }
              />
            </Form.Group>
          )}
          {answer.position !== null && topic !== null ? (
            <section aria-labelledby={`${prefix}-guess`} className="mb-3">
              <h3 id={`${prefix}-guess`} className="h6 mb-1">
                {P.guessHeading}
              </h3>
              <p className="small text-body-secondary mb-2">{P.guessInlineIntro}</p>
              <GuessFields
                id={`${prefix}-guess-fields`}
                scale="supportLevel"
                guess={guess}
                onChange={setGuess}
                disabled={submitting || guessing}
                named={false}
              />
            </section>
          ) : null}
          <ContinueButton submitting={submitting || guessing} onClick={submit} label={T.submit} />
        </>
      )}
      <SubmitGuidanceDialog
        show={guidance !== null}
        messages={guidance === null ? [] : [GUIDANCE[guidance]]}
        field={guidance === null ? undefined : GUIDANCE_FIELD[guidance]}
        onHide={() => {
          if (guidance !== null) focusById(ids[guidance], FOCUS_AFTER_DIALOG_MS);
          setGuidance(null);
        }}
      />
    </>
  );
}
