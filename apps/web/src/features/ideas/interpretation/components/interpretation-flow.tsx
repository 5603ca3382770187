import {
  canSubmitInterpretation,
  CONFIDENCE,
  emptyInterpretation,
  intentPrompt,
  interconnectRating,
  pendingStep,
  revealedSteps,
  showsEmotionPause,
  STEP_GUIDANCE,
  toAddIdeaScaleBody,
  toggleDivisiveReason,
  toggleValue,
  valueChoices,
  type AddIdeaScalePayload,
  type ConfidenceChoice,
  type InterpretationAnswers,
  type SupportLevel,
  type InterpretationFlowOptions,
  type InterpretationState,
  type InterpretationStep,
  type ValueCode,
} from '@thoughtful/shared';
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { SubmitGuidanceDialog } from '../../../../components/widgets/submit-guidance-dialog';
import type { SubmitGuidanceKey } from '../../../../components/widgets/widgets-text';
import {
  confidenceChoices,
  INTERPRETATION_TEXT as T,
  potieChoices,
  radioChoices,
} from '../interpretation-text';
import {
  answerWithUndo,
  hasGivenAnswers,
  skipWithUndo,
  undoChange,
  withoutUndo,
  type InterpretationWithUndo,
} from '../interpretation-undo';
import {
  divisiveReasonChoices,
  intentPromptWords,
  supportLevelChoices,
  valueName,
} from '../scale-words';
import { CheckGroup, ChoiceGroup, TextAnswer, useFocusLater } from './answer-controls';
import { ScaleSlider } from './scale-slider';
import { ValuesAgentPicker } from './values-agent-picker';
import './interpretation-flow.css';
import { useSpokenLanguage } from '../../../../lib/i18n';

/** The guidance dialog gives focus back to Submit as it fades out; the question takes it then. */
const FOCUS_AFTER_DIALOG_MS = 400;

/** The interconnect's confidence: the three choices, without the expertise levels. */
function interconnectConfidenceChoices() {
  return confidenceChoices().filter((choice) => choice.value <= CONFIDENCE.KNOW) as readonly {
    value: ConfidenceChoice;
    label: string;
  }[];
}

export interface InterpretationFlowProps {
  /**
   * What the activity or screen asks (content §3 'Activity'): the emotion pause, the values, the
   * interconnect rating (and the link it rates), the intent prompt; sent as they are:
   * `activityType`, `cannotOverwriteExisting`, `ideaCreated`.
   */
  options: InterpretationFlowOptions;
  /** The answers to start from: the prior choice when editing; nothing answered by default. */
  initial?: InterpretationState;
  /**
   * The body of `POST /api/ideas/scale/{ideaId}`, once Submit or Confirm skip may go; with it the
   * interconnect answer (shared `interconnectRating`), for an activity that sends it beside the
   * body because the options name no link (null when not asked or skipped).
   */
  onSubmit: (
    body: AddIdeaScalePayload,
    rating: { level: SupportLevel; confidence: ConfidenceChoice } | null,
  ) => void;
  /** A submission is on its way: the buttons wait. */
  submitting?: boolean;
  /** Editing a prior choice: a Cancel button that leaves it as it was. */
  onCancel?: () => void;
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The interpretation of an inTell (content §4 'Interpretation flow (102)', §5): the questions
 * shared `revealedSteps` shows for the answers so far, in order, each appearing once the ones
 * before it are answered; changing an answer clears every later one (shared `answer`), and when
 * that cleared answered questions a notice under the changed one offers Undo until the next change
 * (`answerWithUndo`). The skip checkbox hides everything and offers 'Confirm skip', which submits
 * null values; unticked, the answers are back as they were. Submit with a question still open
 * shows the submit guidance and then takes the reader to that question.
 */
export function InterpretationFlow({
  options,
  initial,
  onSubmit,
  submitting = false,
  onCancel,
  heading,
  headingRef,
}: InterpretationFlowProps) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const prefix = useId();
  const [flow, setFlow] = useState<InterpretationWithUndo>(() =>
    withoutUndo(initial ?? emptyInterpretation()),
  );
  const state: InterpretationState = flow.current;
  const [guidance, setGuidance] = useState<{ key: SubmitGuidanceKey; field: string } | null>(null);
  const [pausing, setPausing] = useState(false);
  // The side (-1, 1) the pause was last shown for; 0 once the emotion is mild again.
  const pausedSide = useRef(0);
  const pendingFocus = useRef<string | null>(null);
  const focusLater = useFocusLater();
  const headingId = `${prefix}-heading`;

  const steps = revealedSteps(state, options);
  const { answers } = state;
  const fieldId = (step: InterpretationStep) => `${prefix}-${step}`;
  const stepId = (step: InterpretationStep) => `${prefix}-step-${step}`;

