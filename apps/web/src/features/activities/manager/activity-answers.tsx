import { t } from '@lingui/core/macro';
import {
  ACTIVITY_TYPE,
  PLOT_MIN_RESPONSES,
  POSITION_END_WORDS,
  truncateHeadline,
  type ActivityAnswer,
  type ActivityDto,
  type PlotScaleName,
} from '@thoughtful/shared';
import { useId, useState } from 'react';
import { Form, Table } from 'react-bootstrap';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useQueryErrorAlerts } from '../../../components/alerts/use-query-error-alerts';
import { LazyDensityPlot, useScalePlot, weightedColumn } from '../../ideas';
import { useActivityAnswers } from '../api/manager-answers';
import { activityTypeLabel, MANAGER_TEXT as T } from './manager-text';
import { FEEDBACK_TEXT as F } from './feedback-text';
import {
  answerScaleLabel,
  answerScales,
  answerValue,
  answerWords,
  isAnswerable,
  positionWords,
} from './progress-model';
import { StudentWork } from './student-work';

/** The default activity: the last live one a student answered, else the last live, else the last. */
function defaultActivity(activities: readonly ActivityDto[]): ActivityDto | undefined {
  const live = activities.filter((a) => a.enabled);
  return (
    [...live].reverse().find((a) => (a.completedCount ?? 0) > 0) ?? live.at(-1) ?? activities.at(-1)
  );
}

const ideaRetrieveFailed = (message: string) => t`Failed To Retrieve Idea From Server: ${message}`;

/**
 * Where each student's answer sits against the class (beyond the spec): the class's
 * plots of the inTell the activity asks about (`GET /api/ideas/{id}/scales`), the chosen student's
 * answer marked on each (`GET /api/activity/{id}/answers`), and every student's answers in a table;
 * the chosen student's work in words with her feedback (DESIGN.md §14). An activity that asks for
 * no answer on a scale (a new inTell, a key point) shows the student's work and feedback only.
 */
