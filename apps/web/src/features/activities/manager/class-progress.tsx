import type { ActivityDto, ClassGrades } from '@thoughtful/shared';
import { useId } from 'react';
import { Table } from 'react-bootstrap';
import { useClassGrades } from '../api/feedback';
import { ActivityAnswersView } from './activity-answers';
import { ClassFeedbackActions } from './class-feedback-actions';
import { FEEDBACK_TEXT as F } from './feedback-text';
import { activityTypeLabel, MANAGER_TEXT as T } from './manager-text';
import { gradableActivities, progressTable } from './progress-model';

/**
 * The 'Class progress' tab (beyond the spec): per student, which activities are done;
 * below, for a guiding question or an interpretation, where each student's answer sits against
 * the class. The list is read again every few seconds while the tab is open, so a teacher can run
 * a lesson from it.
 */
export function ClassProgress({ activities }: { activities: readonly ActivityDto[] }) {
  const { columns, rows } = progressTable(activities);
  const captionId = useId();
  const gradable = gradableActivities(activities);
  const classId = activities[0]?.classId;
  // Until they are read (or if they cannot be), the table goes without them.
  const grades = useClassGrades(classId ?? undefined).data;
  const gradeOf = new Map(grades?.students.map((student) => [student.studentId, student]));

  return (
    <div className="mt-3">
      <p>{T.progressIntro}</p>
      <p className="small text-body-secondary">{T.progressRefreshed}</p>
      {classId ? <ClassFeedbackActions classId={classId} /> : null}
      {grades ? <ClassOverallGrade grades={grades} /> : null}
      {rows.length === 0 ? (
        <p>{T.progressEmpty}</p>
      ) : (
        // Many activities make the table wider than a phone: it scrolls sideways on its own,
        // and takes the focus so that keyboards can scroll it too. Positioned, so the cells'
        // visually hidden words stay inside it instead of widening the page.
        <div
          className="table-responsive position-relative mb-4"
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
        >
          <Table size="sm" bordered className="mb-0 align-middle text-nowrap">
            <caption id={captionId} className="caption-top">
              {T.progressCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{T.studentColumn}</th>
                <th scope="col">{T.doneColumn}</th>
                {grades ? <th scope="col">{F.overallGradeColumn}</th> : null}
                {columns.map((activity) => (
                  <th scope="col" key={activity._id} className="text-center">
                    <span aria-hidden="true">#{activity.order}</span>
                    <span className="visually-hidden">
                      {T.activityColumn(activity.order, activityTypeLabel(activity.selection))}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.student._id}>
                  <th scope="row" className="fw-normal">
                    {row.student.name}
                  </th>
                  <td>{T.doneCount(row.doneCount, row.askedCount)}</td>
                  {grades ? <OverallGradeCell grade={gradeOf.get(row.student._id)} /> : null}
                  {row.done.map((done, index) =>
                    row.asked[index] === true || done ? (
                      <td
                        key={columns[index]!._id}
                        className={done ? 'text-center table-success' : 'text-center'}
                      >
                        <span aria-hidden="true">{done ? '✓' : '–'}</span>
                        <span className="visually-hidden">{done ? T.done : T.notDone}</span>
                      </td>
                    ) : (
                      <td key={columns[index]!._id} className="text-center text-body-secondary">
                        <span aria-hidden="true">·</span>
                        <span className="visually-hidden">{T.ownFollowUp}</span>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}

      <h2 className="h5">{F.answersHeading}</h2>
      {gradable.length === 0 ? (
        <p>{T.answersNone}</p>
      ) : (
        <ActivityAnswersView activities={gradable} />
      )}
    </div>
  );
}

/** The class's overall grade, above the table that has each student's. */
function ClassOverallGrade({ grades }: { grades: ClassGrades }) {
  return (
    <p>
      {grades.grade === null ? F.noClassGrade : F.classOverallGrade(grades.grade, grades.graded)}{' '}
      <span className="small text-body-secondary">{F.overallGradeExplained}</span>
    </p>
  );
}

function OverallGradeCell({ grade }: { grade: ClassGrades['students'][number] | undefined }) {
  if (grade === undefined || grade.grade === null) {
    return (
      <td className="text-body-secondary">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{F.noOverallGrade}</span>
      </td>
    );
  }
  return <td>{F.overallGrade(grade.grade, grade.graded)}</td>;
}
