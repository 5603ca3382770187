import type { Kysely } from 'kysely';
import {
  ACTIVITY_LABELS,
  divisiveReasons,
  isAnswered,
  nameForTeachers,
  valueNames,
  type ActivityType,
  type IdeaScale,
} from '@thoughtful/shared';
import type { ActivityRow, Database, Db } from '../../db/schema';
import { CSV_BOM, csvField, csvNumber, csvRecord, csvText } from '../../lib/csv';
import type { AccessPolicy, ActorRow } from '../access';
import { findIdeaSummariesByIds, toIdeaSummary } from '../ideas';
import { findIdeaScalesOfMembers, toIdeaScale } from '../interpretations';
import { listActivities, listCompletions } from './activities.repository';
import { requireKnownClass } from './activity-classes';
import { answeredIdeaOf } from './activity-rows';
import { listFeedbackOn, type FeedbackRow } from './feedback.repository';

/**
 * A class's answers as CSV (`GET /api/classes/{id}/answers.csv`, DESIGN.md §14): one line per
 * student and activity, students by name, activities in order, with what the progress view shows
 * (every answer of the interpretation, in words where it is stored as codes; the notes; the own
 * words; the inTell added) and the feedback. Every typed text goes through `csvText`, so a cell
 * a spreadsheet would run as a formula is shown as typed.
 */

interface StudentRow {
  user_id: string;
  name: string;
  email: string;
}

interface Line {
  student: StudentRow;
  activity: ActivityRow;
  completedAt: string | null;
  answered: string;
  scale: IdeaScale | null;
  added: string;
  feedback: FeedbackRow | undefined;
}

const sliderCell = (value: number | undefined) =>
  csvNumber(value !== undefined && isAnswered(value) ? value : null);

const COLUMNS: [header: string, cell: (line: Line) => string][] = [
  ['Student', (l) => csvText(nameForTeachers(l.student.name, l.student.email))],
  ['Activity', (l) => csvNumber(l.activity.position)],
  ['Activity type', (l) => csvField(ACTIVITY_LABELS[l.activity.selection as ActivityType] ?? '')],
  ['Completed', (l) => csvField(l.completedAt ?? '')],
  ['inTell answered', (l) => csvText(l.answered)],
  ['Emotion', (l) => sliderCell(l.scale?.myEmotion)],
  ['Author intent', (l) => sliderCell(l.scale?.authorIntent)],
  ['Good faith', (l) => sliderCell(l.scale?.goodFaith)],
  ['Soundness', (l) => sliderCell(l.scale?.sound)],
  ['Heart of the issue', (l) => sliderCell(l.scale?.heartOfIssue)],
  ['Confidence', (l) => csvNumber(l.scale?.confidence ?? null)],
  ['Values', (l) => csvField(valueNames(l.scale?.values ?? []).join('; '))],
  ['Divisive', (l) => csvField(divisiveReasons(l.scale?.divisive ?? 0).join('; '))],
  ['Who benefits', (l) => csvText(l.scale?.whyManipulative ?? '')],
  ['Note', (l) => csvText(l.scale?.note ?? '')],
  ['The other side', (l) => csvText(l.scale?.otherSide ?? '')],
  ['Suggestion', (l) => csvText(l.scale?.solution ?? '')],
  ['Expertise', (l) => csvText(l.scale?.myExpertise ?? '')],
  ['In own words', (l) => csvText(l.scale?.understanding ?? '')],
  ['inTell added', (l) => csvText(l.added)],
  ['Feedback', (l) => csvText(l.feedback?.comment ?? '')],
  ['Grade', (l) => csvNumber(l.feedback?.grade ?? null)],
  [
    'Feedback released',
    (l) => csvField(l.feedback ? (l.feedback.released === 1 ? 'yes' : 'no') : ''),
  ],
];