  function set<S extends InterpretationStep>(step: S, value: InterpretationAnswers[S]) {
    setFlow((current) => answerWithUndo(current, step, value));
  }

  function undo(step: InterpretationStep) {
    setFlow(undoChange);
    // The Undo button goes with the notice: the question it restored takes focus.
    focusLater(stepId(step));
  }

  function settleEmotion(value: number) {
    if (!showsEmotionPause(value, options)) {
      pausedSide.current = 0;
      return;
    }
    const side = Math.sign(value);
    if (pausedSide.current !== side) {
      pausedSide.current = side;
      setPausing(true);
    }
  }

  function submit() {
    if (submitting) return;
    const pending = pendingStep(state, options);
    if (pending !== null && !state.skipped) {
      const guided = pending as keyof typeof STEP_GUIDANCE;
      setGuidance({ key: STEP_GUIDANCE[guided], field: guidedStepLabel(guided) });
      pendingFocus.current = stepId(pending);
      return;
    }
    if (canSubmitInterpretation(state, options)) {
      onSubmit(toAddIdeaScaleBody(state, options), interconnectRating(state, options));
    }
  }

  /** The question a required step asks, as its box shows it (the dialog names the box). */
  function guidedStepLabel(step: keyof typeof STEP_GUIDANCE): string {
    return step === 'authorIntent' ? intentPromptWords(intentPrompt(options)) : T[step];
  }

  function closeGuidance() {
    setGuidance(null);
    if (pendingFocus.current !== null) focusLater(pendingFocus.current, FOCUS_AFTER_DIALOG_MS);
    pendingFocus.current = null;
  }

  function stepView(step: InterpretationStep): ReactNode {
    const id = fieldId(step);
    switch (step) {
      case 'understanding':
        return (
          <TextAnswer
            id={id}
            label={T.understanding}
            help={T.understandingHelp}
            value={answers.understanding}
            onCommit={(value) => set('understanding', value)}
            commitOnChange
          />
        );
      case 'emotion':
        return (
          <ScaleSlider
            id={id}
            scale="emotion"
            label={T.emotion}
            value={answers.emotion}
            onChange={(value) => set('emotion', value)}
            onSettle={settleEmotion}
          />
        );
      case 'values': {
        const emotion = answers.emotion ?? 0;
        const hint =
          emotion > 0
            ? T.valuesHint.positive
            : emotion < 0
              ? T.valuesHint.negative
              : T.valuesHint.neutral;
        return (
          <CheckGroup<ValueCode>
            id={id}
            legend={T.values}
            hint={hint}
            choices={valueChoices(answers.emotion).map((code) => ({
              value: code,
              label: valueName(code),
            }))}
            isChecked={(code) => answers.values?.includes(code) ?? false}
            onToggle={(code) =>
              setFlow((current) =>
                answerWithUndo(
                  current,
                  'values',
                  toggleValue(current.current.answers.values, code),
                ),
              )
            }
          />
        );
      }
      case 'valuesAgent':
        return (
          <ValuesAgentPicker
            inputId={id}
            agentId={answers.valuesAgent}
            onChange={(agentId) => set('valuesAgent', agentId)}
          />
        );
      case 'authorIntent':
        return (
          <ScaleSlider
            id={id}
            scale="authorIntent"
            label={intentPromptWords(intentPrompt(options))}
            value={answers.authorIntent}
            onChange={(value) => set('authorIntent', value)}
          />
        );
      case 'goodFaith':
        return (
          <ScaleSlider
            id={id}
            scale="goodFaith"
            label={T.goodFaith}
            value={answers.goodFaith}
            onChange={(value) => set('goodFaith', value)}
          />
        );
      case 'whyManipulative':
        return (
          <TextAnswer
            id={id}
            label={T.whyManipulative}
            value={answers.whyManipulative}
            onCommit={(value) => set('whyManipulative', value)}
          />
        );
      case 'potie':
        return (
          <ChoiceGroup
            id={id}
            legend={T.potie}
            choices={potieChoices()}
            value={answers.potie}
            onChange={(value) => set('potie', value)}
            inline
          />
        );
      case 'divisive':
        return (
          <CheckGroup
            id={id}
            legend={T.divisive}
            choices={divisiveReasonChoices()}
            isChecked={(bit) => ((answers.divisive ?? 0) & bit) !== 0}
            onToggle={(bit) =>
              setFlow((current) =>
                answerWithUndo(
                  current,
                  'divisive',
                  toggleDivisiveReason(current.current.answers.divisive, bit),
                ),
              )
            }
          />
        );
      case 'sound':
        return (
          <ScaleSlider
            id={id}
            scale="sound"
            label={T.sound}
            value={answers.sound}
            onChange={(value) => set('sound', value)}
          />
        );
      case 'interconnectLevel':
        return (
          <ChoiceGroup
            id={id}
            legend={T.interconnectLevel}
            choices={supportLevelChoices()}
            value={answers.interconnectLevel}
            onChange={(value) => set('interconnectLevel', value)}
          />
        );
      case 'interconnectConfidence':
        return (
          <ChoiceGroup
            id={id}
            legend={T.interconnectConfidence}
            choices={interconnectConfidenceChoices()}
            value={answers.interconnectConfidence}
            onChange={(value) => set('interconnectConfidence', value)}
            inline
          />
        );
      case 'note':
        return (
          <TextAnswer
            id={id}
            label={T.note}
            help={T.noteHelp}
            value={answers.note}
            onCommit={(value) => set('note', value)}
          />
        );
      case 'confidence':
        return (
          <ChoiceGroup
            id={id}
            legend={T.confidence}
            choices={confidenceChoices()}
            value={answers.confidence}
            onChange={(value) => set('confidence', value)}
          />
        );
      case 'myExpertise':
        return (
          <TextAnswer
            id={id}
            label={T.myExpertise}
            value={answers.myExpertise}
            onCommit={(value) => set('myExpertise', value)}
          />
        );
      case 'otherSide':
        return (
          <TextAnswer
            id={id}
            label={T.otherSide}
            help={T.otherSideHelp}
            value={answers.otherSide}
            onCommit={(value) => set('otherSide', value)}
          />
        );
      case 'solution':
        return (
          <TextAnswer
            id={id}
            label={T.solution}
            value={answers.solution}
            onCommit={(value) => set('solution', value)}
          />
        );
      case 'haveChanged':
      case 'wouldChange':
      case 'answerQuestions':
      case 'publicEngagement':
        return (
          <ChoiceGroup
            id={id}
            legend={T[step]}
            choices={radioChoices()}
            value={answers[step]}
            onChange={(value) => set(step, value)}
            inline
          />
        );
      case 'heartOfIssue':
        return (
          <ScaleSlider
            id={id}
            scale="heartOfIssue"
            label={T.heartOfIssue}
            value={answers.heartOfIssue}
            onChange={(value) => set('heartOfIssue', value)}
          />
        );
    }
  }

