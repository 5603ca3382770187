import {
  INTERPRETATION_STEPS,
  interpretationFromScale,
  type IdeaScale,
  type InterpretationAnswers,
  type InterpretationStep,
  type ValueCode,
} from '@thoughtful/shared';
import { useId, type ReactNode, type Ref } from 'react';
import { useAgent } from '../../../agents';
import {
  INTERPRETATION_TEXT as T,
  potieChoices,
  radioChoices,
  stepName,
} from '../interpretation-text';
import {
  confidenceWordsOf,
  divisiveReasonChoices,
  sliderValueWords,
  sliderWordsOf,
  valueName,
} from '../scale-words';
import './interpretation-flow.css';
import { useSpokenLanguage } from '../../../../lib/i18n';

export interface InterpretationReadOnlyProps {
  scale: IdeaScale;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The heading, when it is not the reader's own ('Your interpretation'): a teacher reading a student's. */
  heading?: string;
  /** Its level where it sits under another section's heading. */
  headingLevel?: 2 | 4;
  /** Under the answers: the buttons (Edit, Continue). */
  children?: ReactNode;
}

/**
 * The member's saved interpretation, read-only (content §2 'Interpretation gate', §4 'After
 * submission'): each answered question and its answer, in the flow's order; a skipped one says so.
 */
export function InterpretationReadOnly({
  scale,
  headingRef,
  heading,
  headingLevel = 2,
  children,
}: InterpretationReadOnlyProps) {
  useSpokenLanguage(); // drawn again in the language she switches to
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const headingId = useId();
  const { answers } = interpretationFromScale(scale);
  const answered = INTERPRETATION_STEPS.filter((step) => hasAnswer(answers[step]));
  return (
    // Under another section's heading (a teacher reading a student's), it sits in that section.
    <section
      aria-labelledby={headingId}
      className={headingLevel === 2 ? 'interpretation-flow mx-auto' : 'interpretation-flow'}
    >
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={headingLevel === 2 ? 'h5' : 'h6'}
      >
        {heading ?? T.yourInterpretation}
      </Heading>
      {answered.length === 0 ? (
        <p>{T.youSkipped}</p>
      ) : (
        <dl className="interpretation-answers">
          {answered.map((step) => (
            <div key={step} className="mb-2">
              <dt className="fw-semibold">{stepName(step)}</dt>
              <dd className="mb-0 text-break">
                <AnswerWords step={step} answers={answers} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}

function hasAnswer(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== '';
}

function AnswerWords({
  step,
  answers,
}: {
  step: InterpretationStep;
  answers: InterpretationAnswers;
}): ReactNode {
  switch (step) {
    case 'emotion':
    case 'authorIntent':
    case 'goodFaith':
    case 'sound':
    case 'heartOfIssue': {
      return sliderValueWords(step, answers[step] ?? 0);
    }
    case 'values':
      return (answers.values ?? []).map((code: ValueCode) => valueName(code)).join(', ');
    case 'valuesAgent':
      return <AgentName id={answers.valuesAgent ?? ''} />;
    case 'potie':
      return potieChoices().find((choice) => choice.value === answers.potie)?.label ?? '';
    case 'divisive':
      return divisiveReasonChoices()
        .filter((reason) => ((answers.divisive ?? 0) & reason.value) !== 0)
        .map((reason) => reason.label)
        .join(', ');
    case 'interconnectLevel':
      return sliderWordsOf('supportLevel', answers.interconnectLevel);
    case 'interconnectConfidence':
    case 'confidence':
      return confidenceWordsOf(answers[step]) ?? '';
    case 'haveChanged':
    case 'wouldChange':
    case 'answerQuestions':
    case 'publicEngagement':
      return radioChoices().find((choice) => choice.value === answers[step])?.label ?? '';
    case 'understanding':
    case 'whyManipulative':
    case 'note':
    case 'myExpertise':
    case 'otherSide':
    case 'solution':
      return answers[step] ?? '';
  }
}

function AgentName({ id }: { id: string }) {
  const { data: agent } = useAgent(id);
  return <>{agent?.name ?? T.aWaveMaker}</>;
}
