import {
  spreadOf,
  summarizePositions,
  type GuidingQuestionAnswer,
  type IdeaScalePlotData,
} from '@thoughtful/shared';
import { useId, type Ref } from 'react';
import { LoadingIndicator } from '../../../../components/loading-indicator';
import { LazyDensityPlot, useIdea, useSay, useScalePlot, weightedColumn } from '../../../ideas';
import { GuessOutcomes } from './perception-results';
import { POSITION_CHOICES, positionEndWords, STUDENT_TEXT as T } from '../student-text';

export interface GuidingQuestionResultsProps {
  topicId: string;
  /** The student's own answer, from the activity list. */
  answer: GuidingQuestionAnswer | null;
  /** The heading takes focus when the results replace the question. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The activity answered: its class's answers, of her group's students only (issue 43). */
  activityId?: string;
  /** Her group in the class, when she is in one: the answers shown are its students'. */
  groupName?: string;
}

/**
 * The community's answers to the guiding question after the student's own (content §2, §4 '101'):
 * how far the class agrees or disagrees with the question (or 'Limited community engagement so far…' under 4
 * answers), its density plot with the student's answer highlighted, and a table of the answers
 * as a text alternative.
 */
export function GuidingQuestionResults({
  topicId,
  answer,
  headingRef,
  activityId,
  groupName,
}: GuidingQuestionResultsProps) {
  const headingId = useId();
  const topic = useIdea(topicId);
  const plot = useScalePlot(
    topicId,
    topic.data?.scaleCount ?? 0,
    topic.data !== undefined,
    activityId,
  );
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="h5">
        {T.resultsHeading}
      </h3>
      {groupName !== undefined ? <p className="mb-2">{T.groupAnswers(groupName)}</p> : null}
      {answer !== null ? <OwnAnswer answer={answer} /> : null}
      {plot.data ? (
        <PositionsPlot data={plot.data} />
      ) : plot.isError ? (
        <p className="text-danger">{T.plotFailed}</p>
      ) : (
        <LoadingIndicator label={T.loadingPlot} />
      )}
      <GuessOutcomes ideaId={topicId} activityId={activityId ?? null} />
    </section>
  );
}

function positionLabel(position: number): string {
  // A position is -1, 0 or 1; anything else is read by its sign, never shown as a number.
  const nearest = Math.sign(position);
  return POSITION_CHOICES.find((choice) => choice.value === nearest)?.label ?? '';
}

function OwnAnswer({ answer }: { answer: GuidingQuestionAnswer }) {
  return (
    <div className="mb-2">
      <p className="mb-1">
        <span className="fw-semibold">{T.yourAnswer}</span> {positionLabel(answer.position)}
        {answer.confidence !== null ? ` ${T.yourConfidence(answer.confidence)}` : ''}
      </p>
      {answer.note !== '' ? (
        <p className="mb-1 fst-italic" style={{ whiteSpace: 'pre-wrap' }}>
          {answer.note}
        </p>
      ) : null}
    </div>
  );
}

function PositionsPlot({ data }: { data: IdeaScalePlotData }) {
  const everyone = weightedColumn(data, 'supportLevel');
  const summary = summarizePositions(spreadOf(everyone.values));
  const mine = data.mine === null ? null : (data.supportLevel[data.mine] ?? null);
  // The sentences in the reader's language (said-words.ts), not the shared package's English.
  const say = useSay();
  const first = summary.lines[0] ? say(summary.lines[0].said) : '';
  return (
    <>
      {summary.canPlot ? (
        <LazyDensityPlot
          label={T.plotLabel}
          scale="supportLevel"
          endWords={positionEndWords()}
          everyone={everyone}
          selection={null}
          mine={mine}
          summary={first}
        />
      ) : null}
      <ul className="list-unstyled mb-1">
        {summary.lines.map((line) => (
          <li key={line.kind}>{say(line.said)}</li>
        ))}
      </ul>
      {summary.canPlot ? <AnswersTable values={everyone.values} /> : null}
    </>
  );
}

/** How many chose each position: the plot's numbers as text. */
function AnswersTable({ values }: { values: readonly number[] }) {
  return (
    <details className="small">
      <summary>{T.tableSummary}</summary>
      <table className="table table-sm w-auto mb-0">
        <caption className="caption-top">{T.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.answerColumn}</th>
            <th scope="col">{T.countColumn}</th>
          </tr>
        </thead>
        <tbody>
          {POSITION_CHOICES.map((choice) => (
            <tr key={choice.value}>
              <td>{choice.label}</td>
              <td>{values.filter((value) => value === choice.value).length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