  return (
    <section aria-labelledby={headingId} className="interpretation-flow mx-auto">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="h5">
        {heading}
      </h2>
      <Form.Check
        type="checkbox"
        id={`${prefix}-skip`}
        className="mb-0"
        label={T.skip}
        checked={state.skipped}
        onChange={(event) => setFlow((current) => skipWithUndo(current, event.target.checked))}
        aria-describedby={`${prefix}-skip-help`}
      />
      <p id={`${prefix}-skip-help`} className="form-text mt-0 mb-3">
        {T.skipHelp}
        {state.skipped && hasGivenAnswers(state.answers) ? ` ${T.skipKeepsAnswers}` : null}
      </p>

      {steps.map((step) => (
        <div key={step} id={stepId(step)} data-step={step}>
          {stepView(step)}
          {/* Always there, so that what appears in it is announced (a live region must exist first). */}
          <div role="status" aria-live="polite">
            {flow.undo?.step === step ? (
              <p className="alert alert-warning d-flex flex-wrap align-items-center gap-2 py-2 px-3 mb-3">
                <span>{T.laterCleared}</span>
                {/* Full size: a finger's target on a phone. */}
                <Button variant="outline-dark" onClick={() => undo(step)}>
                  {T.undo}
                </Button>
              </p>
            ) : null}
          </div>
        </div>
      ))}

      <div className="d-flex flex-wrap gap-2 mt-2">
        {state.skipped ? (
          <Button variant="primary" onClick={submit} disabled={submitting}>
            {submitting ? T.saving : T.confirmSkip}
          </Button>
        ) : (
          <Button variant="primary" onClick={submit} disabled={submitting}>
            {submitting ? T.saving : T.submit}
          </Button>
        )}
        {onCancel ? (
          <Button variant="outline-secondary" onClick={onCancel} disabled={submitting}>
            {T.cancelEdit}
          </Button>
        ) : null}
      </div>

      <SubmitGuidanceDialog
        show={guidance !== null}
        onHide={closeGuidance}
        messages={guidance === null ? [] : [guidance.key]}
        field={guidance?.field}
      />
      <EmotionPauseDialog show={pausing} onHide={() => setPausing(false)} />
    </section>
  );
}

/** The emotion pause (content §4 step 1, §2 'Dialogs'): a moment before going on. */
function EmotionPauseDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId}>
      <Modal.Header>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {T.pause.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{T.pause.body}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          {T.pause.resume}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