/** The students of a class with their names, by name. */
function listClassStudents(db: Db, classId: string): Promise<StudentRow[]> {
  return db
    .selectFrom('class_students')
    .innerJoin('users', 'users.id', 'class_students.user_id')
    .select(['users.id as user_id', 'users.name', 'users.email'])
    .where('class_students.class_id', '=', classId)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

export async function classAnswersCsv(
  deps: { db: Kysely<Database>; access: AccessPolicy },
  actor: ActorRow,
  classId: string,
): Promise<{ filename: string; lines: AsyncIterable<string> }> {
  const { db, access } = deps;
  // Who may read it is settled before the first byte: a refusal is a 4xx, never half a file.
  const { role, summary } = await requireKnownClass(db, access, actor, classId);
  access.requireUser(actor, 'activity.manage', { classRole: role });
  const [activities, students] = await Promise.all([
    listActivities(db, { enabledOnly: false, classIds: [classId] }),
    listClassStudents(db, classId),
  ]);
  return {
    filename: csvFilenameOf(summary.name),
    lines: answerLines(db, activities, students),
  };
}

/** Students whose lines are read and written at once: a large course streams in pages. */
const STUDENTS_PER_PAGE = 100;

/** The file, a page of students at a time: never the whole class's answers in memory. */
async function* answerLines(
  db: Db,
  activities: ActivityRow[],
  students: StudentRow[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvRecord(COLUMNS.map(([header]) => header));
  const activityIds = activities.map((a) => a.id);
  const answeredIds = [...new Set(activities.map(answeredIdeaOf))].filter(
    (id): id is string => id !== null,
  );
  const answeredLabels = await labelsOf(db, answeredIds);
  for (let start = 0; start < students.length; start += STUDENTS_PER_PAGE) {
    const page = students.slice(start, start + STUDENTS_PER_PAGE);
    const pageIds = page.map((s) => s.user_id);
    const [completions, feedback] = await Promise.all([
      listCompletions(db, activityIds, pageIds),
      listFeedbackOn(db, activityIds, pageIds),
    ]);
    // One primary-key read per inTell answered (a class has tens of activities, not thousands).
    const scaleOf = new Map<string, IdeaScale>();
    for (const ideaId of answeredIds) {
      for (const row of await findIdeaScalesOfMembers(db, ideaId, pageIds)) {
        scaleOf.set(`${ideaId} ${row.user_id}`, toIdeaScale(row));
      }
    }
    const completionOf = new Map(completions.map((c) => [`${c.activity_id} ${c.user_id}`, c]));
    const feedbackOf = new Map(feedback.map((f) => [`${f.activity_id} ${f.user_id}`, f]));
    const addedLabels = await labelsOf(
      db,
      completions.flatMap((c) => (c.idea_id === null ? [] : [c.idea_id])),
    );
    const lines: string[] = [];
    for (const student of page) {
      for (const activity of activities) {
        const key = `${activity.id} ${student.user_id}`;
        const completion = completionOf.get(key);
        const answeredId = answeredIdeaOf(activity);
        const line: Line = {
          student,
          activity,
          completedAt: completion?.completed_at ?? null,
          answered: answeredId === null ? '' : (answeredLabels.get(answeredId) ?? ''),
          scale:
            completion && answeredId !== null
              ? (scaleOf.get(`${answeredId} ${student.user_id}`) ?? null)
              : null,
          added: completion?.idea_id ? (addedLabels.get(completion.idea_id) ?? '') : '',
          feedback: feedbackOf.get(key),
        };
        lines.push(csvRecord(COLUMNS.map(([, cell]) => cell(line))));
      }
    }
    yield lines.join('');
  }
}

/** The labels of these inTells, by id. */
async function labelsOf(db: Db, ideaIds: readonly string[]): Promise<Map<string, string>> {
  const summaries = await findIdeaSummariesByIds(db, [...new Set(ideaIds)]);
  return new Map(summaries.map((s) => [s.id, toIdeaSummary(s).label]));
}

/** The class's name in the file's name, kept to letters, digits and dashes. */
function csvFilenameOf(className: string): string {
  const slug = className
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'class'}-answers.csv`;
}