export function ActivityAnswersView({ activities }: { activities: readonly ActivityDto[] }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const activity = activities.find((a) => a._id === chosenId) ?? defaultActivity(activities);
  const activityId = activity?._id ?? null;
  const answers = useActivityAnswers(activityId, activity?.completedCount ?? 0);
  useQueryErrorAlerts(answers.error, answers.errorUpdatedAt, T.answersFailed);
  const list = answers.data?.answers ?? [];
  const idea = answers.data?.idea ?? null;
  const answeredCount = list.filter((a) => a.answered).length;
  const answerable = activity !== undefined && isAnswerable(activity);
  const plot = useScalePlot(
    idea?._id ?? '',
    answeredCount,
    answerable && idea !== null && list.length > 0,
  );
  useQueryErrorAlerts(plot.error, plot.errorUpdatedAt, ideaRetrieveFailed);
  // Undefined: the first student who answered; null: nobody, the class only.
  const [studentId, setStudentId] = useState<string | null | undefined>(undefined);
  const selectId = useId();
  const studentSelectId = useId();

  if (activity === undefined) return null;
  const student =
    studentId === null
      ? null
      : (list.find((a) => a.user._id === studentId) ??
        list.find((a) => a.answered) ??
        list[0] ??
        null);
  const scales = answerScales(activity);
  const label = idea === null ? '' : truncateHeadline(idea.label);

  return (
    <div className="mb-4">
      <Form.Group className="mb-3" controlId={selectId}>
        <Form.Label>{T.answersActivity}</Form.Label>
        <Form.Select
          value={activity._id}
          onChange={(event) => {
            setChosenId(event.target.value);
            setStudentId(undefined);
          }}
        >
          {activities.map((a) => (
            <option key={a._id} value={a._id}>
              {T.answersActivityOption(
                a.order,
                activityTypeLabel(a.selection),
                truncateHeadline(
                  (a.selection === ACTIVITY_TYPE.GUIDING_QUESTION
                    ? a.communityTopic?.label
                    : a.inTellExisting?.label) ?? '',
                ),
              )}
            </option>
          ))}
        </Form.Select>
      </Form.Group>

      {answers.isPending ? (
        answers.error ? null : (
          <LoadingIndicator label={T.answersLoading} />
        )
      ) : list.length === 0 ? (
        <p>{T.answersEmpty}</p>
      ) : (
        <>
          <Form.Group className="mb-3" controlId={studentSelectId}>
            <Form.Label>{answerable ? T.answersStudent : F.student}</Form.Label>
            <Form.Select
              value={student?.user._id ?? ''}
              onChange={(event) =>
                setStudentId(event.target.value === '' ? null : event.target.value)
              }
            >
              <option value="">{T.answersNoStudent}</option>
              {list.map((answer) => (
                <option key={answer.user._id} value={answer.user._id}>
                  {answer.user.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>

          {student !== null ? (
            <StudentWork key={student.user._id} activityId={activity._id} answer={student} />
          ) : null}

          {answerable ? (
            <>
              <h3 className="h6">{T.classPlotsOf(label)}</h3>
              {plot.isPending ? (
                plot.error ? null : (
                  <LoadingIndicator label={T.answersLoading} />
                )
              ) : plot.data ? (
                <div className="mb-3">
                  {scales.map((scale) => {
                    const everyone = weightedColumn(plot.data, scale);
                    const value = student === null ? null : answerValue(student, scale);
                    // A guiding question's answers are agree … disagree, not support … damage.
                    const positions =
                      scale === 'supportLevel' &&
                      activity.selection === ACTIVITY_TYPE.GUIDING_QUESTION;
                    const name = answerScaleLabel(
                      activity,
                      scale,
                      T.scaleLabels,
                      T.supportForTopic,
                    );
                    return (
                      <section key={scale} aria-label={name} className="mb-3">
                        <h4 className="h6 small fw-semibold mb-1">{name}</h4>
                        {everyone.values.length < PLOT_MIN_RESPONSES ? (
                          <p className="small">{T.limitedData}</p>
                        ) : (
                          <LazyDensityPlot
                            label={name}
                            // Confidence has no range of its own to word: the plain axis.
                            scale={scale === 'confidence' ? undefined : scale}
                            {...(positions ? { endWords: POSITION_END_WORDS } : {})}
                            everyone={everyone}
                            selection={null}
                            mine={value}
                            mineName={student?.user.name}
                            summary={T.plotSummary(
                              student?.user.name ?? null,
                              value === null ? null : answerWords(activity, scale, value),
                            )}
                          />
                        )}
                      </section>
                    );
                  })}
                </div>
              ) : null}

              <AnswersTable activity={activity} answers={list} scales={scales} label={label} />
              <Understandings answers={list} />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * What each student wrote of the author's point before interpreting, when the activity asked for a
 * deeper understanding (docs/decisions/2026-11-23-student-activities-screen.md 'Confirming a deeper
 * understanding'): a teacher reads whether the class understood the inTell before reading how it
 * judged it.
 */
function Understandings({ answers }: { answers: readonly ActivityAnswer[] }) {
  const headingId = useId();
  const written = answers.filter((a) => a.understanding !== null);
  if (written.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <h3 id={headingId} className="h6">
        {T.understandingsHeading}
      </h3>
      <dl className="mb-0">
        {written.map((answer) => (
          <div key={answer.user._id} className="mb-2">
            <dt className="fw-semibold">{answer.user.name}</dt>
            <dd className="mb-0 text-break">{answer.understanding}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A table cell: the answer in words, or a dash where there is none. */
function cellWords(activity: ActivityDto, scale: PlotScaleName, value: number | null): string {
  return value === null ? '—' : answerWords(activity, scale, value);
}

function AnswersTable({
  activity,
  answers,
  scales,
  label,
}: {
  activity: ActivityDto;
  answers: readonly ActivityAnswer[];
  scales: readonly PlotScaleName[];
  label: string;
}) {
  const captionId = useId();
  const guiding = activity.selection === ACTIVITY_TYPE.GUIDING_QUESTION;
  return (
    <div
      className="table-responsive position-relative"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <Table size="sm" striped className="mb-0 align-middle">
        <caption id={captionId} className="caption-top">
          {T.answersTableCaption(label)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{T.studentColumn}</th>
            {guiding ? (
              <>
                <th scope="col">{T.scaleLabels.supportLevel}</th>
                <th scope="col">{T.scaleLabels.confidence}</th>
              </>
            ) : (
              scales.map((scale) => (
                <th scope="col" key={scale}>
                  {answerScaleLabel(activity, scale, T.scaleLabels, T.supportForTopic)}
                </th>
              ))
            )}
          </tr>
        </thead>
        <tbody>
          {answers.map((answer) => {
            const skipped =
              answer.answered && scales.every((scale) => answerValue(answer, scale) === null);
            return (
              <tr key={answer.user._id}>
                <th scope="row" className="fw-normal">
                  {answer.user.name}
                  {answer.groupName !== undefined ? (
                    <span className="d-block small text-body-secondary">{answer.groupName}</span>
                  ) : null}
                </th>
                {!answer.answered || skipped ? (
                  <td colSpan={guiding ? 2 : scales.length} className="text-body-secondary">
                    {answer.answered ? T.skipped : T.notAnswered}
                  </td>
                ) : guiding ? (
                  <>
                    <td>{positionWords(answer.supportLevel)}</td>
                    <td>{cellWords(activity, 'confidence', answer.confidence)}</td>
                  </>
                ) : (
                  scales.map((scale) => (
                    <td key={scale}>{cellWords(activity, scale, answerValue(answer, scale))}</td>
                  ))
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
